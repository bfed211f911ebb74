/** Every application gets an answer within this many hours (spec section 9). */
export const freelancerReplyHours = 48;

/** The countries the recruitment welcomes (spec section 1), as keys of "freelancer:nordic.countries". */
export const nordicCountries = ["se", "fi", "no", "dk"] as const;
export type NordicCountry = (typeof nordicCountries)[number];
