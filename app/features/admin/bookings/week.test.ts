import { describe, expect, it } from "vitest";
import { isoWeek, mondayOf, weekDays } from "./week";

describe("the back office's week", () => {
  it("starts on Monday", () => {
    expect(mondayOf("2026-11-24")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });

  it("numbers weeks as ISO 8601 does", () => {
    expect(isoWeek("2026-11-24")).toBe(48);
    expect(isoWeek("2027-01-01")).toBe(53);
    expect(isoWeek("2027-01-04")).toBe(1);
    expect(isoWeek("2025-12-29")).toBe(1);
  });

  it("falls back to this week for a missing or broken day", () => {
    expect(weekDays(null, "2026-11-24")[0]).toBe("2026-11-23");
    expect(weekDays("2026-02-30", "2026-11-24")).toHaveLength(7);
    expect(weekDays("2026-12-02", "2026-11-24")).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
  });
});
