// What a client gallery's page knows of its proofing and delivery (docs/decisions/102): plain
// data from the loader, the same on the server and in the browser.
export type ProofingView = {
  /** Hearted photo → its note (null: none). */
  favourites: Record<string, string | null>;
  count: number;
  limit: number | null;
  /** When the selection was sent, as the page shows the day ("28 november 2026"); null: open. */
  submittedAt: string | null;
  allowDownload: boolean;
  /** The photos the customer may download now. */
  downloadable: string[];
  /** The photos that can still be bought (extras). */
  forSale: string[];
};

/** A note's longest length, shared by the form's field and the server's schema. */
export const favouriteNoteMax = 500;
