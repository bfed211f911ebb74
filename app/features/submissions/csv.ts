// CSV for the owner's spreadsheet: every export (orders, messages, applications) goes through
// here. Separated by semicolons, the list separator of a Finnish or Swedish Excel, so a file opens
// in columns there (docs/decisions/078). A reader set to commas must be just as safe, so a cell
// holding either separator, a quote, a tab or a line break is quoted: whichever separator splits
// the line, every cell it finds starts where one of ours starts. A cell a spreadsheet would run as
// a formula (starting with = + - @, or a tab or carriage return that hides one) gets a leading
// apostrophe: a visitor's text must never become a formula in the owner's program. Text after a
// separator inside a quoted cell never starts a cell, so it needs no guard.

import { businessTimeZone } from "~/content/business";
import { wallTimeIn } from "~/lib/business-time";

export const csvSeparator = ";";

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[,;"\t\r\n]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * An amount in cents as a Finnish or Swedish Excel reads a number: a decimal comma and no
 * thousands separator ("1490,50"), so it can be summed (docs/decisions/098).
 */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/**
 * An instant as Finnish wall-clock time, "2026-11-24 10:00", which Excel reads as a date and
 * time in any language: the owner's day, not UTC (docs/decisions/098).
 */
export function csvTime(instant: Date | string): string {
  const { date, time } = wallTimeIn(new Date(instant), businessTimeZone);
  return `${date} ${time}`;
}

/** The header row and the rows, with a byte-order mark so spreadsheets read it as UTF-8. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(csvSeparator));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The download answer: a CSV attachment, never cached. */
export function csvResponse(filename: string, body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
