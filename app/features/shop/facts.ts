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

/** An album's personal download link works this many days and this many times (decision 043). */
export const downloadLinkDays = 7;
export const downloadLinkUses = 5;
