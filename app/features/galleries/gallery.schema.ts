import { galleryKinds } from "~/db/schema";
import { localized, maxAmountCents } from "~/features/catalogue/catalogue.schema";
import { containsMarkup } from "~/lib/markup";
import { z } from "~/lib/zod";
import { clientFieldsFitKind, clientGalleryFields } from "./client/client-gallery.schema";

// What the owner sends for a gallery (POST /api/admin/galleries, PATCH …/{id}) and for a photo
// (PATCH …/photos/{photoId}). Texts as {sv, fi?, en?}; prices in integer cents. Messages are
// translation keys (namespace api, galleries).

const error = (key: string) => `api:galleries.${key}`;

/** An address: lower-case a–z, digits and single dashes, 3–80 characters. */
export const gallerySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Paths below /admin/galleries and /api/admin/galleries that are not a gallery. */
const reservedSlugs = new Set(["new", "order"]);

export const gallerySlugSchema = z
  .string({ error: error("slugInvalid") })
  .trim()
  .min(3, error("slugInvalid"))
  .max(80, error("slugInvalid"))
  .regex(gallerySlugPattern, error("slugInvalid"))
  .refine((slug) => !reservedSlugs.has(slug), error("slugInvalid"));

/** "Ishockey: MUIK 2 – Virkiä 2" → "ishockey-muik-2-virkia-2": an address made from a title. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

const cents = (key: string) =>
  z
    .number({ error: error(key) })
    .int(error(key))
    .min(1, error(key))
    .max(maxAmountCents, error(key));

const isoDay = z
  .string({ error: error("dateInvalid") })
  .regex(/^\d{4}-\d{2}-\d{2}$/, error("dateInvalid"))
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), error("dateInvalid"))
  .refine(
    (day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    error("dateInvalid"),
  );

const watermarkText = z
  .string({ error: error("watermarkInvalid") })
  .trim()
  .max(60, error("watermarkInvalid"))
  .refine((text) => !containsMarkup(text) && !/\p{Cc}/u.test(text), error("watermarkInvalid"));

const galleryFields = {
  title: localized(120),
  description: localized(2000).nullable().optional(),
  slug: gallerySlugSchema.optional(),
  shotOn: isoDay.nullable().optional(),
  perPhoto: cents("priceInvalid").nullable().optional(),
  fullGallery: cents("priceInvalid").nullable().optional(),
  currency: z.literal("EUR", { error: error("currencyInvalid") }).optional(),
  watermarkText: watermarkText.nullable().optional(),
};

/** A whole-gallery price below one photo's makes no sense: it caps the total, it is not a photo. */
function capAtLeastOnePhoto(
  prices: { perPhoto?: number | null; fullGallery?: number | null },
  ctx: z.RefinementCtx,
) {
  if (prices.perPhoto && prices.fullGallery && prices.fullGallery < prices.perPhoto)
    ctx.addIssue({ code: "custom", path: ["fullGallery"], message: error("capBelowPhoto") });
}

export const newGallerySchema = z
  .object(
    {
      ...galleryFields,
      // A client gallery's customer, PIN, limit and expiry (docs/decisions/101).
      ...clientGalleryFields,
      kind: z.enum(galleryKinds, { error: error("kindInvalid") }),
    },
    { error: error("invalid") },
  )
  .strict()
  .superRefine(capAtLeastOnePhoto)
  .superRefine((input, ctx) => clientFieldsFitKind(input, ctx));
export type NewGalleryInput = z.output<typeof newGallerySchema>;

export const galleryChangeSchema = z
  .object(
    {
      ...galleryFields,
      title: galleryFields.title.optional(),
      coverPhotoId: z
        .uuid({ error: error("photoInvalid") })
        .nullable()
        .optional(),
      // Checked against the gallery's kind when it is changed (client-gallery-admin.server.ts).
      ...clientGalleryFields,
    },
    { error: error("invalid") },
  )
  .strict()
  .superRefine(capAtLeastOnePhoto);
export type GalleryChangeInput = z.output<typeof galleryChangeSchema>;

/** A jersey or bib number: 1–4 digits, as printed ("07" stays "07"). */
export const photoNumberSchema = z
  .string({ error: error("numberInvalid") })
  .trim()
  .regex(/^\d{1,4}$/, error("numberInvalid"));

/** Numbers a photo can carry: a crowd of players, and then some. */
export const maxNumbersPerPhoto = 20;

export const photoChangeSchema = z
  .object(
    {
      numbers: z
        .array(photoNumberSchema, { error: error("numberInvalid") })
        .max(maxNumbersPerPhoto, error("numberInvalid"))
        .transform((numbers) => [...new Set(numbers)])
        .optional(),
      hidden: z.boolean({ error: error("invalid") }).optional(),
      caption: localized(300).nullable().optional(),
      /** What the picture shows, for screen readers (the portfolio's pictures). */
      alt: localized(300).nullable().optional(),
      category: z
        .string({ error: error("categoryInvalid") })
        .trim()
        .regex(/^[a-z][a-z0-9-]{0,39}$/, error("categoryInvalid"))
        .nullable()
        .optional(),
      /** 1-based; the photo moves there, the others close up. */
      position: z
        .number({ error: error("positionInvalid") })
        .int(error("positionInvalid"))
        .min(1, error("positionInvalid"))
        .max(100_000, error("positionInvalid"))
        .optional(),
    },
    { error: error("invalid") },
  )
  .strict();
export type PhotoChangeInput = z.output<typeof photoChangeSchema>;

/** Several photos tagged at once: "select many, type a number". */
export const tagPhotosSchema = z
  .object(
    {
      photoIds: z
        .array(z.uuid({ error: error("photoInvalid") }), { error: error("photoInvalid") })
        .min(1, error("photoInvalid"))
        .max(1000, error("photoInvalid")),
      add: z.array(photoNumberSchema).max(20).optional(),
      remove: z.array(photoNumberSchema).max(20).optional(),
    },
    { error: error("invalid") },
  )
  .strict();
export type TagPhotosInput = z.output<typeof tagPhotosSchema>;
