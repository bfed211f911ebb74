import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  bookingCalendarFile,
  bookingUid,
  helsinkiWallTimeToUtc,
  type BookingCalendarInput,
  type CalendarState,
} from "./ics.server";

const base: BookingCalendarInput = {
  bookingId: "3f1c2a9e-0000-4000-8000-000000000001",
  host: "nordicmediastudio.fi",
  state: "pending",
  date: "2026-12-01",
  time: "10:00",
  durationMinutes: 60,
  serviceType: "portrait",
  language: "sv",
  customer: { email: "anna@example.com", name: "Anna Berg" },
  bookingsUrl: "https://nordicmediastudio.fi/bookings",
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

function file(overrides: Partial<BookingCalendarInput> = {}) {
  return bookingCalendarFile({ ...base, ...overrides });
}

const bookingHours = ["09", "10", "11", "12", "13", "14", "15", "16", "17"];

/** Every booking hour of a day, as the UTC hours a calendar must show at the given offset. */
function hoursAtOffset(date: string, offsetHours: number) {
  return bookingHours.map((hour) => ({
    time: `${hour}:00`,
    utc: `${date}T${String(Number(hour) - offsetHours).padStart(2, "0")}:00:00.000Z`,
  }));
}

describe("helsinkiWallTimeToUtc", () => {
  it("uses UTC+2 in winter and UTC+3 in summer", () => {
    expect(helsinkiWallTimeToUtc("2026-12-01", "10:00").toISOString()).toBe(
      "2026-12-01T08:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2027-01-15", "09:00").toISOString()).toBe(
      "2027-01-15T07:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-07-15", "10:00").toISOString()).toBe(
      "2026-07-15T07:00:00.000Z",
    );
    expect(helsinkiWallTimeToUtc("2026-06-30", "17:00").toISOString()).toBe(
      "2026-06-30T14:00:00.000Z",
    );
  });

  // Clocks change at 03:00/04:00 at night, before any booking hour: the whole booking day is on
  // the new offset, the day before on the old one.
  it.each([
    ["2026-03-28", 2],
    ["2026-03-29", 3],
    ["2026-10-24", 3],
    ["2026-10-25", 2],
    ["2027-03-27", 2],
    ["2027-03-28", 3],
    ["2027-10-30", 3],
    ["2027-10-31", 2],
  ])("gives every booking hour of %s at UTC+%i", (date, offset) => {
    for (const { time, utc } of hoursAtOffset(date, offset))
      expect(helsinkiWallTimeToUtc(date, time).toISOString(), time).toBe(utc);
  });

  it("rejects malformed input", () => {
    expect(() => helsinkiWallTimeToUtc("2026-02-30", "10:00")).toThrow();
    expect(() => helsinkiWallTimeToUtc("2026-12-01", "25:00")).toThrow();
    expect(() => helsinkiWallTimeToUtc("1.12.2026", "10:00")).toThrow();
  });
});

describe("a received booking's calendar file", () => {
  it("is published as tentative, not sent as an invitation", () => {
    const { method, ics, attachment } = file();
    const lines = contentLines(ics);
    expect(method).toBe("PUBLISH");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).not.toContain("METHOD:REQUEST");
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain(
      "UID:booking-3f1c2a9e-0000-4000-8000-000000000001@nordicmediastudio.fi",
    );
    expect(lines).toContain("DTSTAMP:20261121T101530Z");
    expect(lines).toContain("DTSTART:20261201T080000Z");
    expect(lines).toContain("DTEND:20261201T090000Z");
    expect(property(ics, "ORGANIZER")).toBe("mailto:info@nordicmediastudio.fi");
    // A PUBLISH names no attendees: nobody is asked to answer.
    expect(property(ics, "ATTENDEE")).toBeUndefined();
    expect(property(ics, "SUMMARY")).toBe(
      "Porträtt och professionella bilder – Nordic Media Studio",
    );
    expect(property(ics, "PRODID")).toBeDefined();
    expect(attachment).toEqual({
      filename: "booking.ics",
      content: ics,
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    });
  });

  it("says the time awaits confirmation and links to My bookings, in the customer's language", () => {
    expect(property(file().ics, "DESCRIPTION")).toBe(
      "Bokningsförfrågan: vi kontaktar dig för att bekräfta tiden.\\n\\n" +
        "Mina bokningar: https://nordicmediastudio.fi/bookings",
    );
    const fi = file({ language: "fi", bookingsUrl: "https://nordicmediastudio.fi/fi/bookings" });
    expect(property(fi.ics, "DESCRIPTION")).toContain("Varauspyyntö");
    expect(property(fi.ics, "DESCRIPTION")).toContain("https://nordicmediastudio.fi/fi/bookings");
    expect(property(fi.ics, "SUMMARY")).toMatch(/^Muotokuvat/);
  });

  it("places the event at the studio when the customer named no place, with the Finnish street and town names in Finnish", () => {
    expect(property(file().ics, "LOCATION")).toBe("Topeliusesplanaden 7\\, 66900 Nykarleby");
    expect(property(file({ language: "fi" }).ics, "LOCATION")).toBe(
      "Topeliuksenpuistikko 7\\, 66900 Uusikaarlepyy",
    );
    expect(property(file({ message: "  \n " }).ics, "LOCATION")).toBeDefined();
  });

  it("keeps the customer's message in the description and does not claim the studio as the place", () => {
    const { ics } = file({
      message: "Vi gifter oss i Nykarleby kyrka, kl. 14; sedan vid ån.\nC:\\foto",
    });
    expect(property(ics, "LOCATION")).toBeUndefined();
    expect(property(ics, "DESCRIPTION")).toBe(
      "Bokningsförfrågan: vi kontaktar dig för att bekräfta tiden.\\n\\n" +
        "Ditt meddelande:\\nVi gifter oss i Nykarleby kyrka\\, kl. 14\\; sedan vid ån.\\nC:\\\\foto\\n\\n" +
        "Mina bokningar: https://nordicmediastudio.fi/bookings",
    );
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const message = "Önskemål 📷: ".concat(
      "Bröllopsbilder vid ån, gärna i kvällsljus 🌅. ".repeat(8),
    );
    const { ics } = file({ message });
    const physical = ics.split("\r\n").slice(0, -1);
    const encoder = new TextEncoder();
    for (const line of physical) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      // A lone surrogate would be half an emoji: invalid UTF-8 once written.
      expect(line).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
    const start = physical.findIndex((line) => line.startsWith("DESCRIPTION:"));
    expect(physical[start + 1]?.startsWith(" ")).toBe(true);
    expect(property(ics, "DESCRIPTION")).toContain(message.replace(/,/g, "\\,").trim());
  });
});

describe("the file as a calendar program reads it (ical.js)", () => {
  /** The file parsed by an independent reader: its method and its one event. */
  function read(overrides: Partial<BookingCalendarInput> = {}) {
    const calendar = new ICAL.Component(ICAL.parse(file(overrides).ics));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    return {
      method: calendar.getFirstPropertyValue("method"),
      status: events[0]!.getFirstPropertyValue("status"),
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      description: event.description,
    };
  }

  it("gets a tentative, published event at the booked Helsinki hour", () => {
    const event = read();
    expect(event.method).toBe("PUBLISH");
    expect(event.status).toBe("TENTATIVE");
    expect(event.start).toBe("2026-12-01T08:00:00.000Z");
    expect(event.end).toBe("2026-12-01T09:00:00.000Z");
    expect(event.summary).toBe("Porträtt och professionella bilder – Nordic Media Studio");
    expect(read({ date: "2026-07-15" }).start).toBe("2026-07-15T07:00:00.000Z");
  });

  it("is at the studio only for a studio service the customer wrote nothing about", () => {
    expect(read({ serviceType: "portrait" }).location).toBe(
      "Topeliusesplanaden 7, 66900 Nykarleby",
    );
    expect(read({ serviceType: "portrait", language: "fi" }).location).toBe(
      "Topeliuksenpuistikko 7, 66900 Uusikaarlepyy",
    );
    // A wedding, an event, a company or an advertising shoot happens where the customer is.
    for (const serviceType of ["event-wedding", "corporate", "advertising", "ai-enhanced"])
      expect(read({ serviceType }).location, serviceType).toBeNull();
  });

  it("names no place when the customer wrote where the shoot is, and keeps their words", () => {
    const message = "Vi gifter oss i Nykarleby kyrka, kl. 14; sedan vid ån.";
    for (const serviceType of ["portrait", "event-wedding"]) {
      const event = read({ serviceType, message });
      expect(event.location, serviceType).toBeNull();
      expect(event.description).toContain(message);
    }
  });
});

describe("the calendar file through a booking's life", () => {
  const at = (state: CalendarState) => file({ state });

  it("confirms with an invitation the customer need not answer", () => {
    const { method, ics } = at("confirmed");
    expect(method).toBe("REQUEST");
    expect(property(ics, "METHOD")).toBe("REQUEST");
    expect(property(ics, "STATUS")).toBe("CONFIRMED");
    expect(contentLines(ics).find((line) => line.startsWith("ATTENDEE"))).toMatch(
      /^ATTENDEE;(?=.*ROLE=REQ-PARTICIPANT)(?=.*RSVP=FALSE)(?=.*CN="Anna Berg").*:MAILTO:anna@example\.com$/i,
    );
    expect(property(ics, "DESCRIPTION")).toMatch(/^Bokningen är bekräftad\./);
  });

  it("cancels the same event with a higher sequence than anything sent before", () => {
    const [pending, confirmed, cancelled] = (["pending", "confirmed", "cancelled"] as const).map(
      (state) => at(state).ics,
    ) as [string, string, string];
    expect(property(cancelled, "METHOD")).toBe("CANCEL");
    expect(property(cancelled, "STATUS")).toBe("CANCELLED");
    expect(at("cancelled").attachment.contentType).toBe(
      "text/calendar; charset=utf-8; method=CANCEL",
    );
    expect(at("cancelled").attachment.filename).toBe("cancel.ics");
    for (const ics of [confirmed, cancelled]) {
      expect(property(ics, "UID")).toBe(property(pending, "UID"));
      expect(property(ics, "DTSTART")).toBe(property(pending, "DTSTART"));
    }
    const sequence = (ics: string) => Number(property(ics, "SEQUENCE"));
    expect(sequence(confirmed)).toBeGreaterThan(sequence(pending));
    expect(sequence(cancelled)).toBeGreaterThan(sequence(confirmed));
    expect(
      contentLines(cancelled).some((line) => /^ATTENDEE.*anna@example\.com$/i.test(line)),
    ).toBe(true);
  });

  it("writes summer, winter and both change days in UTC", () => {
    const times = (date: string, time: string) => {
      const { ics } = file({ date, time });
      return [property(ics, "DTSTART"), property(ics, "DTEND")];
    };
    expect(times("2026-07-15", "10:00")).toEqual(["20260715T070000Z", "20260715T080000Z"]);
    expect(times("2026-12-01", "10:00")).toEqual(["20261201T080000Z", "20261201T090000Z"]);
    expect(times("2026-03-29", "10:00")).toEqual(["20260329T070000Z", "20260329T080000Z"]);
    expect(times("2026-10-25", "10:00")).toEqual(["20261025T080000Z", "20261025T090000Z"]);
  });

  it("has one UID per booking", () => {
    expect(bookingUid("b1", "example.com")).toBe("booking-b1@example.com");
    expect(property(file({ bookingId: "b2" }).ics, "UID")).not.toBe(property(file().ics, "UID"));
  });
});
