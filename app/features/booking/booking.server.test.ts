import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, emailOutbox } from "~/db/schema";
import { createTestUser, freshDatabase } from "~/db/test-database";
import { DomainError } from "~/features/api/domain-error";
import { bookingInputSchema } from "./booking.schema";
import { availability, cancelBooking, createBooking, listBookings } from "./booking.server";
import { addDays, businessToday } from "./slots";

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await freshDatabase());
});
afterAll(async () => {
  await close();
});

const inDays = (days: number) => addDays(businessToday(), days);
const valid = (date: string, time = "10:00") =>
  bookingInputSchema.parse({
    serviceType: "portrait",
    bookingDate: date,
    bookingTime: time,
    message: "Hej!",
  });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe("creating a booking", () => {
  it("stores a pending booking and queues the customer's and the owner's e-mails in one go", async () => {
    const customer = await createTestUser(db, { phone: "+358 40 123 4567" });
    const booking = await createBooking(db, customer, valid(inDays(3)), "fi");
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

  it("lets exactly one of many concurrent requests for one slot win", async () => {
    const date = inDays(5);
    const customers = await Promise.all(Array.from({ length: 12 }, () => createTestUser(db)));
    const outcomes = await Promise.all(
      customers.map((customer) => codeOf(createBooking(db, customer, valid(date, "13:00"), "sv"))),
    );
    expect(outcomes.filter((outcome) => outcome === "ok")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "slotTaken")).toHaveLength(11);
    const stored = await db.select().from(bookings).where(eq(bookings.bookingDate, date));
    expect(stored).toHaveLength(1);
    // The losers queued no e-mail: their transaction rolled back whole.
    const losers = customers.filter((customer) => customer.id !== stored[0]!.userId);
    for (const loser of losers) {
      expect(
        await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, loser.email)),
      ).toHaveLength(0);
    }
  });

  it("frees the slot again once its booking is cancelled", async () => {
    const date = inDays(6);
    const first = await createTestUser(db);
    const second = await createTestUser(db);
    const booking = await createBooking(db, first, valid(date, "09:00"), "sv");
    expect(await codeOf(createBooking(db, second, valid(date, "09:00"), "sv"))).toBe("slotTaken");
    await cancelBooking(db, first, booking.id);
    expect(await codeOf(createBooking(db, second, valid(date, "09:00"), "sv"))).toBe("ok");
  });

  it("refuses a slot whose hour has already begun today", async () => {
    const customer = await createTestUser(db);
    const input = {
      ...valid(inDays(1)),
      bookingDate: businessToday(),
      bookingTime: "09:00" as const,
    };
    const now = new Date();
    const hour = Number(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Helsinki",
        hour: "2-digit",
        hourCycle: "h23",
      }).format(now),
    );
    expect(await codeOf(createBooking(db, customer, input, "sv"))).toBe(
      hour >= 9 ? "validation" : "ok",
    );
  });
});

describe("a customer's own bookings", () => {
  it("lists only their own, earliest first", async () => {
    const anna = await createTestUser(db);
    const ben = await createTestUser(db);
    await createBooking(db, anna, valid(inDays(20), "15:00"), "sv");
    await createBooking(db, anna, valid(inDays(10), "11:00"), "sv");
    await createBooking(db, ben, valid(inDays(15), "11:00"), "sv");
    const list = await listBookings(db, anna.id);
    expect(list.map((b) => b.bookingDate)).toEqual([inDays(10), inDays(20)]);
    expect(list.every((b) => b.userId === anna.id)).toBe(true);
  });

  it("cannot cancel another customer's booking: not found, and nothing changes", async () => {
    const anna = await createTestUser(db);
    const ben = await createTestUser(db);
    const annas = await createBooking(db, anna, valid(inDays(30), "16:00"), "sv");
    expect(await codeOf(cancelBooking(db, ben, annas.id))).toBe("notFound");
    const [after] = await db.select().from(bookings).where(eq(bookings.id, annas.id));
    expect(after!.status).toBe("pending");
    expect(after!.updatedAt.getTime()).toBe(annas.updatedAt.getTime());
  });

  it("cancels only pending bookings, and answers not found for ids that do not exist or are malformed", async () => {
    const anna = await createTestUser(db);
    const booking = await createBooking(db, anna, valid(inDays(31), "16:00"), "sv");
    const cancelled = await cancelBooking(db, anna, booking.id);
    expect(cancelled.status).toBe("cancelled");
    expect(await codeOf(cancelBooking(db, anna, booking.id))).toBe("notPending");
    expect(await codeOf(cancelBooking(db, anna, "00000000-0000-4000-8000-000000000000"))).toBe(
      "notFound",
    );
    expect(await codeOf(cancelBooking(db, anna, "1; drop table bookings"))).toBe("notFound");
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
    for (const time of [
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ] as const) {
      made.push(await createBooking(db, customer, valid(date, time), "sv"));
    }
    let slots = await availability(db, date, addDays(date, 1));
    expect(slots.filter((s) => s.date === date).every((s) => !s.available)).toBe(true);
    expect(slots.filter((s) => s.date === addDays(date, 1)).every((s) => s.available)).toBe(true);
    await cancelBooking(db, customer, made[0]!.id);
    slots = await availability(db, date, date);
    expect(slots.find((s) => s.time === "09:00")!.available).toBe(true);
  });

  it("never offers past days", async () => {
    const slots = await availability(db, inDays(-3), inDays(-1));
    expect(slots).toHaveLength(27);
    expect(slots.some((s) => s.available)).toBe(false);
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
    await expect(
      db.insert(bookings).values({
        userId: anna.id,
        serviceType: "portrait",
        bookingDate: date,
        bookingTime: "18:00",
      }),
    ).rejects.toThrow();
  });
});
