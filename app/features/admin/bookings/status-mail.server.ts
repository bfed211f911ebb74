import { config } from "~/config.server";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { Booking } from "~/features/booking/booking.server";
import { bookedServiceText } from "~/features/booking/booking-services.server";
import {
  bookingCalendarAttachment,
  bookingMailDetails,
} from "~/features/booking/booking-mail.server";
import {
  bookingConfirmedCustomer,
  bookingDeclinedCustomer,
  type PaidDeposit,
} from "~/features/mail/booking-mails.server";
import { enqueueEmail } from "~/features/mail/outbox.server";

export type BookingCustomer = { name: string; email: string; phone: string | null };

/**
 * How long a confirmation's mail waits in the outbox before it leaves: the owner's window to
 * undo a confirm made by mistake (docs/decisions/103). BOOKING_UNDO_SECONDS, 30 unless set; 0
 * sends at once and offers no undo (tests that only wait for the mail).
 */
export function confirmHoldSeconds(): number {
  return config().BOOKING_UNDO_SECONDS;
}

/**
 * The customer's mail when the studio confirms or declines, in the booking's language, with the
 * calendar file that updates their event (REQUEST) or removes it (CANCEL), and the owner's note
 * when they wrote one, and a decline the deposit it pays back. A confirmation is held
 * `confirmHoldSeconds()`. Returns the mail's id.
 */
export async function queueStatusEmail(
  tx: Database,
  event: "confirmed" | "declined",
  booking: Booking,
  customer: BookingCustomer,
  ownerMessage: string | null,
  deposit?: PaidDeposit | null,
): Promise<string> {
  const serviceName = await bookedServiceText(tx, booking.serviceType);
  const { details } = bookingMailDetails(booking, customer, serviceName);
  const calendar = bookingCalendarAttachment(
    booking,
    customer,
    event === "confirmed" ? "confirmed" : "cancelled",
    serviceName,
  );
  return enqueueEmail(tx, {
    to: customer.email,
    ...(event === "confirmed"
      ? bookingConfirmedCustomer(details, ownerMessage)
      : bookingDeclinedCustomer(details, ownerMessage, deposit)),
    attachments: [calendar.attachment],
    ...(event === "confirmed" && { holdSeconds: confirmHoldSeconds() }),
  });
}

/**
 * Takes a held mail back out of the outbox, if it is still held: never attempted, not yet due
 * by the database's clock, and not claimed by a worker (a claim moves its next attempt well
 * past the hold). True when it was withdrawn; false when it has left or is leaving.
 */
export async function withdrawHeldMail(tx: Database, mailId: string): Promise<boolean> {
  const withdrawn = await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.id, mailId),
        eq(emailOutbox.status, "pending"),
        eq(emailOutbox.attempts, 0),
        gt(emailOutbox.nextAttemptAt, sql`now()`),
        lte(
          emailOutbox.nextAttemptAt,
          sql`${emailOutbox.createdAt} + make_interval(secs => ${confirmHoldSeconds()})`,
        ),
      ),
    )
    .returning({ id: emailOutbox.id });
  return withdrawn.length > 0;
}
