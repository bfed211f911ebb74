import { languages } from "~/i18n/languages";
import { z } from "~/lib/zod";
import { pinPattern } from "./access-pin";

// What the owner sets on a client gallery (docs/decisions/101), in POST /api/admin/galleries
// with kind "client" and in PATCH …/{id}. Messages are translation keys (api, clientGalleries).

const error = (key: string) => `api:clientGalleries.${key}`;

const isoDay = z
  .string({ error: error("expiresOnInvalid") })
  .regex(/^\d{4}-\d{2}-\d{2}$/, error("expiresOnInvalid"))
  // Runs on a value the pattern refused too (zod goes on): an invalid date must not throw.
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, error("expiresOnInvalid"));

/** Each optional: a change names only what changes; `null` clears a PIN or a limit. */
export const clientGalleryFields = {
  customerEmail: z
    .string({ error: error("customerEmailInvalid") })
    .trim()
    .max(255, error("customerEmailInvalid"))
    .pipe(z.email(error("customerEmailInvalid")))
    .transform((email) => email.toLowerCase())
    .optional(),
  bookingId: z.uuid({ error: error("bookingInvalid") }).optional(),
  /** Four digits; null removes the PIN. Never stored as typed (hashed). */
  pin: z
    .string({ error: error("pinInvalid") })
    .trim()
    .regex(pinPattern, error("pinInvalid"))
    .nullable()
    .optional(),
  selectionLimit: z
    .number({ error: error("selectionLimitInvalid") })
    .int(error("selectionLimitInvalid"))
    .min(1, error("selectionLimitInvalid"))
    .max(10_000, error("selectionLimitInvalid"))
    .nullable()
    .optional(),
  /** The last day the link opens the gallery (business time). */
  expiresOn: isoDay.optional(),
  allowDownload: z.boolean({ error: "api:galleries.invalid" }).optional(),
  /** The customer's language for the mails and the link: sv, fi or en. */
  language: z.enum(languages, { error: error("languageInvalid") }).optional(),
};

export const clientFieldNames = Object.keys(
  clientGalleryFields,
) as (keyof typeof clientGalleryFields)[];

export type ClientGalleryInput = {
  customerEmail?: string;
  bookingId?: string;
  pin?: string | null;
  selectionLimit?: number | null;
  expiresOn?: string;
  allowDownload?: boolean;
  language?: (typeof languages)[number];
};

/** The client fields only on a client gallery, and a client gallery always has its customer. */
export function clientFieldsFitKind(
  input: ClientGalleryInput & { kind?: string },
  ctx: z.RefinementCtx,
  kind: string | undefined = input.kind,
) {
  if (kind === undefined) return;
  if (kind === "client") {
    if (input.kind === "client" && !input.customerEmail)
      ctx.addIssue({
        code: "custom",
        path: ["customerEmail"],
        message: error("customerEmailInvalid"),
      });
    return;
  }
  for (const name of clientFieldNames)
    if (input[name] !== undefined)
      ctx.addIssue({ code: "custom", path: [name], message: error("notAClientGallery") });
}

/** Splits a checked change into the gallery's general part and its client part. */
export function splitClientInput<T extends ClientGalleryInput>(
  input: T,
): { general: Omit<T, keyof ClientGalleryInput>; client: ClientGalleryInput } {
  const general: Record<string, unknown> = {};
  const client: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input))
    if ((clientFieldNames as string[]).includes(key)) client[key] = value;
    else general[key] = value;
  return {
    general: general as Omit<T, keyof ClientGalleryInput>,
    client: client as ClientGalleryInput,
  };
}
