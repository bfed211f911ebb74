import { z } from "~/lib/zod";
import { replySubjectKinds } from "~/db/schema";
import { isStorableText } from "~/lib/markup";

// The customer page's two forms (docs/decisions/105): a note the owner keeps, and a reply.
// Any characters but NUL may be written: both are shown as text and mailed escaped.

export const maxNoteLength = 2_000;
export const maxReplyLength = 5_000;

/** Line breaks as the browser sends them (CRLF) count as one character, as the box counts them. */
const text = (max: number, key: "note" | "reply") =>
  z
    .string({ error: `customersAdmin:validation.${key}Required` })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length > 0, `customersAdmin:validation.${key}Required`)
    .refine((value) => value.length <= max, `customersAdmin:validation.${key}TooLong`)
    .refine(isStorableText, "api:validation.invalidCharacters");

export const noteInputSchema = z.object({ body: text(maxNoteLength, "note") });

export const replyInputSchema = z.object({
  subjectKind: z.enum(replySubjectKinds, { error: "api:validation.invalidBody" }),
  subjectId: z.uuid({ error: "api:validation.invalidBody" }),
  body: text(maxReplyLength, "reply"),
});

export type ReplyInput = z.output<typeof replyInputSchema>;
