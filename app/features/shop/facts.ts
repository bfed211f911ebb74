// Shop facts the texts interpolate (spec sections 1 and 9); no number is typed into a text.

/** Software licences are e-mailed within this many hours of payment. */
export const softwareDeliveryHours = 12;

/** The ice hockey match album (/shop/photos/muik2-virkia2-hockey). */
export const hockeyAlbum = {
  /** Match day, read in the business time zone. */
  matchDate: "2025-10-18T12:00:00Z",
  /** The album holds more than this many images. */
  minimumImages: 200,
} as const;

/**
 * The software page's structured data, copied from the spec's marketing data (section 9). These
 * are the marketing team's figures for the whole licence range in Swedish kronor, not the two
 * euro prices the page sells today; change them here when marketing does.
 */
export const softwareMarketingOffer = {
  priceCurrency: "SEK",
  lowPrice: 299,
  highPrice: 9999,
  offerCount: 50,
} as const;
