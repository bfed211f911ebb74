import { galleryKinds, type ServiceText } from "~/db/schema";
import { maxAmountCents } from "~/features/catalogue/catalogue.schema";
import { centsAsTyped, euroCents } from "~/features/catalogue/admin/service-form.schema";
import { languages, type Language } from "~/i18n/languages";
import { containsMarkup } from "~/lib/markup";
import { z } from "~/lib/zod";
import { gallerySlugPattern } from "../gallery.schema";
import type { AdminGalleryView } from "./admin-gallery-view";

// The owner's gallery forms at /admin/galleries (HTML first, decision 022): flat string fields
// ("title_sv", prices in euros as typed), checked by these schemas in the browser and again by
// the page's action, which hands the result to the same calls as the JSON API (gallery.schema.ts
// checks it once more). Messages are translation keys (namespace galleriesAdmin).

const error = (key: string) => `galleriesAdmin:errors.${key}`;

export type GalleryFormFields = Record<string, string>;

/** The texts per language, with their longest length (as the API allows). */
export const textFields = { title: 120, description: 2000 } as const;
export type TextField = keyof typeof textFields;

export const fieldName = (field: TextField, lang: Language) => `${field}_${lang}` as const;

function text(max: number, field: TextField) {
  return z
    .string()
    .trim()
    .max(max, error(`${field}TooLong`))
    .refine((value) => !containsMarkup(value), error("noMarkup"))
    .refine((value) => !/\p{Cc}/u.test(value), error("invalidCharacters"));
}

const optionalString = z.string().optional().default("");

const textShape = (fields: readonly TextField[]) =>
  Object.fromEntries(
    fields.flatMap((field) =>
      languages.map((lang) => [
        fieldName(field, lang),
        text(textFields[field], field).optional().default(""),
      ]),
    ),
  ) as Record<string, z.ZodDefault<z.ZodOptional<ReturnType<typeof text>>>>;

/** What both forms have: the title, the day, the two prices and the watermark. */
const commonShape = {
  ...textShape(["title"]),
  shotOn: optionalString,
  perPhoto: optionalString,
  fullGallery: optionalString,
  watermarkText: optionalString,
};

type Fields = Record<string, string>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (day: string) =>
  isoDay.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

const price = (typed: string) => {
  const cents = euroCents(typed);
  return cents !== null && cents >= 1 && cents <= maxAmountCents ? cents : null;
};

/**
 * The rules between fields, and those on a field that may hold its raw value. They run even
 * when another field is wrong, so every message shows at once.
 */
function checkFields(fields: Fields, ctx: z.RefinementCtx) {
  const value = (name: string) => (typeof fields[name] === "string" ? fields[name].trim() : "");
  const issue = (path: string, key: string) =>
    ctx.addIssue({ code: "custom", path: [path], message: error(key) });
  if (!value("title_sv")) issue("title_sv", "titleRequired");
  if (!value("description_sv") && (value("description_fi") || value("description_en")))
    issue("description_sv", "descriptionSvRequired");
  if (value("shotOn") && !isDay(value("shotOn"))) issue("shotOn", "dateInvalid");
  for (const name of ["perPhoto", "fullGallery"])
    if (value(name) && price(value(name)) === null) issue(name, "priceInvalid");
  const perPhoto = price(value("perPhoto"));
  const fullGallery = price(value("fullGallery"));
  if (perPhoto && fullGallery && fullGallery < perPhoto) issue("fullGallery", "capBelowPhoto");
  const watermark = value("watermarkText");
  if (watermark.length > 60 || containsMarkup(watermark) || /\p{Cc}/u.test(watermark))
    issue("watermarkText", "watermarkInvalid");
  if ("slug" in fields) {
    const slug = value("slug");
    if (slug.length < 3 || slug.length > 80 || !gallerySlugPattern.test(slug))
      issue("slug", "slugInvalid");
  }
}

/** Whenever the form is an object at all. */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};

function localized(fields: Fields, field: TextField): ServiceText | null {
  const [sv, fi, en] = languages.map((lang) => fields[fieldName(field, lang)]?.trim() ?? "");
  if (!sv && !fi && !en) return null;
  return { sv: sv!, ...(fi && { fi }), ...(en && { en }) };
}

/** POST /api/admin/galleries's body: what is left empty is left out. */
function asNewGallery(fields: Fields) {
  const perPhoto = price(fields.perPhoto!.trim());
  const fullGallery = price(fields.fullGallery!.trim());
  return {
    title: localized(fields, "title")!,
    kind: fields.kind as (typeof galleryKinds)[number],
    ...(fields.shotOn!.trim() && { shotOn: fields.shotOn!.trim() }),
    ...(perPhoto !== null && { perPhoto }),
    ...(fullGallery !== null && { fullGallery }),
    ...(fields.watermarkText!.trim() && { watermarkText: fields.watermarkText!.trim() }),
    ...(fields.kind === "client" && { customerEmail: fields.customerEmail?.trim() ?? "" }),
  };
}

/** PATCH /api/admin/galleries/{id}'s body: every field, an empty one cleared. */
function asGalleryChange(fields: Fields) {
  return {
    title: localized(fields, "title")!,
    description: localized(fields, "description"),
    slug: fields.slug!.trim(),
    shotOn: fields.shotOn!.trim() || null,
    perPhoto: price(fields.perPhoto!.trim()),
    fullGallery: price(fields.fullGallery!.trim()),
    watermarkText: fields.watermarkText!.trim() || null,
  };
}

export const newGalleryFormSchema = z
  .object(
    {
      ...commonShape,
      kind: z.enum(galleryKinds, { error: error("kindInvalid") }),
      // A client gallery's customer (docs/decisions/101); the API checks it.
      customerEmail: optionalString,
    },
    { error: error("formInvalid") },
  )
  .superRefine(checkFields, always)
  .transform(asNewGallery);

export const galleryFormSchema = z
  .object(
    { ...commonShape, ...textShape(["description"]), slug: optionalString },
    { error: error("formInvalid") },
  )
  .superRefine(checkFields, always)
  .transform(asGalleryChange);

/** A new gallery's form starts as an event gallery with nothing filled in. */
export function newGalleryForm(): GalleryFormFields {
  return {
    ...Object.fromEntries(languages.map((lang) => [fieldName("title", lang), ""])),
    kind: "event",
    customerEmail: "",
    shotOn: "",
    perPhoto: "",
    fullGallery: "",
    watermarkText: "",
  };
}

/** A stored gallery as the edit form's fields. */
export function galleryToForm(gallery: AdminGalleryView): GalleryFormFields {
  const fields: GalleryFormFields = {
    slug: gallery.slug,
    shotOn: gallery.shotOn ?? "",
    perPhoto: gallery.perPhoto !== null ? centsAsTyped(gallery.perPhoto) : "",
    fullGallery: gallery.fullGallery !== null ? centsAsTyped(gallery.fullGallery) : "",
    watermarkText: gallery.watermarkText ?? "",
  };
  for (const lang of languages) {
    fields[fieldName("title", lang)] = gallery.title[lang] ?? "";
    fields[fieldName("description", lang)] = gallery.description?.[lang] ?? "";
  }
  return fields;
}

/** The API's field paths as the form's field names: "title.fi" → "title_fi". */
export function formFieldOf(path: string): string {
  const text = /^(title|description)(?:\.(sv|fi|en))?$/.exec(path);
  if (text) return `${text[1]}_${text[2] ?? "sv"}`;
  return path;
}
