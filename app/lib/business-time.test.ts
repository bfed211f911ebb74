import { describe, expect, it } from "vitest";
import { helsinkiWallTimeToUtc } from "~/features/mail/ics.server";
import { bookingTimes } from "~/features/booking/slots";
import { businessInstant, businessUtcOffset, timeElsewhere, wallTimeIn } from "./business-time";

// The browser's own conversion (Intl only) must agree with the server's (@date-fns/tz), which
// writes the calendar files: a visitor abroad sees the same instant their calendar will.
describe("booking times in Finland and elsewhere", () => {
  const days = ["2026-12-01", "2026-07-15", "2026-03-28", "2026-03-29", "2026-10-24", "2026-10-25"];

  it("finds the same instant as the calendar files, summer, winter and change days", () => {
    for (const date of days)
      for (const time of bookingTimes)
        expect(businessInstant(date, time).toISOString(), `${date} ${time}`).toBe(
          helsinkiWallTimeToUtc(date, time).toISOString(),
        );
  });

  it("writes Finland's offset of the day", () => {
    expect(businessUtcOffset("2026-12-01", "10:00")).toBe("+2");
    expect(businessUtcOffset("2026-07-15", "10:00")).toBe("+3");
    expect(businessUtcOffset("2026-03-29", "09:00")).toBe("+3");
    expect(businessUtcOffset("2026-10-25", "09:00")).toBe("+2");
  });

  it("gives the visitor's own time, and nothing where clocks show the same", () => {
    expect(timeElsewhere("2026-12-01", "10:00", "Europe/Stockholm")).toEqual({
      date: "2026-12-01",
      time: "09:00",
    });
    expect(timeElsewhere("2026-07-15", "10:00", "America/New_York")).toEqual({
      date: "2026-07-15",
      time: "03:00",
    });
    // 17.00 in Helsinki is already the next day in Tokyo.
    expect(timeElsewhere("2026-12-01", "17:00", "Asia/Tokyo")).toEqual({
      date: "2026-12-02",
      time: "00:00",
    });
    expect(timeElsewhere("2026-12-01", "10:00", "Europe/Helsinki")).toBeNull();
    expect(timeElsewhere("2026-12-01", "10:00", "Europe/Tallinn")).toBeNull();
    // Sweden and Finland change their clocks on the same night: still one hour apart.
    expect(timeElsewhere("2026-03-29", "09:00", "Europe/Stockholm")?.time).toBe("08:00");
  });

  it("reads an instant's wall time in a zone", () => {
    expect(wallTimeIn(new Date("2026-12-31T22:30:00Z"), "Europe/Helsinki")).toEqual({
      date: "2027-01-01",
      time: "00:30",
    });
    expect(() => businessInstant("soon", "10:00")).toThrow();
  });
});
