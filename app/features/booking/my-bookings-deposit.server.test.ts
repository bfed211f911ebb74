import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultBookingRules } from "~/content/business";
import type { Database } from "~/db/client.server";
import { orders, services } from "~/db/schema";
import { createTestUser, freshDatabase } from "~/db/test-database";
import { transitionBooking } from "~/features/admin/bookings/admin-bookings.server";
import { bookingService } from "~/features/catalogue/catalogue.server";
import { ensureSeedServices } from "~/features/catalogue/seed/ensure-seed-services.server";
import { createJobRunner } from "~/features/jobs/jobs.server";
import { depositJobHandlers } from "~/features/shop/deposit-orders.server";
import { refundDeposit } from "~/features/shop/deposit-settlement.server";
import { payTestCheckout } from "~/features/shop/test-checkout.server";
import { saveSection } from "~/features/settings/settings-store.server";
import { setRequestTimeSource } from "~/lib/clock";
import { cancelBooking, createBooking } from "./booking.server";
import { changeDeadline } from "./change-deadline";
import { changeKey } from "./change-link.server";
import { myBookings } from "./my-bookings.server";
import { cancelBookingByCustomer } from "./self-service.server";

// My bookings tells, before the cancel, what it does with a paid deposit (decision 109): the
// server decides at the request's instant by the rule the cancel itself applies, so what the page
// says and what the cancel then does agree, on either side of the cut-off, on a real database.

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  vi.stubEnv("PUBLIC_URL", "http://localhost:3000");
  vi.stubEnv("OWNER_EMAIL", "owner@studio.example");
  ({ db, close } = await freshDatabase());
  await ensureSeedServices(db);
  await db
    .update(services)
    .set({ depositKind: "percent", depositValue: 30, campaign: false })
    .where(eq(services.id, "private-photography"));
  // No campaign: its price would be read through the site's own database, not this one.
  await db.update(services).set({ campaign: false }).where(eq(services.id, "event-corporate"));
});
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  clock = now;
  await saveSection(db, "bookingRules", { ...defaultBookingRules, changeCutoffHours: 48 });
});

// Tuesday 24 November 2026, 10:15 in Helsinki.
const now = new Date("2026-11-24T08:15:00Z");
let clock = now;
setRequestTimeSource(() => clock);
const owner = { id: null, label: "test owner" };
const rules = { changeCutoffHours: 48 };
let hour = 8;
let address = 0;

async function requested(serviceType = "private-photography", date = "2026-12-03") {
  const customer = await createTestUser(db, { name: "Aino Virtanen" });
  const found = await bookingService(db, serviceType);
  hour = hour >= 16 ? 9 : hour + 1;
  // A six-hour package starts early enough to end within the day (on a day of its own).
  const time =
    (found!.row?.durationMinutes ?? 60) > 60 ? "09:00" : `${String(hour).padStart(2, "0")}:00`;
  const booking = await createBooking(
    db,
    customer,
    {
      serviceType,
      bookingDate: date,
      bookingTime: time,
      message: null,
    },
    "fi",
    { clientAddress: `10.7.0.${++address}`, now, service: found!.row },
  );
  return { customer, booking, order: booking.depositOrder };
}

async function paid() {
  const made = await requested();
  await payTestCheckout(db, made.order!.providerSessionId!, made.customer.email);
  return { ...made, order: made.order! };
}

const orderStatus = async (id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const runJobs = (at: Date) =>
  createJobRunner({ db, handlers: depositJobHandlers(db, refundDeposit), now: () => at }).runDue();
const onlyOf = async (userId: string, at: Date) => {
  const list = await myBookings(db, userId, "fi", at);
  expect(list).toHaveLength(1);
  return list[0]!;
};

describe("My bookings' deposit", () => {
  it("of a paid request before the cut-off: its amount, to be paid back, and the cancel does", async () => {
    const { customer, booking, order } = await paid();
    const shown = await onlyOf(customer.id, now);
    expect(shown.status).toBe("pending");
    expect(shown.deposit).toEqual({ amountCents: order.amount, currency: "EUR", refundable: true });
    await cancelBooking(db, customer, booking.id, now);
    await runJobs(now);
    expect(await orderStatus(order.id)).toBe("refunded");
  });

  it("of a paid request after the cut-off: kept, and the cancel keeps it", async () => {
    const { customer, booking, order } = await paid();
    // Two days before the session, past the 48-hour cut-off.
    const late = new Date("2026-12-01T12:00:00Z");
    clock = late;
    expect((await onlyOf(customer.id, late)).deposit).toEqual({
      amountCents: order.amount,
      currency: "EUR",
      refundable: false,
    });
    await cancelBooking(db, customer, booking.id, late);
    await runJobs(late);
    expect(await orderStatus(order.id)).toBe("paid");
    // Cancelled, it offers no cancel, so it names no deposit any more.
    expect((await onlyOf(customer.id, late)).deposit).toBeUndefined();
  });

  it("turns at the very instant of the cut-off, as the cancel does", async () => {
    const { customer, booking } = await paid();
    const deadline = changeDeadline(booking, rules).getTime();
    const before = new Date(deadline - 1);
    const at = new Date(deadline);
    expect((await onlyOf(customer.id, before)).deposit?.refundable).toBe(true);
    expect((await onlyOf(customer.id, at)).deposit?.refundable).toBe(false);
  });

  it("of a confirmed booking follows the same rule, and its cancel by the link agrees", async () => {
    const { customer, booking, order } = await paid();
    await transitionBooking(db, owner, booking.id, "confirm", { now });
    const late = new Date("2026-12-02T12:00:00Z");
    expect((await onlyOf(customer.id, late)).deposit?.refundable).toBe(false);
    expect((await onlyOf(customer.id, now)).deposit?.refundable).toBe(true);
    await cancelBookingByCustomer(db, booking.id, { key: changeKey(booking.id) }, now);
    await runJobs(now);
    expect(await orderStatus(order.id)).toBe("refunded");
  });

  it("is not named for a hold not yet paid, nor for a service without a deposit", async () => {
    const held = await requested();
    expect(held.order).toBeDefined();
    const shown = await onlyOf(held.customer.id, now);
    expect(shown.status).toBe("held");
    expect(shown.deposit).toBeUndefined();
    expect(shown).not.toHaveProperty("deposit");

    const plain = await requested("event-corporate", "2026-12-08");
    expect(plain.order).toBeUndefined();
    expect(await onlyOf(plain.customer.id, now)).not.toHaveProperty("deposit");
  });

  it("is nobody else's: another customer's paid deposit is not on this customer's list", async () => {
    const { customer } = await paid();
    const other = await paid();
    const list = await myBookings(db, customer.id, "fi", now);
    expect(list.map((row) => row.id)).not.toContain(other.booking.id);
    expect(list).toHaveLength(1);
  });
});
