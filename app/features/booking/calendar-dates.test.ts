import { describe, expect, it } from "vitest";
import {
  addMonths,
  dateParts,
  lastOfMonth,
  monthGrid,
  monthOf,
  weekdayIndex,
} from "./calendar-dates";

describe("calendar dates", () => {
  it("steps months across year ends", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-11", 14)).toBe("2028-01");
  });

  it("knows month lengths, leap years included", () => {
    expect(lastOfMonth("2028-02")).toBe("2028-02-29");
    expect(lastOfMonth("2026-02")).toBe("2026-02-28");
    expect(lastOfMonth("2026-12")).toBe("2026-12-31");
  });

  it("starts weeks on Monday", () => {
    expect(weekdayIndex("2026-11-23")).toBe(0); // a Monday
    expect(weekdayIndex("2026-11-29")).toBe(6); // a Sunday
  });

  it("lays a month out in full weeks with empty cells around it", () => {
    const weeks = monthGrid("2026-11"); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
  });

  it("is not moved by the DST change at the end of March", () => {
    const days = monthGrid("2026-03").flat().filter(Boolean);
    expect(days).toHaveLength(31);
    expect(new Set(days).size).toBe(31);
    expect(monthOf("2026-03-29")).toBe("2026-03");
  });

  it("splits a date into the parts of its label", () => {
    expect(dateParts("2026-12-24")).toEqual({ year: 2026, month: "dec", day: 24, weekday: "thu" });
  });
});
