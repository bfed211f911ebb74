import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultBusinessFacts as business } from "~/content/business";
import { bookings, emailOutbox, user } from "~/db/schema";
import { createTestUser } from "~/db/test-database";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { bookingInputSchema } from "~/features/booking/booking.schema";
import { createBooking } from "~/features/booking/booking.server";
import { addDays, businessToday } from "~/features/booking/slots";
import { deleteAccount } from "./account.server";

const database = databaseForTestFile();

// A fixed day, so the test holds on any date: passed to the domain functions, and the system
// time for the shared schema, which reads the clock.
const now = new Date("2026-11-24T10:00:00+02:00");
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
});
afterAll(() => {
  vi.useRealTimers();
});
const inDays = (days: number) => addDays(businessToday(now), days);

describe("deleting an account", () => {
  it("cancels upcoming bookings with mails to both, and erases the customer's earlier mail", async () => {
    const db = database();
    const customer = await createTestUser(db, { name: "Radera Mig" });
    const bystander = await createTestUser(db);
    const input = (date: string, time: string) =>
      bookingInputSchema.parse({ serviceType: "portrait", bookingDate: date, bookingTime: time });
    await createBooking(db, customer, input(inDays(5), "10:00"), "sv", {
      clientAddress: "10.9.9.9",
      now,
    });
    const confirmed = await createBooking(db, customer, input(inDays(6), "11:00"), "fi", {
      clientAddress: "10.9.9.9",
      now,
    });
    await db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, confirmed.id));
    const cancelled = await createBooking(db, customer, input(inDays(7), "12:00"), "sv", {
      clientAddress: "10.9.9.9",
      now,
    });
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.id));
    // A confirmed booking that has already taken place gets no cancellation.
    await db.insert(bookings).values({
      userId: customer.id,
      serviceType: "portrait",
      status: "confirmed",
      bookingDate: inDays(-3),
      bookingTime: "09:00",
    });
    await createBooking(db, bystander, input(inDays(5), "12:00"), "sv", {
      clientAddress: "10.9.9.9",
      now,
    });
    const earlier = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, customer.email));
    expect(earlier).toHaveLength(3);
    const ownerBefore = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, business.email));

    await deleteAccount(db, customer, now);

    const toCustomer = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, customer.email));
    expect(toCustomer.map((mail) => mail.subject).sort()).toEqual([
      `Bokning avbokad – ${business.name}`,
      `Varaus peruttu – ${business.name}`,
    ]);
    expect(toCustomer.every((mail) => mail.status === "pending")).toBe(true);
    expect(toCustomer.map((mail) => mail.id)).not.toContain(earlier[0]!.id);
    for (const mail of toCustomer)
      expect(mail.message.attachments?.[0]?.contentType).toContain("method=CANCEL");

    const toOwner = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, business.email));
    const newToOwner = toOwner.filter((mail) => !ownerBefore.some((old) => old.id === mail.id));
    expect(newToOwner).toHaveLength(2);
    expect(newToOwner.every((mail) => mail.subject.startsWith("Bokning avbokad:"))).toBe(true);
    expect(newToOwner.every((mail) => mail.subject.endsWith("Radera Mig"))).toBe(true);

    expect(await db.select().from(user).where(eq(user.id, customer.id))).toEqual([]);
    expect(await db.select().from(bookings).where(eq(bookings.userId, customer.id))).toEqual([]);
    expect(await db.select().from(bookings).where(eq(bookings.userId, bystander.id))).toHaveLength(
      1,
    );
    const bystanderMail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, bystander.email));
    expect(bystanderMail).toHaveLength(1);
  });
});
