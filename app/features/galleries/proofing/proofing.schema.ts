import { plainText } from "~/features/submissions/text-fields";
import { z } from "~/lib/zod";
import { favouriteNoteMax } from "./proofing-view";

// What a client gallery's customer sends (docs/decisions/102): a heart with an optional note.
// The note is plain text for the owner's eyes, as a review is; HTML is refused, not stored.

export { favouriteNoteMax };

export const favouriteInputSchema = z.object(
  {
    photoId: z.uuid({ error: "api:galleries.photoInvalid" }),
    /** Absent: a heart, keeping any note the photo has. "" takes the note away. */
    note: plainText({ max: favouriteNoteMax, tooLong: "proofing:errors.noteTooLong" }).optional(),
  },
  { error: "api:galleries.invalid" },
);
export type FavouriteInput = z.output<typeof favouriteInputSchema>;

export const photoIdSchema = z.uuid({ error: "api:galleries.photoInvalid" });
