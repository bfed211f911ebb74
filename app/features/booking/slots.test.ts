import { describe, expect, it } from "vitest";
import { defaultBookingRules, type BookingRules } from "~/content/business";
import { slotRefusal, slotStart, slotTimes } from "./slots";

// 10:00 on Tuesday 24 November 2026 in Helsinki (UTC+2).
const tuesdayTen = new Date("2026-11-24T08:00:00Z");
const rules = (changes: Partial<BookingRules>): BookingRules => ({
  ...defaultBookingRules,
  ...changes,
});

describe("the booking rules' slots", () => {
  it("are 09:00 … 17:00 every day by default, as before the rules were editable", () => {
    expect(slotTimes(defaultBookingRules)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    expect(slotTimes(rules({ firstHour: 0, lastHour: 23 }))).toHaveLength(24);
    expect(slotTimes(rules({ firstHour: 12, lastHour: 12 }))).toEqual(["12:00"]);
  });

  it("refuse a weekday the owner has closed", () => {
    const weekdaysOnly = rules({ weekdays: [0, 1, 2, 3, 4] });
    // 28 November 2026 is a Saturday, 30 November a Monday.
    expect(slotRefusal(weekdaysOnly, "2026-11-28", "12:00", tuesdayTen)).toEqual({
      field: "bookingDate",
      message: "api:validation.dayClosed",
    });
    expect(slotRefusal(weekdaysOnly, "2026-11-30", "12:00", tuesdayTen)).toBeNull();
  });

  it("refuse an hour outside the day's hours, naming them", () => {
    const shortDay = rules({ firstHour: 10, lastHour: 14 });
    expect(slotRefusal(shortDay, "2026-11-26", "09:00", tuesdayTen)).toEqual({
      field: "bookingTime",
      message: "api:validation.timeClosed",
      values: { first: "10:00", last: "14:00" },
    });
    expect(slotRefusal(shortDay, "2026-11-26", "15:00", tuesdayTen)?.message).toBe(
      "api:validation.timeClosed",
    );
    expect(slotRefusal(shortDay, "2026-11-26", "14:00", tuesdayTen)).toBeNull();
    expect(slotRefusal(rules({ lastHour: 20 }), "2026-11-26", "20:00", tuesdayTen)).toBeNull();
  });

  it("without notice, take a slot until its hour begins", () => {
    expect(slotRefusal(defaultBookingRules, "2026-11-24", "10:00", tuesdayTen)?.message).toBe(
      "api:validation.timeRequired",
    );
    expect(slotRefusal(defaultBookingRules, "2026-11-24", "11:00", tuesdayTen)).toBeNull();
  });

  it("with a minimum notice, refuse a slot that starts sooner", () => {
    const dayAhead = rules({ minNoticeHours: 24 });
    expect(slotRefusal(dayAhead, "2026-11-25", "09:00", tuesdayTen)).toEqual({
      field: "bookingTime",
      message: "api:validation.tooSoon",
      values: { hours: 24 },
    });
    // Exactly 24 hours ahead is enough.
    expect(slotRefusal(dayAhead, "2026-11-25", "10:00", tuesdayTen)).toBeNull();
    expect(slotRefusal(dayAhead, "2026-11-24", "17:00", tuesdayTen)?.message).toBe(
      "api:validation.tooSoon",
    );
  });

  it("count the notice in real hours across the change to summer time", () => {
    // 10:00 on Saturday 27 March 2027 (UTC+2); the clocks go forward that night.
    const saturday = new Date("2027-03-27T08:00:00Z");
    const dayAhead = rules({ minNoticeHours: 24 });
    expect(slotStart("2027-03-28", "10:00").toISOString()).toBe("2027-03-28T07:00:00.000Z");
    // 10:00 on Sunday is only 23 hours later; 11:00 is 24.
    expect(slotRefusal(dayAhead, "2027-03-28", "10:00", saturday)?.message).toBe(
      "api:validation.tooSoon",
    );
    expect(slotRefusal(dayAhead, "2027-03-28", "11:00", saturday)).toBeNull();
  });

  it("refuse a day beyond the horizon, naming it, and a day that has passed", () => {
    const month = rules({ maxDaysAhead: 30 });
    expect(slotRefusal(month, "2026-12-24", "12:00", tuesdayTen)).toBeNull();
    expect(slotRefusal(month, "2026-12-25", "12:00", tuesdayTen)).toEqual({
      field: "bookingDate",
      message: "api:validation.dateTooFar",
      values: { days: 30 },
    });
    expect(slotRefusal(month, "2026-11-23", "12:00", tuesdayTen)?.message).toBe(
      "api:validation.datePast",
    );
  });
});
