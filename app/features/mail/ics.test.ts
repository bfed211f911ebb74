import { describe, expect, it } from "vitest";
import {
  bookingIcs,
  bookingUid,
  escapeText,
  foldLine,
  helsinkiWallTimeToUtc,
  icsAttachment,
} from "./ics.ts";

const base = {
  uid: bookingUid("3f1c2a9e-0000-4000-8000-000000000001", "nordicmediastudio.fi"),
  durationMinutes: 60,
  summary: "Porträtt & Professionella Bilder",
  description: "Bokning hos Nordic Media Studio",
  location: "Topeliusesplanaden 7, 66900 Nykarleby",
  organizerEmail: "info@nordicmediastudio.fi",
  now: new Date("2026-11-21T10:15:30.456Z"),
};

/** Unfolds and splits, checking every line ends in CRLF. */
function contentLines(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  return ics.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
}

function property(ics: string, name: string): string | undefined {
  return contentLines(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, "");
}

describe("helsinkiWallTimeToUtc", () => {
  it("uses UTC+2 in winter and UTC+3 in summer", () => {
    expect(helsinkiWallTimeToUtc("2026-12-01", "10:00").toISOString()).toBe(
      "2026-12-01T08:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-01-15", "09:00").toISOString()).toBe(
      "2026-01-15T07:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-07-15", "10:00").toISOString()).toBe(
      "2026-07-15T07:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-06-30", "17:00").toISOString()).toBe(
      "2026-06-30T14:00:00.000Z",
    );
  });

  it("handles the spring change on 29 March 2026 (03:00 EET becomes 04:00 EEST)", () => {
    expect(helsinkiWallTimeToUtc("2026-03-29", "02:00").toISOString()).toBe(
      "2026-03-29T00:00:00.000Z",
    );
    // 03:00–03:59 does not exist that night: moved forward by the hour that was skipped.
    expect(helsinkiWallTimeToUtc("2026-03-29", "03:30").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-03-29", "04:00").toISOString()).toBe(
      "2026-03-29T01:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-03-29", "09:00").toISOString()).toBe(
      "2026-03-29T06:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-03-28", "09:00").toISOString()).toBe(
      "2026-03-28T07:00:00.000Z",
    );
  });

  it("handles the autumn change on 25 October 2026 (04:00 EEST becomes 03:00 EET)", () => {
    expect(helsinkiWallTimeToUtc("2026-10-25", "02:00").toISOString()).toBe(
      "2026-10-24T23:00:00.000Z",
    );
    // 03:00–03:59 happens twice: the first time (still summer time) is taken.
    expect(helsinkiWallTimeToUtc("2026-10-25", "03:00").toISOString()).toBe(
      "2026-10-25T00:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-10-25", "04:00").toISOString()).toBe(
      "2026-10-25T02:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-10-25", "17:00").toISOString()).toBe(
      "2026-10-25T15:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-10-24", "17:00").toISOString()).toBe(
      "2026-10-24T14:00:00.000Z",
    );
  });

  it("rejects malformed input", () => {
    expect(() => helsinkiWallTimeToUtc("2026-02-30", "10:00")).toThrow();
    expect(() => helsinkiWallTimeToUtc("2026-12-01", "25:00")).toThrow();
    expect(() => helsinkiWallTimeToUtc("1.12.2026", "10:00")).toThrow();
  });
});

describe("bookingIcs", () => {
  it("writes a REQUEST with UTC start and end (winter)", () => {
    const ics = bookingIcs({
      ...base,
      date: "2026-12-01",
      time: "10:00",
      method: "REQUEST",
      sequence: 0,
    });
    const lines = contentLines(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(
      "UID:booking-3f1c2a9e-0000-4000-8000-000000000001@nordicmediastudio.fi",
    );
    expect(lines).toContain("DTSTAMP:20261121T101530Z");
    expect(lines).toContain("DTSTART:20261201T080000Z");
    expect(lines).toContain("DTEND:20261201T090000Z");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("ORGANIZER;CN=Nordic Media Studio:mailto:info@nordicmediastudio.fi");
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(property(ics, "PRODID")).toBeDefined();
  });

  it("writes summer time and both 2026 change days in UTC", () => {
    const at = (date: string, time: string) => {
      const ics = bookingIcs({ ...base, date, time, method: "REQUEST", sequence: 0 });
      return [property(ics, "DTSTART"), property(ics, "DTEND")];
    };
    expect(at("2026-07-15", "10:00")).toEqual(["20260715T070000Z", "20260715T080000Z"]);
    expect(at("2026-03-29", "09:00")).toEqual(["20260329T060000Z", "20260329T070000Z"]);
    expect(at("2026-10-25", "09:00")).toEqual(["20261025T070000Z", "20261025T080000Z"]);
  });

  it("escapes backslash, comma, semicolon and newline in text", () => {
    expect(escapeText("a\\b, c; d\ne\r\nf")).toBe("a\\\\b\\, c\\; d\\ne\\nf");
    const ics = bookingIcs({
      ...base,
      summary: "Event, bröllop; C:\\bilder",
      description: "Rad ett\nRad två",
      date: "2026-12-01",
      time: "10:00",
      method: "REQUEST",
      sequence: 0,
    });
    expect(property(ics, "SUMMARY")).toBe("Event\\, bröllop\\; C:\\\\bilder");
    expect(property(ics, "DESCRIPTION")).toBe("Rad ett\\nRad två");
    expect(property(ics, "LOCATION")).toBe("Topeliusesplanaden 7\\, 66900 Nykarleby");
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const description = "Önskemål: ".concat(
      "Bröllopsbilder vid ån, gärna i kvällsljus. ".repeat(6),
    );
    const ics = bookingIcs({
      ...base,
      description,
      date: "2026-12-01",
      time: "10:00",
      method: "REQUEST",
      sequence: 0,
    });
    const physical = ics.split("\r\n").slice(0, -1);
    const encoder = new TextEncoder();
    for (const line of physical) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const descriptionStart = physical.findIndex((line) => line.startsWith("DESCRIPTION:"));
    expect(physical[descriptionStart + 1]?.startsWith(" ")).toBe(true);
    expect(property(ics, "DESCRIPTION")).toBe(escapeText(description));
    // Every physical line is valid UTF-8 on its own: no character is cut in half.
    for (const line of physical) expect(line).not.toContain("\uFFFD");

    const folded = foldLine("X".repeat(200));
    expect(folded.split("\r\n").map((line) => line.length)).toEqual([75, 75, 52]);
    expect(foldLine("ä".repeat(40)).split("\r\n")[0]).toBe("ä".repeat(37));
  });

  it("cancels the same event with a higher sequence", () => {
    const request = bookingIcs({
      ...base,
      date: "2026-12-01",
      time: "10:00",
      method: "REQUEST",
      sequence: 0,
    });
    const cancel = bookingIcs({
      ...base,
      date: "2026-12-01",
      time: "10:00",
      method: "CANCEL",
      sequence: 1,
      attendee: { email: "anna@example.com", name: "Anna Berg" },
    });
    expect(property(cancel, "METHOD")).toBe("CANCEL");
    expect(property(cancel, "STATUS")).toBe("CANCELLED");
    expect(property(cancel, "UID")).toBe(property(request, "UID"));
    expect(Number(property(cancel, "SEQUENCE"))).toBeGreaterThan(
      Number(property(request, "SEQUENCE")),
    );
    expect(property(cancel, "DTSTART")).toBe(property(request, "DTSTART"));
    expect(contentLines(cancel)).toContain(
      "ATTENDEE;CN=Anna Berg;ROLE=REQ-PARTICIPANT:mailto:anna@example.com",
    );
    expect(icsAttachment(cancel, "CANCEL").contentType).toBe(
      "text/calendar; charset=utf-8; method=CANCEL",
    );
  });
});
