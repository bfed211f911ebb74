import {
  defaultBookingRules,
  socialNetworks,
  type BookingRules,
  type BusinessFacts,
  type Campaign,
  type SocialNetwork,
} from "~/content/business";
import { isCalendarDate } from "~/features/booking/slots";
import { z } from "~/lib/zod";
import { isValidBusinessId } from "./business-id";
import { error, plainText, type FormFields } from "./settings-fields";
import {
  showcaseFields,
  showcaseFromFields,
  showcaseRules,
  showcaseToForm,
} from "./showcase.schema";

export type { FormFields };

// The three sections the owner edits (docs/decisions/036). Each schema reads the fields of its
// HTML form (every value a string; checkboxes as "<group>.<key>" = "on") and gives the typed
// value; `…ToForm` turns a value back into those fields, to fill the form and to check a stored
// value with the very same rules. Messages are translation keys (namespace settings).

/** The networks' own hosts: a profile URL must point there (over https). */
const networkHosts: Record<SocialNetwork, readonly string[]> = {
  instagram: ["instagram.com"],
  facebook: ["facebook.com", "fb.com"],
  linkedin: ["linkedin.com"],
  youtube: ["youtube.com", "youtu.be"],
};

function isProfileUrl(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === "https:" &&
    !url.username &&
    !url.password &&
    networkHosts[network].some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
  );
}

/** Empty means "no profile". */
function profileUrl(network: SocialNetwork) {
  return z
    .string()
    .trim()
    .max(200, error("tooLong"))
    .refine((value) => value === "" || isProfileUrl(network, value), error("profileUrl"));
}

export const businessSchema = z
  .object(
    {
      name: plainText(2, 100),
      businessId: z
        .string({ error: error("businessId") })
        .trim()
        .refine(isValidBusinessId, error("businessId")),
      email: z
        .string({ error: error("email") })
        .trim()
        .max(254, error("email"))
        .pipe(z.email(error("email")))
        .transform((value) => value.toLowerCase()),
      phone: z
        .string({ error: error("phone") })
        .trim()
        .regex(/^\+?[\d\s\-()]{6,20}$/, error("phone"))
        .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, error("phone")),
      streetSv: plainText(2, 100),
      streetFi: plainText(2, 100),
      streetEn: plainText(2, 100),
      postalCode: z
        .string({ error: error("postalCode") })
        .trim()
        .regex(/^\d{5}$/, error("postalCode")),
      citySv: plainText(2, 60),
      cityFi: plainText(2, 60),
      cityEn: plainText(2, 60),
      instagram: profileUrl("instagram"),
      facebook: profileUrl("facebook"),
      linkedin: profileUrl("linkedin"),
      youtube: profileUrl("youtube"),
      // Spaces and dashes as typed are fine; stored as "+" and digits (what wa.me needs).
      whatsapp: z
        .string()
        .trim()
        .max(30, error("whatsapp"))
        .transform((value) => value.replace(/[\s\-()]/g, ""))
        .refine((value) => value === "" || /^\+\d{8,15}$/.test(value), error("whatsapp")),
      ...showcaseFields,
    },
    { error: error("required") },
  )
  .superRefine((fields, ctx) => showcaseRules(fields, ctx))
  .transform((fields): BusinessFacts => ({
    name: fields.name,
    businessId: fields.businessId,
    email: fields.email,
    phone: fields.phone,
    streetAddress: { sv: fields.streetSv, fi: fields.streetFi, en: fields.streetEn },
    postalCode: fields.postalCode,
    city: { sv: fields.citySv, fi: fields.cityFi, en: fields.cityEn },
    social: Object.fromEntries(
      socialNetworks.flatMap((network) => (fields[network] ? [[network, fields[network]]] : [])),
    ),
    whatsapp: fields.whatsapp,
    ...showcaseFromFields(fields),
  }));

/** A stored value may be from before the figures and testimonials existed. */
type StoredBusiness = Omit<BusinessFacts, "figures" | "testimonials"> &
  Partial<Pick<BusinessFacts, "figures" | "testimonials">>;

export function businessToForm(facts: StoredBusiness): FormFields {
  return {
    name: facts.name,
    businessId: facts.businessId,
    email: facts.email,
    phone: facts.phone,
    streetSv: facts.streetAddress.sv,
    streetFi: facts.streetAddress.fi,
    streetEn: facts.streetAddress.en,
    postalCode: facts.postalCode,
    citySv: facts.city.sv,
    cityFi: facts.city.fi,
    cityEn: facts.city.en,
    ...Object.fromEntries(socialNetworks.map((network) => [network, facts.social[network] ?? ""])),
    whatsapp: facts.whatsapp,
    ...showcaseToForm(facts),
  };
}

/** The checked boxes of a group: "services.private" = "on" → ["private"], in the given order. */
function checked<T extends string | number>(fields: FormFields, group: string, keys: readonly T[]) {
  return keys.filter((key) => fields[`${group}.${key}`] === "on");
}

function wholeNumber(min: number, max: number, key: string) {
  return z
    .string({ error: error(key) })
    .trim()
    .regex(/^\d{1,4}$/, error(key))
    .transform(Number)
    .refine((value) => value >= min && value <= max, error(key));
}

/** A field the form or a stored value may lack: then the default, as text like the form's. */
function withDefault(fallback: number, schema: z.ZodType<number, string>) {
  return z.preprocess((value) => value ?? String(fallback), schema);
}

/** A day of this millennium, as the availability query takes (PostgreSQL has no year 0). */
const campaignDay = z
  .string({ error: error("date") })
  .trim()
  .refine(
    (value) => isCalendarDate(value) && value >= "2000-01-01" && value < "3000-01-01",
    error("date"),
  );

// Which services the campaign reduces is the catalogue's `campaign` flag (docs/decisions/084),
// set per service at /admin/services. A value stored before that may still hold a `services`
// list: the object drops it (unknown keys are stripped), so it is read, never an error.
export const campaignSchema = z
  .object(
    {
      percent: wholeNumber(1, 99, "percent"),
      firstDay: campaignDay,
      lastDay: campaignDay,
    },
    { error: error("required") },
  )
  .refine((value) => value.lastDay >= value.firstDay, {
    path: ["lastDay"],
    message: error("lastBeforeFirst"),
    when: (payload) => payload.issues.length === 0,
  })
  .transform((value): Campaign => value);

export function campaignToForm(value: Campaign): FormFields {
  return { percent: String(value.percent), firstDay: value.firstDay, lastDay: value.lastDay };
}

export const weekdayNumbers = [0, 1, 2, 3, 4, 5, 6] as const;

/** An hour as the form's select sends it ("9") or as typed ("09", "09:00"). */
const hour = z
  .string({ error: error("hour") })
  .trim()
  .regex(/^\d{1,2}(:00)?$/, error("hour"))
  .transform((value) => Number(value.slice(0, 2).replace(":", "")))
  .refine((value) => value >= 0 && value <= 23, error("hour"));

export const bookingRulesSchema = z
  .preprocess(
    (input) => {
      const fields = (input ?? {}) as FormFields;
      return {
        ...fields,
        weekdays: checked(fields, "weekdays", weekdayNumbers),
        // Rules stored before the buffer existed have none (decision 103).
        bufferHours: fields.bufferHours ?? "0",
      };
    },
    z.object(
      {
        weekdays: z.array(z.number()).min(1, error("weekdaysRequired")),
        firstHour: hour,
        lastHour: hour,
        minNoticeHours: wholeNumber(0, 720, "minNotice"),
        maxDaysAhead: wholeNumber(1, 730, "maxDaysAhead"),
        // Rules added later (decision 104): a form or a stored value without them keeps the default.
        reminderHours: withDefault(
          defaultBookingRules.reminderHours!,
          wholeNumber(0, 720, "reminderHours"),
        ),
        changeCutoffHours: withDefault(
          defaultBookingRules.changeCutoffHours!,
          wholeNumber(0, 720, "changeCutoffHours"),
        ),
        bufferHours: withDefault(0, wholeNumber(0, 8, "bufferHours")),
      },
      { error: error("required") },
    ),
  )
  .refine((value) => value.lastHour >= value.firstHour, {
    path: ["lastHour"],
    message: error("lastHourBeforeFirst"),
    when: (payload) => payload.issues.length === 0,
  })
  .refine((value) => value.minNoticeHours < value.maxDaysAhead * 24, {
    path: ["minNoticeHours"],
    message: error("noticeBeyondHorizon"),
    when: (payload) => payload.issues.length === 0,
  })
  .transform((value): BookingRules => value);

export function bookingRulesToForm(rules: BookingRules): FormFields {
  return {
    firstHour: String(rules.firstHour),
    lastHour: String(rules.lastHour),
    minNoticeHours: String(rules.minNoticeHours),
    maxDaysAhead: String(rules.maxDaysAhead),
    reminderHours: String(rules.reminderHours ?? defaultBookingRules.reminderHours),
    changeCutoffHours: String(rules.changeCutoffHours ?? defaultBookingRules.changeCutoffHours),
    bufferHours: String(rules.bufferHours ?? 0),
    ...Object.fromEntries(rules.weekdays.map((day) => [`weekdays.${day}`, "on"])),
  };
}
