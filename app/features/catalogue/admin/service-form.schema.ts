import {
  depositKinds,
  priceKinds,
  priceUnits,
  serviceCategories,
  type ServiceIncludes,
  type ServiceText,
} from "~/db/schema";
import { languages, type Language } from "~/i18n/languages";
import { containsMarkup } from "~/lib/markup";
import { z } from "~/lib/zod";
import { maxAmountCents, serviceIdSchema } from "../catalogue.schema";
import { depositRefusal, type Deposit } from "../deposit";
import { finnishGeneralVatBp } from "../price";
import type { AdminServiceView } from "../service-view";

// The owner's service form at /admin/services (HTML first, decision 022): flat string fields
// ("name_sv", "amount" as typed), checked by this schema in the browser and again by the page's
// action, which turns them into the JSON the catalogue API takes (catalogue.schema.ts checks it
// once more). Messages are translation keys (namespace servicesAdmin).

const error = (key: string) => `servicesAdmin:errors.${key}`;

export type ServiceFormFields = Record<string, string>;

/** The texts the owner writes per language, with their longest length (as the API allows). */
export const textFields = { name: 120, description: 1000, includes: 300 } as const;
export type TextField = keyof typeof textFields;

type TextKey = `${TextField}_${Language}`;

export const fieldName = (field: TextField, lang: Language): TextKey => `${field}_${lang}`;

/** "175", "175,50", "1 400", "1 400,5": euros the Nordic way, or with a full stop. */
const euroPattern = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[,.](\d{1,2}))?$/;

/** Euros as typed → integer cents, or null when it is not an amount. Integer maths only. */
export function euroCents(typed: string): number | null {
  const match = euroPattern.exec(typed.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/\D/g, "");
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Cents as the form shows them: "175", "175,50", "1 400" (Nordic, whatever the page language). */
export function centsAsTyped(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, " ");
  const rest = cents % 100;
  return rest === 0 ? whole : `${whole},${String(rest).padStart(2, "0")}`;
}

function text(max: number, field: TextField) {
  return z
    .string()
    .trim()
    .max(max, error(`${field}TooLong`))
    .refine((value) => !containsMarkup(value), error("noMarkup"))
    .refine((value) => !/\p{Cc}/u.test(value), error("invalidCharacters"));
}

const optionalString = z.string().optional().default("");
const flag = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const textShape = Object.fromEntries(
  Object.entries(textFields).flatMap(([field, max]) =>
    languages.map((lang) => [
      fieldName(field as TextField, lang),
      text(max, field as TextField)
        .optional()
        .default(""),
    ]),
  ),
) as Record<TextKey, z.ZodDefault<z.ZodOptional<ReturnType<typeof text>>>>;

const fieldsShape = {
  ...textShape,
  category: z.enum(serviceCategories, { error: error("categoryInvalid") }),
  priceKind: z.enum(priceKinds, { error: error("priceKindInvalid") }),
  amount: optionalString,
  unit: z.enum(["", ...priceUnits], { error: error("unitInvalid") }).default(""),
  vatRate: optionalString,
  depositKind: z.enum(["", ...depositKinds], { error: error("depositInvalid") }).default(""),
  deposit: optionalString,
  duration: optionalString,
  includedHours: optionalString,
  imagesMin: optionalString,
  imagesMax: optionalString,
  deliveryDays: optionalString,
  bookable: flag,
  campaign: flag,
  hidden: flag,
};

type Fields = z.output<z.ZodObject<typeof fieldsShape>>;

/** One text in every language written: Swedish required when any is, the others optional. */
function localized(fields: Fields, field: TextField): ServiceText | null {
  const [sv, fi, en] = languages.map((lang) => fields[fieldName(field, lang)]);
  if (!sv && !fi && !en) return null;
  return { sv: sv!, ...(fi && { fi }), ...(en && { en }) };
}

/**
 * The rules between fields. They run even when another field is wrong (zod skips a refinement
 * after such an issue by default), so every message shows at once; a field may hold its raw value.
 */
function checkFields(fields: Fields, ctx: z.RefinementCtx) {
  const value = (name: string) => {
    const raw: unknown = (fields as Record<string, unknown>)[name];
    return typeof raw === "string" ? raw.trim() : "";
  };
  const issue = (path: string, key: string) =>
    ctx.addIssue({ code: "custom", path: [path], message: error(key) });
  for (const field of ["name", "description"] as const)
    if (!value(fieldName(field, "sv"))) issue(fieldName(field, "sv"), `${field}Required`);
  if (!value("includes_sv") && (value("includes_fi") || value("includes_en")))
    issue("includes_sv", "includesSvRequired");
  if (fields.priceKind !== "quote") {
    const cents = euroCents(value("amount"));
    if (!value("amount")) issue("amount", "amountRequired");
    else if (cents === null || cents < 1 || cents > maxAmountCents)
      issue("amount", "amountInvalid");
  }
  if (value("vatRate") && vatBp(value("vatRate")) === null) issue("vatRate", "vatRateInvalid");
  const deposit = depositOfForm(fields);
  if (deposit === undefined) issue("deposit", "depositInvalid");
  else {
    const cents = fields.priceKind === "quote" ? null : euroCents(value("amount"));
    const refusal = depositRefusal(deposit, { kind: fields.priceKind, amount: cents });
    if (refusal) issue("deposit", refusal);
  }
  if (value("duration") && minutes(value("duration")) === null)
    issue("duration", "durationInvalid");
  if (value("includedHours") && whole(value("includedHours"), 24) === null)
    issue("includedHours", "includedHoursInvalid");
  if (value("deliveryDays") && whole(value("deliveryDays"), 90) === null)
    issue("deliveryDays", "deliveryDaysInvalid");
  // Images: both bounds or neither ("100" to "100" for an exact number), the lower first.
  const [min, max] = [value("imagesMin"), value("imagesMax")];
  if (min || max) {
    const [low, high] = [whole(min, 10_000), whole(max, 10_000)];
    if (low === null) issue("imagesMin", "imagesInvalid");
    if (high === null) issue("imagesMax", "imagesInvalid");
    if (low !== null && high !== null && low > high) issue("imagesMax", "imagesOrder");
  }
}

/**
 * The deposit as typed (decision 109): euros for an amount, a whole percent; null for none,
 * undefined when what is typed is no such number.
 */
function depositOfForm(fields: Fields): Deposit | null | undefined {
  const typed = (fields.deposit ?? "").trim();
  if (!fields.depositKind) return typed ? undefined : null;
  if (fields.depositKind === "percent") {
    const percent = /^\d{1,3}$/.test(typed.replace(/\s*%$/, ""))
      ? Number(typed.replace(/\s*%$/, ""))
      : null;
    return percent === null ? undefined : { kind: "percent", value: percent };
  }
  const cents = euroCents(typed);
  return cents === null ? undefined : { kind: "amount", value: cents };
}

/** "12" → 12 when it is a whole number from 1 to `max`, else null. */
function whole(typed: string, max: number): number | null {
  if (!/^\d{1,5}$/.test(typed)) return null;
  const value = Number(typed);
  return value >= 1 && value <= max ? value : null;
}

/** What the price covers, as figures the chat can count with; null when none is given. */
function includedFigures(fields: Fields): ServiceIncludes | null {
  const hours = whole(fields.includedHours.trim(), 24);
  const min = whole(fields.imagesMin.trim(), 10_000);
  const max = whole(fields.imagesMax.trim(), 10_000);
  const days = whole(fields.deliveryDays.trim(), 90);
  const includes: ServiceIncludes = {
    ...(hours !== null && { hours }),
    ...(min !== null && max !== null && { images: { min, max } }),
    ...(days !== null && { deliveryWorkingDays: days }),
  };
  return Object.keys(includes).length > 0 ? includes : null;
}

/** Whenever the form is an object at all. */
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};

/** "25,5" → 2550 basis points; 0–100 % with two decimals at most. */
function vatBp(typed: string): number | null {
  const match = /^(\d{1,3})(?:[,.](\d{1,2}))?$/.exec(typed);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= 10_000 ? bp : null;
}

function minutes(typed: string): number | null {
  if (!/^\d{1,4}$/.test(typed)) return null;
  const value = Number(typed);
  return value >= 15 && value <= 24 * 60 ? value : null;
}

/** The checked fields as the catalogue API's service (its PATCH body; POST adds the id). */
function asServiceInput(fields: Fields) {
  const quote = fields.priceKind === "quote";
  return {
    category: fields.category,
    name: localized(fields, "name")!,
    description: localized(fields, "description")!,
    includesText: localized(fields, "includes"),
    includes: includedFigures(fields),
    price: {
      kind: fields.priceKind,
      amount: quote ? null : euroCents(fields.amount)!,
      unit: quote || !fields.unit ? null : fields.unit,
      vatRate: (vatBp(fields.vatRate.trim()) ?? finnishGeneralVatBp) / 100,
    },
    deposit: depositOfForm(fields) ?? null,
    durationMinutes: fields.duration.trim() ? minutes(fields.duration.trim()) : null,
    bookable: fields.bookable,
    campaign: fields.campaign,
    hidden: fields.hidden,
  };
}

export const serviceFormSchema = z
  .object(fieldsShape, { error: error("formInvalid") })
  .superRefine(checkFields, always)
  .transform(asServiceInput);

export const newServiceFormSchema = z
  .object({ ...fieldsShape, id: optionalString }, { error: error("formInvalid") })
  .superRefine((fields, ctx) => {
    if (!serviceIdSchema.safeParse(fields.id).success)
      ctx.addIssue({ code: "custom", path: ["id"], message: error("idInvalid") });
    checkFields(fields, ctx);
  }, always)
  .transform((fields) => ({ id: fields.id.trim(), ...asServiceInput(fields) }));

const numberAsTyped = (value: number | undefined) => (value === undefined ? "" : String(value));

/** A stored service as the form's fields; a new service starts as a fixed price with VAT. */
export function serviceToForm(service?: AdminServiceView): ServiceFormFields {
  const fields: ServiceFormFields = {
    category: service?.category ?? "photo",
    priceKind: service?.price.kind ?? "fixed",
    amount: service?.price.amount !== undefined ? centsAsTyped(service.price.amount) : "",
    unit: service?.price.unit ?? "",
    vatRate: String(service?.price.vatRate ?? finnishGeneralVatBp / 100).replace(".", ","),
    depositKind: service?.deposit?.kind ?? "",
    deposit: !service?.deposit
      ? ""
      : service.deposit.kind === "amount"
        ? centsAsTyped(service.deposit.value)
        : String(service.deposit.value),
    duration: service?.durationMinutes ? String(service.durationMinutes) : "",
    includedHours: numberAsTyped(service?.includes?.hours),
    imagesMin: numberAsTyped(service?.includes?.images?.min),
    imagesMax: numberAsTyped(service?.includes?.images?.max),
    deliveryDays: numberAsTyped(service?.includes?.deliveryWorkingDays),
    bookable: service?.bookable ? "on" : "",
    campaign: service?.campaign ? "on" : "",
    hidden: service?.hidden ? "on" : "",
  };
  const texts = {
    name: service?.name,
    description: service?.description,
    includes: service?.includesText,
  };
  for (const field of Object.keys(textFields) as TextField[])
    for (const lang of languages) fields[fieldName(field, lang)] = texts[field]?.[lang] ?? "";
  if (!service) fields.id = "";
  return fields;
}
