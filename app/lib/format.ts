import { businessTimeZone } from "~/content/business";
import { languageLocales, type Language } from "~/i18n/languages";
import { kept } from "./kept";

// Made once per language: creating an Intl formatter costs far more than formatting with one
// (home's prices spent 47 ms of its hydration at 4× CPU making them, docs/decisions/077).
const euroFormats = new Map<Language, Intl.NumberFormat>();

export function formatEuros(eur: number, lang: Language): string {
  const format = kept(
    euroFormats,
    lang,
    () =>
      new Intl.NumberFormat(languageLocales[lang].intl, {
        style: "currency",
        currency: "EUR",
        maximumFractionDigits: 0,
      }),
  );
  return format.format(eur);
}

const centFormats = new Map<Language, Intl.NumberFormat>();

/** An amount in cents (the catalogue's unit): whole euros as such, otherwise with the cents. */
export function formatCents(cents: number, lang: Language): string {
  if (cents % 100 === 0) return formatEuros(cents / 100, lang);
  const format = kept(
    centFormats,
    lang,
    () =>
      new Intl.NumberFormat(languageLocales[lang].intl, {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: 2,
      }),
  );
  return format.format(cents / 100);
}

// Dates are written one way everywhere: pages, e-mails and calendar files (docs/decisions/017).
// Only the words come from Intl (month and weekday names, the same in every CLDR release for
// years); the order and punctuation are ours, since those do change between the ICU versions of
// a server and a browser and would break hydration.

const datePatterns = {
  /** "1 december 2026", "1. joulukuuta 2026", "1 December 2026" */
  long: { sv: "{day} {month} {year}", fi: "{day}. {month} {year}", en: "{day} {month} {year}" },
  /** "tisdag 1 december 2026", "tiistai 1. joulukuuta 2026", "Tuesday, 1 December 2026" */
  full: {
    sv: "{weekday} {day} {month} {year}",
    fi: "{weekday} {day}. {month} {year}",
    en: "{weekday}, {day} {month} {year}",
  },
} satisfies Record<string, Record<Language, string>>;

export type DateStyle = keyof typeof datePatterns;

type DateWords = { weekday: Intl.DateTimeFormat; month: Intl.DateTimeFormat };
const dateWords = new Map<Language, DateWords>();

/**
 * The weekday on its own ("tiistai": Finnish puts it in the essive, "tiistaina", inside a full
 * date) and the month as it stands after a day number ("joulukuuta", the partitive).
 */
function wordsOf(lang: Language): DateWords {
  const locale = languageLocales[lang].intl;
  return kept(dateWords, lang, () => ({
    weekday: new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }),
    month: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }),
  }));
}

let businessDayParts: Intl.DateTimeFormat | undefined;

/**
 * A calendar day as noon UTC: "YYYY-MM-DD" is that day wherever the code runs; an instant
 * ("2025-10-18T12:00:00Z") is the day it falls on in Finland.
 */
function calendarDay(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12));
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${value}`);
  businessDayParts ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: businessTimeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  });
  const parts = businessDayParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part("year"), part("month") - 1, part("day"), 12));
}

/** The one date formatter of the site: "long" without, "full" with the weekday. */
export function formatDate(value: string, lang: Language, style: DateStyle = "long"): string {
  const day = calendarDay(value);
  const words = wordsOf(lang);
  const fields: Record<string, string> = {
    weekday: words.weekday.format(day),
    day: String(day.getUTCDate()),
    month: words.month.formatToParts(day).find((part) => part.type === "month")?.value ?? "",
    year: String(day.getUTCFullYear()),
  };
  return datePatterns[style][lang].replace(/\{(\w+)\}/g, (_, name: string) => fields[name]!);
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
