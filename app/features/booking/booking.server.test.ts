import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, emailOutbox, siteSettings } from "~/db/schema";
import { defaultBookingRules } from "~/content/business";
import { loadSettings } from "~/features/settings/settings-store.server";
import { createTestUser, freshDatabase } from "~/db/test-database";
import { DomainError } from "~/features/api/domain-error";
import { problemResponse } from "~/features/api/problem.server";
import type { ValidBooking } from "./booking.schema";
import {
  availability,
  cancelBooking,
  createBooking,
  listBookings,
  type BookingRequest,
} from "./booking.server";
import { addDays, bookingTimes } from "./slots";

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await freshDatabase());
});
afterAll(async () => {
  await close();
});

// Every test runs at a fixed "now", never the machine's: Tuesday 24 November 2026, 10:15 in
// Helsinki (08:15 UTC). The file passes on any day the suite is run.
const now = new Date("2026-11-24T08:15:00Z");
const today = "2026-11-24";
const inDays = (days: number) => addDays(today, days);

let addressCounter = 0;
/** A client address of its own, so the attempts-per-minute limit stays out of the way. */
function nextAddress() {
  addressCounter += 1;
  return `10.2.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

type Customer = Awaited<ReturnType<typeof createTestUser>>;

const valid = (date: string, time: ValidBooking["bookingTime"] = "10:00"): ValidBooking => ({
  serviceType: "portrait",
  bookingDate: date,
  bookingTime: time,
  message: "Hej!",
});

function book(customer: Customer, input: ValidBooking, options: Partial<BookingRequest> = {}) {
  return createBooking(db, customer, input, "sv", {
    clientAddress: nextAddress(),
    now,
    ...options,
  });
}

/** "ok", the error code, or for validation "validation:<field>:<message key>". */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const first = error.fieldErrors?.[0];
    return first ? `${error.code}:${first.field}:${first.message}` : error.code;
  }
}

async function caught(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a DomainError");
}

const pendingOf = async (customer: Customer) =>
  (
    await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, customer.id), eq(bookings.status, "pending")))
  ).length;

const mailsTo = async (customer: Customer) =>
  (await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, customer.email))).length;

describe("creating a booking", () => {
  it("stores a pending booking and queues the customer's and the owner's e-mails in one go", async () => {
    const customer = await createTestUser(db, { phone: "+358 40 123 4567" });
    const booking = await createBooking(db, customer, valid(inDays(3)), "fi", {
      clientAddress: nextAddress(),
      now,
    });
    expect(booking).toMatchObject({
      status: "pending",
      bookingTime: "10:00",
      language: "fi",
      message: "Hej!",
    });
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, customer.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.message.attachments?.[0]?.contentType).toContain("method=PUBLISH");
  });

  it("follows booking rules changed in the database a moment ago, even with older ones cached", async () => {
    // This process has read the rules (the default: a year ahead) ...
    expect((await loadSettings(db)).bookingRules.maxDaysAhead).toBe(365);
    // ... and another instance's owner has just shortened the horizon to ten days.
    await db
      .insert(siteSettings)
      .values({ section: "bookingRules", value: { ...defaultBookingRules, maxDaysAhead: 10 } });
    try {
      const customer = await createTestUser(db);
      expect(await outcome(book(customer, valid(inDays(20))))).toBe(
        "validation:bookingDate:api:validation.dateTooFar",
      );
      expect(await pendingOf(customer)).toBe(0);
      expect(await mailsTo(customer)).toBe(0);
      expect(await outcome(book(customer, valid(inDays(9))))).toBe("ok");
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.section, "bookingRules"));
    }
  });

  it("lets exactly one of many concurrent requests for one slot win", async () => {
    const date = inDays(5);
    const customers = await Promise.all(Array.from({ length: 12 }, () => createTestUser(db)));
    const outcomes = await Promise.all(
      customers.map((customer) => outcome(book(customer, valid(date, "13:00")))),
    );
    expect(outcomes.filter((result) => result === "ok")).toHaveLength(1);
    expect(outcomes.filter((result) => result === "slotTaken")).toHaveLength(11);
    const stored = await db.select().from(bookings).where(eq(bookings.bookingDate, date));
    expect(stored).toHaveLength(1);
    // The losers queued no e-mail: their transaction rolled back whole.
    const losers = customers.filter((customer) => customer.id !== stored[0]!.userId);
    for (const loser of losers) expect(await mailsTo(loser)).toBe(0);
  });

  it("frees the slot again once its booking is cancelled", async () => {
    const date = inDays(6);
    const first = await createTestUser(db);
    const second = await createTestUser(db);
    const booking = await book(first, valid(date, "09:00"));
    expect(await outcome(book(second, valid(date, "09:00")))).toBe("slotTaken");
    await cancelBooking(db, first, booking.id);
    expect(await outcome(book(second, valid(date, "09:00")))).toBe("ok");
  });
});

describe("which hours can still be booked, in Helsinki time", () => {
  const hourBegun = "validation:bookingTime:api:validation.timeRequired";

  it("before 09:00 every hour of today is open; from 09:00 on, 09:00 is not", async () => {
    const customer = await createTestUser(db);
    const day = "2026-12-01";
    // 08:59 and 09:00 in Helsinki (UTC+2 in winter).
    const before = new Date("2026-12-01T06:59:00Z");
    const atNine = new Date("2026-12-01T07:00:00Z");
    expect(await outcome(book(customer, valid(day, "09:00"), { now: atNine }))).toBe(hourBegun);
    expect(await outcome(book(customer, valid(day, "09:00"), { now: before }))).toBe("ok");
  });

  it("at 12:30 the 12:00 slot has begun and 13:00 has not", async () => {
    const customer = await createTestUser(db);
    const day = "2026-12-02";
    const halfPastTwelve = new Date("2026-12-02T10:30:00Z");
    expect(await outcome(book(customer, valid(day, "12:00"), { now: halfPastTwelve }))).toBe(
      hourBegun,
    );
    expect(await outcome(book(customer, valid(day, "13:00"), { now: halfPastTwelve }))).toBe("ok");
  });

  it("counts hours in summer time on the day the clocks go forward, and back", async () => {
    const customer = await createTestUser(db);
    // 29 March 2026: 03:00 became 04:00, so 07:30 UTC is 10:30 (UTC+3), not 09:30.
    const spring = new Date("2026-03-29T07:30:00Z");
    expect(await outcome(book(customer, valid("2026-03-29", "10:00"), { now: spring }))).toBe(
      hourBegun,
    );
    expect(await outcome(book(customer, valid("2026-03-29", "11:00"), { now: spring }))).toBe("ok");
    // 25 October 2026: 04:00 became 03:00, so 08:30 UTC is 10:30 (UTC+2), not 11:30.
    const autumn = new Date("2026-10-25T08:30:00Z");
    expect(await outcome(book(customer, valid("2026-10-25", "10:00"), { now: autumn }))).toBe(
      hourBegun,
    );
    expect(await outcome(book(customer, valid("2026-10-25", "11:00"), { now: autumn }))).toBe("ok");
  });

  it("late in the evening UTC it is already tomorrow in Helsinki", async () => {
    const customer = await createTestUser(db);
    // 22:30 UTC on 24 November is 00:30 on 25 November in Helsinki.
    const lateEvening = new Date("2026-11-24T22:30:00Z");
    const at = { now: lateEvening };
    expect(await outcome(book(customer, valid("2026-11-24", "17:00"), at))).toBe(
      "validation:bookingDate:api:validation.datePast",
    );
    expect(await outcome(book(customer, valid("2026-11-25", "09:00"), at))).toBe("ok");
    // A year ahead is counted from Helsinki's date too.
    expect(await outcome(book(customer, valid("2027-11-26", "09:00"), at))).toBe(
      "validation:bookingDate:api:validation.dateTooFar",
    );
    expect(await outcome(book(customer, valid("2027-11-25", "09:00"), at))).toBe("ok");
  });
});

describe("open bookings per account", () => {
  it("refuses the 11th pending booking, writes nothing for it, and accepts one again after a cancellation", async () => {
    const customer = await createTestUser(db);
    // Neither a pending booking of a past day nor a confirmed one is open: they do not count.
    await db.insert(bookings).values([
      {
        userId: customer.id,
        serviceType: "portrait",
        bookingDate: "2026-11-20",
        bookingTime: "09:00",
      },
      {
        userId: customer.id,
        serviceType: "portrait",
        bookingDate: inDays(60),
        bookingTime: "09:00",
        status: "confirmed",
      },
    ]);
    const made = [];
    for (const time of bookingTimes) made.push(await book(customer, valid(inDays(61), time)));
    made.push(await book(customer, valid(inDays(62), "09:00")));
    expect(made).toHaveLength(10);
    const mailsBefore = await mailsTo(customer);

    const refused = await caught(book(customer, valid(inDays(62), "10:00")));
    expect(refused.code).toBe("tooManyOpenBookings");
    expect(await pendingOf(customer)).toBe(10 + 1); // the ten and the past day's
    expect(await mailsTo(customer)).toBe(mailsBefore);
    expect((await availability(db, inDays(62), inDays(62), now))[1]!.available).toBe(true);

    await cancelBooking(db, customer, made[3]!.id);
    expect(await outcome(book(customer, valid(inDays(62), "10:00")))).toBe("ok");
    expect(await outcome(book(customer, valid(inDays(62), "11:00")))).toBe("tooManyOpenBookings");
  });

  it("answers 429 problem+json with the limit in the request's language, without Retry-After", async () => {
    const error = new DomainError("tooManyOpenBookings", undefined, { values: { max: 10 } });
    const sv = problemResponse(new Request("http://x/api/bookings"), error);
    expect(sv.status).toBe(429);
    expect(sv.headers.get("content-type")).toContain("application/problem+json");
    expect(sv.headers.get("retry-after")).toBeNull();
    expect((await sv.json()).detail).toBe(
      "Du kan ha högst 10 väntande bokningar åt gången. Avboka någon av dem eller vänta tills vi har bekräftat dem.",
    );
    const fi = problemResponse(new Request("http://x/api/bookings?lang=fi"), error);
    expect((await fi.json()).detail).toMatch(/^Sinulla voi olla kerrallaan enintään 10 /);
    const en = problemResponse(new Request("http://x/api/bookings?lang=en"), error);
    expect((await en.json()).detail).toMatch(/^You can have at most 10 pending bookings/);
  });

  it("holds under 12 concurrent requests from an account that has 9 pending: never more than 10", async () => {
    const customer = await createTestUser(db);
    for (const time of bookingTimes) await book(customer, valid(inDays(70), time));
    expect(await pendingOf(customer)).toBe(9);
    const outcomes = await Promise.all(
      bookingTimes
        .concat(["09:00", "10:00", "11:00"])
        .map((time, index) =>
          outcome(book(customer, valid(inDays(71 + Math.floor(index / 9)), time))),
        ),
    );
    expect(outcomes.filter((result) => result === "ok")).toHaveLength(1);
    expect(outcomes.filter((result) => result === "tooManyOpenBookings")).toHaveLength(11);
    expect(await pendingOf(customer)).toBe(10);
  });
});

describe("booking attempts per client address", () => {
  it("allows ten a minute, refuses the 11th with the seconds to wait and writes nothing, then allows again", async () => {
    const address = "192.0.2.77";
    const [first, second, other] = await Promise.all(
      Array.from({ length: 3 }, () => createTestUser(db)),
    );
    const from = (customer: Customer, input: ValidBooking, at = now) =>
      book(customer, input, { clientAddress: address, now: at });
    await book(other!, valid(inDays(80), "09:00"));

    // Ten attempts at 08:15 UTC; a slot that is taken counts as an attempt too.
    expect(await outcome(from(first!, valid(inDays(80), "09:00")))).toBe("slotTaken");
    for (const time of bookingTimes.slice(1))
      expect(await outcome(from(first!, valid(inDays(80), time)))).toBe("ok");
    const halfMinute = new Date("2026-11-24T08:15:30Z");
    expect(await outcome(from(second!, valid(inDays(81), "09:00"), halfMinute))).toBe("ok");

    const refused = await caught(from(second!, valid(inDays(81), "10:00")));
    expect(refused.code).toBe("tooManyBookingAttempts");
    expect(refused.retryAfterSeconds).toBe(60);
    const laterInTheMinute = new Date("2026-11-24T08:15:45.500Z");
    const again = await caught(from(second!, valid(inDays(81), "10:00"), laterInTheMinute));
    expect(again.retryAfterSeconds).toBe(15);
    expect(await pendingOf(second!)).toBe(1);
    expect(await mailsTo(second!)).toBe(1);

    // Another address is not affected, and the next minute starts afresh.
    expect(await outcome(book(second!, valid(inDays(81), "11:00")))).toBe("ok");
    const nextMinute = new Date("2026-11-24T08:16:00Z");
    expect(await outcome(from(second!, valid(inDays(81), "10:00"), nextMinute))).toBe("ok");
  });

  it("answers 429 with a Retry-After header and a localized message", async () => {
    const error = new DomainError("tooManyBookingAttempts", undefined, { retryAfterSeconds: 42 });
    const response = problemResponse(new Request("http://x/api/bookings?lang=fi"), error);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect((await response.json()).detail).toBe(
      "Liian monta varausyritystä lyhyessä ajassa. Odota minuutti ja yritä uudelleen.",
    );
  });

  it("counts concurrent attempts from one address exactly: 10 of 15 pass", async () => {
    const customers = await Promise.all(Array.from({ length: 15 }, () => createTestUser(db)));
    const outcomes = await Promise.all(
      customers.map((customer, index) =>
        outcome(
          book(customer, valid(inDays(90 + Math.floor(index / 9)), bookingTimes[index % 9]), {
            clientAddress: "192.0.2.99",
          }),
        ),
      ),
    );
    expect(outcomes.filter((result) => result === "ok")).toHaveLength(10);
    expect(outcomes.filter((result) => result === "tooManyBookingAttempts")).toHaveLength(5);
  });
});

describe("a customer's own bookings", () => {
  it("lists only their own, earliest first", async () => {
    const anna = await createTestUser(db);
    const ben = await createTestUser(db);
    await book(anna, valid(inDays(20), "15:00"));
    await book(anna, valid(inDays(10), "11:00"));
    await book(ben, valid(inDays(15), "11:00"));
    const list = await listBookings(db, anna.id);
    expect(list.map((b) => b.bookingDate)).toEqual([inDays(10), inDays(20)]);
    expect(list.every((b) => b.userId === anna.id)).toBe(true);
  });

  it("cannot cancel another customer's booking: not found, and nothing changes", async () => {
    const anna = await createTestUser(db);
    const ben = await createTestUser(db);
    const annas = await book(anna, valid(inDays(30), "16:00"));
    expect(await outcome(cancelBooking(db, ben, annas.id))).toBe("notFound");
    const [after] = await db.select().from(bookings).where(eq(bookings.id, annas.id));
    expect(after!.status).toBe("pending");
    expect(after!.updatedAt.getTime()).toBe(annas.updatedAt.getTime());
  });

  it("cancels only pending bookings, and answers not found for ids that do not exist or are malformed", async () => {
    const anna = await createTestUser(db);
    const booking = await book(anna, valid(inDays(31), "16:00"));
    const cancelled = await cancelBooking(db, anna, booking.id);
    expect(cancelled.status).toBe("cancelled");
    expect(await outcome(cancelBooking(db, anna, booking.id))).toBe("notPending");
    expect(await outcome(cancelBooking(db, anna, "00000000-0000-4000-8000-000000000000"))).toBe(
      "notFound",
    );
    expect(await outcome(cancelBooking(db, anna, "1; drop table bookings"))).toBe("notFound");
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, anna.email));
    expect(mail.map((m) => m.message.attachments?.[0]?.contentType ?? "")).toEqual(
      expect.arrayContaining([expect.stringContaining("method=CANCEL")]),
    );
  });
});

describe("availability", () => {
  it("marks taken slots and a fully booked day, and frees cancelled ones", async () => {
    const date = inDays(40);
    const customer = await createTestUser(db);
    const made = [];
    for (const time of bookingTimes) made.push(await book(customer, valid(date, time)));
    let slots = await availability(db, date, addDays(date, 1), now);
    expect(slots.filter((s) => s.date === date).every((s) => !s.available)).toBe(true);
    expect(slots.filter((s) => s.date === addDays(date, 1)).every((s) => s.available)).toBe(true);
    await cancelBooking(db, customer, made[0]!.id);
    slots = await availability(db, date, date, now);
    expect(slots.find((s) => s.time === "09:00")!.available).toBe(true);
  });

  it("never offers past days, nor today's hours that have begun", async () => {
    const past = await availability(db, inDays(-3), inDays(-1), now);
    expect(past).toHaveLength(27);
    expect(past.some((s) => s.available)).toBe(false);
    // 10:15 in Helsinki: 09:00 and 10:00 have begun.
    const todays = await availability(db, today, today, now);
    expect(todays.filter((s) => s.available).map((s) => s.time)).toEqual(bookingTimes.slice(2));
  });
});

describe("the database itself", () => {
  it("refuses a second active booking for a slot even without the service's help", async () => {
    const anna = await createTestUser(db);
    const date = inDays(50);
    await db.insert(bookings).values({
      userId: anna.id,
      serviceType: "portrait",
      bookingDate: date,
      bookingTime: "12:00",
    });
    await expect(
      db.insert(bookings).values({
        userId: anna.id,
        serviceType: "portrait",
        bookingDate: date,
        bookingTime: "12:00",
        status: "confirmed",
      }),
    ).rejects.toThrow();
    // Any whole hour of the day may be a slot (the owner's booking rules say which), nothing else.
    for (const bookingTime of ["24:00", "18:30", "9:00"])
      await expect(
        db.insert(bookings).values({
          userId: anna.id,
          serviceType: "portrait",
          bookingDate: date,
          bookingTime,
        }),
        bookingTime,
      ).rejects.toThrow();
  });
});
