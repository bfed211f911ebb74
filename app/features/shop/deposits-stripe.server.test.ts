import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, orders, services } from "~/db/schema";
import { createTestUser, freshDatabase } from "~/db/test-database";
import { transitionBooking } from "~/features/admin/bookings/admin-bookings.server";
import { createBooking } from "~/features/booking/booking.server";
import { bookingService } from "~/features/catalogue/catalogue.server";
import { ensureSeedServices } from "~/features/catalogue/seed/ensure-seed-services.server";
import { createJobRunner } from "~/features/jobs/jobs.server";
import { createMailer } from "~/features/mail/outbox.server";
import { setRequestTimeSource } from "~/lib/clock";
import { checkoutEvent, startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import { startTestSmtp, waitForSmtpMail } from "../../../tests/support/test-smtp";
import { depositCheckoutUrl } from "./deposit-checkout.server";
import { depositHoldMs, depositJobHandlers } from "./deposit-orders.server";
import { refundDeposit } from "./deposit-settlement.server";
import { handleStripeEvent } from "./stripe-webhook.server";

// A deposit through Stripe (decision 109): the real SDK against the stand-in over HTTP — the
// session that closes with the hold, the webhook that makes the booking a request, the refund
// of a declined booking (once, however often its job runs) — and the receipts over real SMTP.

let db: Database;
let close: () => Promise<void>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

const now = new Date("2026-11-24T08:15:00Z");
setRequestTimeSource(() => now);

beforeAll(async () => {
  stripe = await startStripeStandIn();
  smtp = await startTestSmtp();
  vi.stubEnv("PUBLIC_URL", "http://localhost:3000");
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_stand_in");
  vi.stubEnv("STRIPE_API_URL", stripe.url);
  ({ db, close } = await freshDatabase());
  await ensureSeedServices(db);
  await db
    .update(services)
    .set({ depositKind: "amount", depositValue: 5000, campaign: false })
    .where(eq(services.id, "private-photography"));
});
afterAll(async () => {
  await close?.();
  await stripe?.close();
  await smtp?.close();
});

const sendMails = () =>
  createMailer({
    db,
    smtpUrl: smtp.url,
    outboxDir: path.join(os.tmpdir(), `deposit-outbox-${process.pid}`),
    from: "Nordic Media Studio <studio@example.test>",
  }).deliverDue();

describe("a deposit paid through Stripe", () => {
  it("is a session that closes with the hold, a request once paid, refunded once on a decline", async () => {
    const customer = await createTestUser(db, { name: "Aino Virtanen" });
    const found = await bookingService(db, "private-photography");
    const booking = await createBooking(
      db,
      customer,
      {
        serviceType: "private-photography",
        bookingDate: "2026-12-03",
        bookingTime: "10:00",
        message: null,
      },
      "fi",
      { clientAddress: "10.9.2.1", now, service: found!.row },
    );
    const order = booking.depositOrder!;
    expect(order.provider).toBe("stripe");

    const startedAt = Date.now();
    const url = await depositCheckoutUrl(db, order, new Request("http://localhost/"), "fi");
    const { params, session } = stripe.sessions.at(-1)!;
    expect(url).toBe(session.url);
    expect(params["line_items[0][price_data][unit_amount]"]).toBe("5000");
    expect(params["metadata[bookingId]"]).toBe(booking.id);
    // Stripe's own clock: a minute after the hold, at least Stripe's 30 minutes.
    const closes = Number(params.expires_at) * 1000;
    expect(closes).toBeGreaterThanOrEqual(startedAt + depositHoldMs);
    expect(closes).toBeLessThanOrEqual(Date.now() + depositHoldMs + 61_000);

    const paid = checkoutEvent("checkout.session.completed", session, {
      payment_status: "paid",
      customer_details: { email: customer.email },
    });
    expect(await handleStripeEvent(db, paid as never)).toBe("settled");
    expect(await handleStripeEvent(db, paid as never)).toBe("duplicate");
    const [pending] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(pending!.status).toBe("pending");

    await transitionBooking(db, { id: null, label: "owner" }, booking.id, "decline", { now });
    const runner = createJobRunner({
      db,
      handlers: depositJobHandlers(db, refundDeposit),
      now: () => now,
    });
    await runner.runDue();
    // The job again (a lease run out after a crash): Stripe is asked with the same key.
    await refundDeposit(db, order.id);
    expect(stripe.refunds).toHaveLength(1);
    const [refund] = stripe.refunds;
    expect(refund!.params).toMatchObject({
      payment_intent: session.payment_intent,
      amount: "5000",
    });
    expect(refund!.idempotencyKey).toBe(`refund-${order.id}`);
    const [refunded] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(refunded).toMatchObject({ status: "refunded", providerRefundId: refund!.refund.id });

    await sendMails();
    const [receipt] = await waitForSmtpMail(smtp.received, customer.email, /^Kuitti tilauksesta/);
    expect(receipt!.text).toContain("Käsiraha: ");
    expect(receipt!.text).toContain("Olemme saaneet käsirahan");
    const [refundMail] = await waitForSmtpMail(
      smtp.received,
      customer.email,
      /^Käsiraha palautetaan/,
    );
    expect(refundMail!.text).toMatch(/Käsiraha 50\s€ palautettiin 24\. marraskuuta 2026/);
    expect(refundMail!.text).toContain("Kortti tai muu maksutapa Stripen kautta");
  });
});
