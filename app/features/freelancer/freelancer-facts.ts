/**
 * Every application gets an answer within this many working days (spec section 9 says 48 hours;
 * the site promises working days, which a one-person business can keep over a weekend).
 */
export const freelancerReplyWorkingDays = 2;

/** The countries the recruitment welcomes (spec section 1), as keys of "freelancer:nordic.countries". */
export const nordicCountries = ["se", "fi", "no", "dk"] as const;
export type NordicCountry = (typeof nordicCountries)[number];
