import { describe, expect, it } from "vitest";
import { defaultBusinessFacts, type BusinessFacts } from "~/content/business";
import sv from "~/i18n/locales/sv/settings";
import fi from "~/i18n/locales/fi/settings";
import en from "~/i18n/locales/en/settings";
import { businessSchema, businessToForm, type FormFields } from "./settings.schema";

// The hero's figures and the owner's testimonials inside the business section.
const form = businessToForm(defaultBusinessFacts);
const parse = (changes: FormFields) => businessSchema.safeParse({ ...form, ...changes });

function messages(result: ReturnType<typeof parse>) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

const figure: FormFields = { figure1Value: "120+", figure1LabelSv: "nöjda kunder" };
const quote: FormFields = {
  quote2Name: "Anna Berg",
  quote2ServiceSv: "Porträtt",
  quote2TextSv: "Avslappnad fotografering och fina bilder.",
  quote2TextEn: "A relaxed shoot and lovely photos.",
};

describe("the figures and testimonials", () => {
  it("are none by default, and none for a value stored before they existed", () => {
    expect(defaultBusinessFacts.figures).toEqual([]);
    expect(defaultBusinessFacts.testimonials).toEqual([]);
    const { figures: _f, testimonials: _t, ...older } = defaultBusinessFacts;
    const parsed = businessSchema.parse(businessToForm(older));
    expect(parsed).toEqual(defaultBusinessFacts);
  });

  it("keep what the owner filled in, empty slots left out, untranslated texts empty", () => {
    const parsed = parse({ ...figure, ...quote });
    expect(parsed.error).toBeUndefined();
    const facts = parsed.data as BusinessFacts;
    expect(facts.figures).toEqual([
      { value: "120+", label: { sv: "nöjda kunder", fi: "", en: "" } },
    ]);
    expect(facts.testimonials).toEqual([
      {
        name: "Anna Berg",
        service: { sv: "Porträtt", fi: "", en: "" },
        quote: {
          sv: "Avslappnad fotografering och fina bilder.",
          fi: "",
          en: "A relaxed shoot and lovely photos.",
        },
      },
    ]);
    // Back through the form: the same value (the testimonial moves up to the first slot).
    expect(businessSchema.parse(businessToForm(facts))).toEqual(facts);
  });

  it("keep a quote's paragraphs, stored with plain newlines", () => {
    const parsed = parse({ quote1Name: "Anna", quote1TextSv: "Första stycket.\r\n\r\nAndra." });
    expect((parsed.data as BusinessFacts).testimonials[0]!.quote.sv).toBe(
      "Första stycket.\n\nAndra.",
    );
  });

  it("refuse a partly filled slot without its value, name or Swedish text", () => {
    expect(messages(parse({ figure1LabelFi: "asiakasta" }))).toEqual({
      figure1Value: "settings:errors.required",
      figure1LabelSv: "settings:errors.required",
    });
    expect(messages(parse({ figure3Value: "40+" }))).toEqual({
      figure3LabelSv: "settings:errors.required",
    });
    expect(messages(parse({ quote1TextSv: "Riktigt bra jobbat!" }))).toEqual({
      quote1Name: "settings:errors.required",
    });
    expect(messages(parse({ quote1Name: "Anna", quote1TextSv: "Bra." }))).toEqual({
      quote1TextSv: "settings:errors.tooShort",
    });
  });

  it("refuse markup, control characters and oversized texts", () => {
    expect(
      messages(
        parse({
          ...figure,
          figure1LabelEn: "<img src=x onerror=alert(1)>",
          figure2Value: "123456789",
          figure2LabelSv: "x",
          ...quote,
          quote2Name: "Anna\u0007",
          quote2TextFi: "x".repeat(601),
        }),
      ),
    ).toEqual({
      figure1LabelEn: "settings:errors.noMarkup",
      figure2Value: "settings:errors.tooLong",
      figure2LabelSv: "settings:errors.tooShort",
      quote2Name: "settings:errors.invalidCharacters",
      quote2TextFi: "settings:errors.tooLong",
    });
  });

  it("have every message in Swedish, Finnish and English", () => {
    for (const key of ["required", "tooShort", "tooLong", "noMarkup", "invalidCharacters"] as const)
      for (const locale of [sv, fi, en]) expect(locale.errors[key]).toBeTruthy();
  });
});
