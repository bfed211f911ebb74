import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { campaign as defaultCampaign, defaultBookingRules } from "~/content/business";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { bookings, siteSettings } from "~/db/schema";
import { createTestUser } from "~/db/test-database";
import { DomainError } from "~/features/api/domain-error";
import { availability, createBooking } from "~/features/booking/booking.server";
import {
  currentSettings,
  loadSettings,
  maxAgeMs,
  readSettings,
  saveSection,
} from "./settings-store.server";
import { defaultSettings } from "./site-settings";

const database = databaseForTestFile();

// Tuesday 24 November 2026, 10:15 in Helsinki.
const now = new Date("2026-11-24T08:15:00Z");

afterEach(async () => {
  vi.useRealTimers();
  await database().delete(siteSettings);
  await loadSettings(database(), { fresh: true });
});

describe("stored settings", () => {
  it("are the defaults until the owner saves", async () => {
    expect(await readSettings(database())).toEqual(defaultSettings);
  });

  it("are read by this process at once after a save, with the audit hook in the same transaction", async () => {
    const db = database();
    await loadSettings(db);
    const changed = { ...defaultCampaign, percent: 45 };
    const audited: unknown[] = [];
    const saved = await saveSection(db, "campaign", changed, async (tx, change) => {
      // Inside the transaction the new value is already there for the audit entry's reader.
      const [row] = await tx
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.section, "campaign"));
      audited.push({ ...change, stored: row?.value });
    });
    expect(saved.campaign.percent).toBe(45);
    expect((await loadSettings(db)).campaign.percent).toBe(45);
    expect(currentSettings().campaign.percent).toBe(45);
    expect(audited).toEqual([
      { section: "campaign", before: defaultCampaign, after: changed, stored: changed },
    ]);
  });

  it("are not stored when the audit entry fails", async () => {
    const db = database();
    await expect(
      saveSection(db, "campaign", { ...defaultCampaign, percent: 10 }, () =>
        Promise.reject(new Error("audit failed")),
      ),
    ).rejects.toThrow("audit failed");
    expect(await db.select().from(siteSettings)).toEqual([]);
    expect((await loadSettings(db)).campaign.percent).toBe(defaultCampaign.percent);
  });

  it("written by another process reach this one once its copy is older than the cache allows", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const db = database();
    await loadSettings(db, { fresh: true });
    // Another instance on the same database saves a new percentage.
    await db.insert(siteSettings).values({
      section: "campaign",
      value: { ...defaultCampaign, percent: 20 },
    });
    vi.advanceTimersByTime(maxAgeMs - 100);
    expect((await loadSettings(db)).campaign.percent).toBe(defaultCampaign.percent);
    vi.advanceTimersByTime(200);
    expect((await loadSettings(db)).campaign.percent).toBe(20);
  });

  it("ask the database once for many requests at the same moment", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const db = database();
    await loadSettings(db, { fresh: true });
    vi.advanceTimersByTime(maxAgeMs + 1);
    const select = vi.spyOn(db, "select");
    await Promise.all(Array.from({ length: 50 }, () => loadSettings(db)));
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
  });

  it("stored before the catalogue, with the campaign's own services list, are still read", async () => {
    const db = database();
    const old = { percent: 25, firstDay: "2027-01-01", lastDay: "2027-01-31", services: ["event"] };
    await db.insert(siteSettings).values({ section: "campaign", value: old });
    const settings = await readSettings(db);
    expect(settings.campaign).toEqual({
      percent: 25,
      firstDay: "2027-01-01",
      lastDay: "2027-01-31",
    });
  });

  it("that no longer pass the rules are replaced by the defaults, section by section", async () => {
    const db = database();
    await db.insert(siteSettings).values([
      { section: "campaign", value: { ...defaultCampaign, percent: 300 } },
      { section: "bookingRules", value: { ...defaultBookingRules, firstHour: 10 } },
    ]);
    const settings = await readSettings(db);
    expect(settings.campaign).toEqual(defaultCampaign);
    expect(settings.bookingRules.firstHour).toBe(10);
  });
});

describe("the booking rules, as stored", () => {
  it("decide the availability and what the server accepts", async () => {
    const db = database();
    const customer = await createTestUser(db);
    await saveSection(db, "bookingRules", {
      weekdays: [0, 1, 2, 3, 4], // Monday to Friday
      firstHour: 8,
      lastHour: 11,
      minNoticeHours: 24,
      maxDaysAhead: 60,
    });

    const slots = await availability(db, "2026-11-25", "2026-11-28", now);
    const open = (date: string) =>
      slots.filter((slot) => slot.date === date && slot.available).map((slot) => slot.time);
    // Wednesday: only 11:00 starts 24 hours or more after Tuesday 10:15.
    expect(open("2026-11-25")).toEqual(["11:00"]);
    expect(open("2026-11-26")).toEqual(["08:00", "09:00", "10:00", "11:00"]);
    // Saturday is closed: its hours are listed, none bookable.
    expect(slots.filter((slot) => slot.date === "2026-11-28")).toHaveLength(4);
    expect(open("2026-11-28")).toEqual([]);

    const attempt = async (bookingDate: string, bookingTime: string) => {
      try {
        await createBooking(
          db,
          customer,
          { serviceType: "portrait", bookingDate, bookingTime, message: null },
          "sv",
          { clientAddress: `10.9.0.${bookingDate.slice(-2)}${bookingTime.slice(0, 2)}`, now },
        );
        return "ok";
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return error.fieldErrors?.map((field) => field.message).join() ?? error.code;
      }
    };
    expect(await attempt("2026-11-28", "09:00")).toBe("api:validation.dayClosed");
    expect(await attempt("2026-11-26", "12:00")).toBe("api:validation.timeClosed");
    expect(await attempt("2026-11-25", "10:00")).toBe("api:validation.tooSoon");
    expect(await attempt("2027-01-24", "09:00")).toBe("api:validation.dateTooFar");
    expect(await db.select().from(bookings)).toEqual([]);
    expect(await attempt("2026-11-26", "08:00")).toBe("ok");
    expect(await db.select({ time: bookings.bookingTime }).from(bookings)).toEqual([
      { time: "08:00" },
    ]);
  });
});
