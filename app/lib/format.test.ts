import { describe, expect, it } from "vitest";
import { dateParts } from "~/features/booking/calendar-dates";
import { languages } from "~/i18n/languages";
import { allResources } from "~/i18n/resources.server";
import { formatClockTime, formatDate, formatEuros, formatLongDate } from "./format";

describe("prices", () => {
  it("formats euros in each language's way", () => {
    expect(formatEuros(149, "en")).toBe("€149");
    expect(formatEuros(1400, "sv").replace(/\s/g, " ")).toBe("1 400 €");
    expect(formatEuros(1400, "fi").replace(/\s/g, " ")).toBe("1 400 €");
    // The formatters are kept per language: asking in turns gives each its own again.
    expect(formatEuros(1400, "en")).toBe("€1,400");
    expect(formatEuros(99, "sv").replace(/\s/g, " ")).toBe("99 €");
  });
});

describe("dates", () => {
  it("writes d MMMM yyyy in the language's locale", () => {
    expect(formatLongDate("2025-10-18T12:00:00Z", "sv")).toBe("18 oktober 2025");
    expect(formatLongDate("2025-10-18T12:00:00Z", "fi")).toBe("18. lokakuuta 2025");
    expect(formatLongDate("2025-10-18T12:00:00Z", "en")).toBe("18 October 2025");
    expect(formatLongDate("2025-11-01", "fi")).toBe("1. marraskuuta 2025");
  });

  it("writes the full date with the weekday, Finnish in the nominative", () => {
    expect(formatDate("2026-12-01", "sv", "full")).toBe("tisdag 1 december 2026");
    expect(formatDate("2026-12-01", "fi", "full")).toBe("tiistai 1. joulukuuta 2026");
    expect(formatDate("2026-12-01", "en", "full")).toBe("Tuesday, 1 December 2026");
  });

  it("takes an instant's day in Finland, not in UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Helsinki.
    expect(formatLongDate("2026-12-31T23:30:00Z", "en")).toBe("1 January 2027");
    expect(formatLongDate("2026-07-15T21:30:00Z", "sv")).toBe("16 juli 2026");
    expect(() => formatLongDate("soon", "sv")).toThrow();
  });

  it("names the weekday as the booking calendar's headings do, every day of a week", () => {
    // The calendar's column headings are texts; the dates under them come from formatDate.
    const week = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"].concat([
      "2026-11-28",
      "2026-11-29",
    ]);
    for (const lang of languages) {
      const { weekdays } = allResources[lang].booking.calendar;
      for (const iso of week) {
        const { weekday } = dateParts(iso);
        expect(formatDate(iso, lang, "full").toLowerCase(), `${lang} ${iso}`).toContain(
          weekdays[weekday].toLowerCase(),
        );
      }
    }
  });
});

describe("times of day", () => {
  it("writes 10.00 in Finnish and Swedish, 10:00 in English, without a leading zero", () => {
    expect(formatClockTime("10:00", "sv")).toBe("10.00");
    expect(formatClockTime("09:00", "fi")).toBe("9.00");
    expect(formatClockTime("09:00", "en")).toBe("9:00");
    expect(formatClockTime("17:30", "en")).toBe("17:30");
    expect(() => formatClockTime("10", "sv")).toThrow();
  });
});
