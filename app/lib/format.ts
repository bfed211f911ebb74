import { format } from "date-fns";
import { enGB } from "date-fns/locale/en-GB";
import { fi } from "date-fns/locale/fi";
import { sv } from "date-fns/locale/sv";
import { businessTimeZone } from "~/content/business";
import { languageLocales, type Language } from "~/i18n/languages";

export function formatEuros(eur: number, lang: Language): string {
  return new Intl.NumberFormat(languageLocales[lang].intl, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(eur);
}

/** The campaign price: the Swedish texts show 175 → 122, so whole euros, rounded down. */
export function campaignPrice(eur: number, percentOff: number): number {
  return Math.floor((eur * (100 - percentOff)) / 100);
}

// Dates are written one way everywhere: pages, e-mails and calendar files (docs/decisions/017).
// date-fns carries its own month and weekday names, so the server and every browser write the
// same words; Intl's output depends on each one's ICU version and would break hydration.

const dateLocales = { sv, fi, en: enGB } satisfies Record<Language, unknown>;

const datePatterns = {
  /** "1 december 2026", "1. joulukuuta 2026", "1 December 2026" */
  long: { sv: "d MMMM yyyy", fi: "d. MMMM yyyy", en: "d MMMM yyyy" },
  /**
   * "tisdag 1 december 2026", "tiistai 1. joulukuuta 2026", "Tuesday, 1 December 2026". Finnish
   * takes the stand-alone weekday (cccc, "tiistai"): the formatting form is the essive
   * ("tiistaina", "on Tuesday"), which does not fit a date standing on its own.
   */
  full: { sv: "EEEE d MMMM yyyy", fi: "cccc d. MMMM yyyy", en: "EEEE, d MMMM yyyy" },
} satisfies Record<string, Record<Language, string>>;

export type DateStyle = keyof typeof datePatterns;

// Numeric parts only: their order and separators in Intl's output may differ between ICU versions.
const businessDayParts = /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/**
 * A calendar day: "YYYY-MM-DD" is that day wherever the code runs; an instant
 * ("2025-10-18T12:00:00Z") is the day it falls on in Finland.
 */
function calendarDay(value: string): Date {
  let day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)?.slice(1).map(Number);
  if (!day) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${value}`);
    const parts = businessDayParts.formatToParts(instant);
    day = (["year", "month", "day"] as const).map((type) =>
      Number(parts.find((part) => part.type === type)?.value),
    );
  }
  const [year, month, date] = day as [number, number, number];
  // Noon of the day in the runtime's own zone: date-fns reads local fields, and noon exists on
  // every day of every zone (some zones skip midnight on a DST change).
  return new Date(year, month - 1, date, 12);
}

/** The one date formatter of the site: "long" without, "full" with the weekday. */
export function formatDate(value: string, lang: Language, style: DateStyle = "long"): string {
  return format(calendarDay(value), datePatterns[style][lang], { locale: dateLocales[lang] });
}

/** "d MMMM yyyy" in the language (news, albums). */
export function formatLongDate(value: string, lang: Language): string {
  return formatDate(value, lang, "long");
}

/**
 * A time of day, "HH:MM" in: Finnish and Finland-Swedish write "9.00", English "9:00" (running
 * text, so no leading zero). The word before it ("kl.", "klo") belongs to the sentence, so it
 * stays in the translated text.
 */
export function formatClockTime(time: string, lang: Language): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  const hour = String(Number(match[1]));
  return lang === "en" ? `${hour}:${match[2]}` : `${hour}.${match[2]}`;
}
