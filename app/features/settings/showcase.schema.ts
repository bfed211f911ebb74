import type { HeroFigure, OwnerTestimonial, Translatable } from "~/content/business";
import type { z } from "~/lib/zod";
import { error, optionalText, type FormFields } from "./settings-fields";

// The hero's figures and the owner's testimonials, part of the business section (stored in its
// JSON value, so no migration). Each is a numbered slot of form fields: a slot left wholly empty
// is no figure / no testimonial; one partly filled must have its value or name and the Swedish
// text. Finnish and English may stay empty and then read as the Swedish.

export const figureSlots = [1, 2, 3] as const;
export const quoteSlots = [1, 2, 3] as const;
export const languageSuffixes = ["Sv", "Fi", "En"] as const;

export const showcaseLimits = {
  figureValue: 8,
  figureLabel: 40,
  quoteName: 60,
  quoteService: 60,
  quoteText: 600,
} as const;

const figureField = (slot: number, part: string) => `figure${slot}${part}`;
const quoteField = (slot: number, part: string) => `quote${slot}${part}`;

function translatableFields(name: (suffix: string) => string, max: number) {
  return Object.fromEntries(languageSuffixes.map((suffix) => [name(suffix), optionalText(max)]));
}

export const showcaseFields = Object.fromEntries(
  [
    ...figureSlots.flatMap((slot) =>
      Object.entries({
        [figureField(slot, "Value")]: optionalText(showcaseLimits.figureValue),
        ...translatableFields((s) => figureField(slot, `Label${s}`), showcaseLimits.figureLabel),
      }),
    ),
    ...quoteSlots.flatMap((slot) =>
      Object.entries({
        [quoteField(slot, "Name")]: optionalText(showcaseLimits.quoteName),
        ...translatableFields((s) => quoteField(slot, `Service${s}`), showcaseLimits.quoteService),
        ...translatableFields((s) => quoteField(slot, `Text${s}`), showcaseLimits.quoteText),
      }),
    ),
  ].map(([key, schema]) => [key, schema!]),
) as Record<string, ReturnType<typeof optionalText>>;

const filled = (fields: FormFields, names: string[]) => names.some((name) => fields[name]);

function slotNames(prefix: (part: string) => string, parts: string[]) {
  return parts.flatMap((part) =>
    part.endsWith("*")
      ? languageSuffixes.map((s) => prefix(part.slice(0, -1) + s))
      : [prefix(part)],
  );
}

const figureParts = ["Value", "Label*"];
const quoteParts = ["Name", "Service*", "Text*"];

/** The fields a partly filled slot must have, with their shortest length. */
function requiredOf(slotFields: string[], required: [string, number][], fields: FormFields) {
  if (!filled(fields, slotFields)) return [];
  return required.flatMap(([name, min]) => {
    const length = fields[name]?.length ?? 0;
    if (length === 0) return [{ path: name, message: error("required") }];
    return length < min ? [{ path: name, message: error("tooShort") }] : [];
  });
}

/** Adds an issue for each missing value, name or Swedish text of a partly filled slot. */
export function showcaseRules(fields: FormFields, ctx: z.RefinementCtx) {
  const issues = [
    ...figureSlots.flatMap((slot) =>
      requiredOf(
        slotNames((part) => figureField(slot, part), figureParts),
        [
          [figureField(slot, "Value"), 1],
          [figureField(slot, "LabelSv"), 2],
        ],
        fields,
      ),
    ),
    ...quoteSlots.flatMap((slot) =>
      requiredOf(
        slotNames((part) => quoteField(slot, part), quoteParts),
        [
          [quoteField(slot, "Name"), 2],
          [quoteField(slot, "TextSv"), 10],
        ],
        fields,
      ),
    ),
  ];
  for (const { path, message } of issues) ctx.addIssue({ code: "custom", path: [path], message });
}

function translatable(fields: FormFields, name: (suffix: string) => string): Translatable {
  return {
    sv: fields[name("Sv")] ?? "",
    fi: fields[name("Fi")] ?? "",
    en: fields[name("En")] ?? "",
  };
}

/** The figures and testimonials of valid fields, empty slots left out. */
export function showcaseFromFields(fields: FormFields): {
  figures: HeroFigure[];
  testimonials: OwnerTestimonial[];
} {
  return {
    figures: figureSlots
      .filter((slot) => fields[figureField(slot, "Value")])
      .map((slot) => ({
        value: fields[figureField(slot, "Value")]!,
        label: translatable(fields, (s) => figureField(slot, `Label${s}`)),
      })),
    testimonials: quoteSlots
      .filter((slot) => fields[quoteField(slot, "Name")])
      .map((slot) => ({
        name: fields[quoteField(slot, "Name")]!,
        service: translatable(fields, (s) => quoteField(slot, `Service${s}`)),
        quote: translatable(fields, (s) => quoteField(slot, `Text${s}`)),
      })),
  };
}

function translatableToForm(text: Translatable, name: (suffix: string) => string): FormFields {
  return { [name("Sv")]: text.sv, [name("Fi")]: text.fi, [name("En")]: text.en };
}

/** The slots' fields of stored figures and testimonials; a value stored before them has none. */
export function showcaseToForm(value: {
  figures?: HeroFigure[];
  testimonials?: OwnerTestimonial[];
}): FormFields {
  const form: FormFields = {};
  (value.figures ?? []).slice(0, figureSlots.length).forEach((figure, index) => {
    const slot = index + 1;
    Object.assign(form, {
      [figureField(slot, "Value")]: figure.value,
      ...translatableToForm(figure.label, (s) => figureField(slot, `Label${s}`)),
    });
  });
  (value.testimonials ?? []).slice(0, quoteSlots.length).forEach((quote, index) => {
    const slot = index + 1;
    Object.assign(form, {
      [quoteField(slot, "Name")]: quote.name,
      ...translatableToForm(quote.service, (s) => quoteField(slot, `Service${s}`)),
      ...translatableToForm(quote.quote, (s) => quoteField(slot, `Text${s}`)),
    });
  });
  return form;
}

export { figureField, quoteField };
