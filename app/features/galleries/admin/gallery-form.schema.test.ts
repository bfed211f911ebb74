import { describe, expect, it } from "vitest";
import { galleryChangeSchema, newGallerySchema } from "../gallery.schema";
import type { AdminGalleryView } from "./admin-gallery-view";
import {
  formFieldOf,
  galleryFormSchema,
  galleryToForm,
  newGalleryForm,
  newGalleryFormSchema,
} from "./gallery-form.schema";

const errorsOf = (
  schema: typeof galleryFormSchema | typeof newGalleryFormSchema,
  fields: object,
) => {
  const result = schema.safeParse(fields);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

const edited = {
  title_sv: "Ishockey: MUIK – Virkiä",
  title_fi: "",
  title_en: "Ice hockey: MUIK – Virkiä",
  description_sv: "",
  description_fi: "",
  description_en: "",
  slug: "muik-virkia",
  shotOn: "2026-11-21",
  perPhoto: "4,90",
  fullGallery: "1 400",
  watermarkText: "  Nordic Media  ",
};

describe("the new-gallery form", () => {
  it("gives the API's body, which the API's own schema accepts, leaving out what is empty", () => {
    const input = newGalleryFormSchema.parse({
      ...newGalleryForm(),
      title_sv: " Ishockey ",
      perPhoto: "5",
    });
    expect(input).toEqual({ title: { sv: "Ishockey" }, kind: "event", perPhoto: 500 });
    expect(newGallerySchema.parse(input)).toMatchObject(input);
  });

  it("names every wrong field at once", () => {
    expect(
      errorsOf(newGalleryFormSchema, {
        ...newGalleryForm(),
        kind: "wedding",
        shotOn: "2026-02-30",
        perPhoto: "5e3",
        fullGallery: "0",
        watermarkText: "<b>x</b>",
      }),
    ).toEqual({
      kind: "galleriesAdmin:errors.kindInvalid",
      title_sv: "galleriesAdmin:errors.titleRequired",
      shotOn: "galleriesAdmin:errors.dateInvalid",
      perPhoto: "galleriesAdmin:errors.priceInvalid",
      fullGallery: "galleriesAdmin:errors.priceInvalid",
      watermarkText: "galleriesAdmin:errors.watermarkInvalid",
    });
  });

  it("refuses a whole-gallery price below one photo's, as the API does", () => {
    expect(
      errorsOf(newGalleryFormSchema, {
        ...newGalleryForm(),
        title_sv: "A",
        perPhoto: "10",
        fullGallery: "9,99",
      }),
    ).toEqual({ fullGallery: "galleriesAdmin:errors.capBelowPhoto" });
  });

  it.each([
    ["title_sv", "x".repeat(121), "titleTooLong"],
    ["title_fi", "<script>alert(1)</script>", "noMarkup"],
    ["title_en", "a\u0000b", "invalidCharacters"],
    ["watermarkText", "x".repeat(61), "watermarkInvalid"],
    ["perPhoto", "100 000,01", "priceInvalid"],
  ])("refuses %s = %j", (field, value, key) => {
    expect(
      errorsOf(newGalleryFormSchema, { ...newGalleryForm(), title_sv: "A", [field]: value }),
    ).toEqual({ [field]: `galleriesAdmin:errors.${key}` });
  });

  it("refuses what is not a form at all", () => {
    expect(newGalleryFormSchema.safeParse(null).success).toBe(false);
    expect(newGalleryFormSchema.safeParse({ title_sv: ["a", "b"], kind: "event" }).success).toBe(
      false,
    );
  });
});

describe("the edit form", () => {
  it("gives a PATCH body that clears what was emptied", () => {
    const input = galleryFormSchema.parse({ ...edited, perPhoto: "", watermarkText: " " });
    expect(input).toEqual({
      title: { sv: "Ishockey: MUIK – Virkiä", en: "Ice hockey: MUIK – Virkiä" },
      description: null,
      slug: "muik-virkia",
      shotOn: "2026-11-21",
      perPhoto: null,
      fullGallery: 140_000,
      watermarkText: null,
    });
    expect(galleryChangeSchema.parse(input)).toEqual(input);
  });

  it("checks the address and asks for a Swedish description when another language has one", () => {
    expect(
      errorsOf(galleryFormSchema, { ...edited, slug: "Muik Virkiä", description_fi: "Kuvaus" }),
    ).toEqual({
      slug: "galleriesAdmin:errors.slugInvalid",
      description_sv: "galleriesAdmin:errors.descriptionSvRequired",
    });
  });

  it("starts from the stored gallery, prices typed the Nordic way, and saves it unchanged", () => {
    const stored: AdminGalleryView = {
      id: "00000000-0000-4000-8000-000000000001",
      slug: "muik-virkia",
      kind: "event",
      title: { sv: "Ishockey", fi: "Jääkiekko" },
      description: { sv: "Lördagens match." },
      shotOn: "2026-11-21",
      perPhoto: 490,
      fullGallery: 140_050,
      currency: "EUR",
      watermarkText: null,
      coverPhotoId: null,
      published: false,
      publishedAt: null,
      photos: [],
    };
    const form = galleryToForm(stored);
    expect(form).toMatchObject({ perPhoto: "4,90", fullGallery: "1 400,50", title_en: "" });
    expect(galleryFormSchema.parse(form)).toEqual({
      title: stored.title,
      description: stored.description,
      slug: stored.slug,
      shotOn: stored.shotOn,
      perPhoto: 490,
      fullGallery: 140_050,
      watermarkText: null,
    });
  });
});

it("maps the API's field paths to the form's fields", () => {
  expect(formFieldOf("title.sv")).toBe("title_sv");
  expect(formFieldOf("title")).toBe("title_sv");
  expect(formFieldOf("description.en")).toBe("description_en");
  expect(formFieldOf("fullGallery")).toBe("fullGallery");
});
