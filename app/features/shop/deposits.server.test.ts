import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultBookingRules } from "~/content/business";
import type { Database } from "~/db/client.server";
import { bookings, emailOutbox, orders, services } from "~/db/schema";
import { createTestUser, freshDatabase } from "~/db/test-database";
import { DomainError } from "~/features/api/domain-error";
import {
  listAdminBookings,
  transitionBooking,
} from "~/features/admin/bookings/admin-bookings.server";
import { availability, cancelBooking, createBooking } from "~/features/booking/booking.server";
import { changeKey } from "~/features/booking/change-link.server";
import { cancelBookingByCustomer } from "~/features/booking/self-service.server";
import { bookingService } from "~/features/catalogue/catalogue.server";
import { ensureSeedServices } from "~/features/catalogue/seed/ensure-seed-services.server";
import { createJobRunner } from "~/features/jobs/jobs.server";
import { saveSection } from "~/features/settings/settings-store.server";
import { setRequestTimeSource } from "~/lib/clock";
import { depositHoldMs, depositJobHandlers } from "./deposit-orders.server";
import { formatCents } from "./product-price";
import { refundDeposit } from "./deposit-settlement.server";
import { receiptForBuyer } from "./receipt.server";
import { payTestCheckout } from "./test-checkout.server";

// A booking of a service with a deposit (decision 109) on a real database, through the test
// checkout: held and invisible to the owner until paid, released after the hold, refunded on a
// decline or a cancel before the cut-off (and kept after it), the receipt saying so.

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  vi.stubEnv("PUBLIC_URL", "http://localhost:3000");
  vi.stubEnv("OWNER_EMAIL", "owner@studio.example");
  ({ db, close } = await freshDatabase());
  await ensureSeedServices(db);
  // 30 % of the price: the owner's setting.
  await db
    .update(services)
    .set({ depositKind: "percent", depositValue: 30, campaign: false })
    .where(eq(services.id, "private-photography"));
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
/** The one clock (decision 018) that the checkout and the receipts read: the test's instant. */
let clock = now;
setRequestTimeSource(() => clock);
const owner = { id: null, label: "test owner" };
let hour = 8;
let address = 0;

async function requested(date = "2026-12-03") {
  const customer = await createTestUser(db, { name: "Aino Virtanen" });
  const found = await bookingService(db, "private-photography");
  hour = hour >= 16 ? 9 : hour + 1;
  const booking = await createBooking(
    db,
    customer,
    {
      serviceType: "private-photography",
      bookingDate: date,
      bookingTime: `${String(hour).padStart(2, "0")}:00`,
      message: null,
    },
    "sv",
    { clientAddress: `10.9.0.${++address}`, now, service: found!.row },
  );
  return { customer, booking, order: booking.depositOrder! };
}

const mailsTo = (email: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
const mailText = (mail: { message: unknown }) => JSON.stringify(mail.message);
const bookingRow = async (id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const orderRow = async (id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const runJobs = (at: Date) => {
  clock = at;
  return createJobRunner({
    db,
    handlers: depositJobHandlers(db, refundDeposit),
    now: () => at,
  }).runDue();
};

async function paid() {
  const made = await requested();
  await payTestCheckout(db, made.order.providerSessionId!, made.customer.email);
  return made;
}

describe("a booking with a deposit", () => {
  it("is held, with an order for 30 % of the price, unseen by the owner until paid", async () => {
    const { customer, booking, order } = await requested();
    expect(booking.status).toBe("held");
    expect(order.amount).toBe(Math.floor((booking.priceAmount! * 30 + 50) / 100));
    expect(order.bookingId).toBe(booking.id);
    // The VAT snapshot as every order has it: 25.5 % contained in the amount.
    expect(order.vatRateBp).toBe(2550);
    expect(order.vatAmount! + order.netAmount!).toBe(order.amount);
    expect(order.orderNumber).toMatch(/^2026-\d{4}$/);
    expect((await listAdminBookings(db, {})).map((row) => row.id)).not.toContain(booking.id);
    expect(await mailsTo(customer.email)).toHaveLength(0);
    // Its hours are taken meanwhile.
    const slots = await availability(db, booking.bookingDate, booking.bookingDate, now);
    expect(slots.find((slot) => slot.time === booking.bookingTime)?.available).toBe(false);
    // The owner cannot confirm what is not a request.
    await expect(transitionBooking(db, owner, booking.id, "confirm", { now })).rejects.toThrow(
      DomainError,
    );
  });

  it("becomes a pending request once paid: receipt, the request's mails, the owner's list", async () => {
    const { customer, booking, order } = await paid();
    expect((await bookingRow(booking.id)).status).toBe("pending");
    expect((await orderRow(order.id)).status).toBe("paid");
    expect((await listAdminBookings(db, {})).map((row) => row.id)).toContain(booking.id);
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Kvitto för order 2026-\d{4}/)]),
    );
    const receipt = mails.find((mail) => mail.subject.startsWith("Kvitto"))!;
    expect(mailText(receipt)).toContain("Handpenning: Privatfotografering");
    expect(mailText(receipt)).toContain("Vi har tagit emot handpenningen");
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect((await mailsTo("owner@studio.example")).length).toBeGreaterThan(0);
  });

  it("is released after the hold when unpaid: the slot is free and the checkout closed", async () => {
    const { customer, booking, order } = await requested();
    // A minute before the hold ends, nothing happens.
    await runJobs(new Date(now.getTime() + depositHoldMs - 60_000));
    expect((await bookingRow(booking.id)).status).toBe("held");
    await runJobs(new Date(now.getTime() + depositHoldMs + 1000));
    expect((await bookingRow(booking.id)).status).toBe("cancelled");
    expect((await orderRow(order.id)).status).toBe("expired");
    const slots = await availability(db, booking.bookingDate, booking.bookingDate, now);
    expect(slots.find((slot) => slot.time === booking.bookingTime)?.available).toBe(true);
    await expect(
      payTestCheckout(db, order.providerSessionId!, customer.email),
    ).rejects.toMatchObject({ code: "orderNotFound" });
    expect((await listAdminBookings(db, {})).map((row) => row.id)).not.toContain(booking.id);
  });

  it("is refunded when the owner declines, once, and the receipt says so", async () => {
    const { customer, booking, order } = await paid();
    await transitionBooking(db, owner, booking.id, "decline", { now });
    expect((await orderRow(order.id)).status).toBe("paid"); // the refund is the job's
    // The decline's own mail says the deposit comes back in full, with its amount.
    const declined = (await mailsTo(customer.email)).find((mail) =>
      mail.subject.startsWith("Bokningsförfrågan kunde inte bekräftas"),
    );
    expect(mailText(declined!)).toContain(
      `Handpenningen på ${formatCents(order.amount, "sv")} som du betalade betalas tillbaka i sin helhet`,
    );
    await runJobs(now);
    await runJobs(now); // a second run refunds nothing more
    const refunded = await orderRow(order.id);
    expect(refunded.status).toBe("refunded");
    expect(refunded.refundedAt).not.toBeNull();
    const refundMails = (await mailsTo(customer.email)).filter((mail) =>
      mail.subject.startsWith("Handpenningen återbetalas"),
    );
    expect(refundMails).toHaveLength(1);
    expect(mailText(refundMails[0]!)).toMatch(/Handpenningen på [\d,\s\u00a0]+€ återbetalades/);
    const receipt = await receiptForBuyer(db, customer.id, order.orderNumber!, "fi");
    expect(receipt?.refundedAt).toBe(refunded.refundedAt!.toISOString());
  });

  it("is refunded when the customer cancels before the cut-off", async () => {
    const { booking, order } = await paid();
    await transitionBooking(db, owner, booking.id, "confirm", { now });
    await cancelBookingByCustomer(db, booking.id, { key: changeKey(booking.id) }, now);
    await runJobs(now);
    expect((await orderRow(order.id)).status).toBe("refunded");
  });

  it("is kept when the customer withdraws after the cut-off", async () => {
    const { customer, booking, order } = await paid();
    // Two days before the session: past the 48-hour cut-off.
    const late = new Date("2026-12-01T12:00:00Z");
    await cancelBooking(db, customer, booking.id, late);
    await runJobs(late);
    expect((await bookingRow(booking.id)).status).toBe("cancelled");
    const kept = await orderRow(order.id);
    expect(kept.status).toBe("paid");
    expect(kept.refundedAt).toBeNull();
  });

  it("names no held booking as the customer's open request beyond the limit", async () => {
    const customer = await createTestUser(db);
    const found = await bookingService(db, "private-photography");
    const attempt = (time: string) =>
      createBooking(
        db,
        customer,
        {
          serviceType: "private-photography",
          bookingDate: "2026-12-08",
          bookingTime: time,
          message: null,
        },
        "sv",
        {
          clientAddress: `10.9.1.${++address}`,
          now,
          service: found!.row,
          limits: { attemptsPerMinute: 100, maxOpen: 2 },
        },
      );
    await attempt("09:00");
    await attempt("11:00");
    await expect(attempt("13:00")).rejects.toMatchObject({ code: "tooManyOpenBookings" });
  });
});
