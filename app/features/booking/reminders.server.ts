import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { defaultBookingRules, type BookingRules } from "~/content/business";
import { enqueueJobs, type JobHandler, type JobInput } from "~/features/jobs/jobs.server";
import { bookingReminderCustomer } from "~/features/mail/booking-change-mails.server";
import { heldAtStudio } from "~/features/mail/ics.server";
import { enqueueEmail, type Transaction } from "~/features/mail/outbox.server";
import { now as clockNow } from "~/lib/clock";
import { logger } from "~/lib/logger.server";
import { z } from "~/lib/zod";
import { bookingCustomer } from "./booking-customer.server";
import { bookingMailDetails, kickMailer } from "./booking-mail.server";
import { bookedServiceText } from "./booking-services.server";
import type { Booking } from "./booking.server";
import { canChangeAt, changeDeadline, deadlineWallTime } from "./change-deadline";
import { changeUrl } from "./change-link.server";
import { loadSettings } from "~/features/settings/settings-store.server";
import { slotStart } from "./slots";

// The reminder before a confirmed booking (decision 104): a job of the one runner (decision 087)
// queued when the booking is confirmed or moved, due the owner's number of hours before. The
// job names the slot and the move count it was queued for; a booking moved or cancelled since
// no longer matches, so a stale job sends nothing. The mail goes once: the booking's
// reminder_sent_at is claimed by one conditional update, in the transaction that queues the
// mail, whichever instance runs the job and however often.

export const reminderJobKind = "booking.reminder";

const payloadSchema = z.object({
  bookingId: z.uuid(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d{2}:00$/),
  sequence: z.number().int().min(0),
});

/** The reminder job of a booking as it is now; none when the owner has turned reminders off. */
export function reminderJob(booking: Booking, rules: BookingRules): JobInput | undefined {
  const hours = rules.reminderHours ?? defaultBookingRules.reminderHours!;
  if (hours <= 0) return undefined;
  const start = slotStart(booking.bookingDate, booking.bookingTime);
  return {
    kind: reminderJobKind,
    payload: {
      bookingId: booking.id,
      date: booking.bookingDate,
      time: booking.bookingTime,
      sequence: booking.icsSequence,
    },
    runAt: new Date(start.getTime() - hours * 60 * 60 * 1000),
  };
}

/** Queues the reminder of a confirmed booking in the caller's transaction. */
export async function scheduleReminder(
  tx: Database | Transaction,
  booking: Booking,
  rules: BookingRules,
): Promise<void> {
  if (booking.status !== "confirmed") return;
  const job = reminderJob(booking, rules);
  if (job) await enqueueJobs(tx, [job]);
}

/**
 * Runs one reminder job: true when this run sent it. Nothing is sent for a booking that is no
 * longer confirmed, was moved since the job was queued, has begun, or was reminded already.
 */
export async function sendBookingReminder(
  db: Database,
  payload: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) {
    // A job nobody could run: retrying would not help.
    logger.error("reminder job with an unreadable payload", { payload });
    return false;
  }
  const job = parsed.data;
  if (slotStart(job.date, job.time).getTime() <= now.getTime()) return false;
  const { bookingRules } = await loadSettings(db);
  const sent = await db.transaction(async (tx) => {
    const [booking] = await tx
      .update(bookings)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(bookings.id, job.bookingId),
          eq(bookings.status, "confirmed"),
          isNull(bookings.reminderSentAt),
          eq(bookings.bookingDate, job.date),
          eq(bookings.bookingTime, job.time),
          eq(bookings.icsSequence, job.sequence),
        ),
      )
      .returning();
    if (!booking) return false;
    const customer = await bookingCustomer(tx, booking);
    if (!customer) return false;
    const serviceName = await bookedServiceText(tx as unknown as Database, booking.serviceType);
    const { details } = bookingMailDetails(booking, customer, serviceName);
    const open = canChangeAt(booking, bookingRules, now);
    await enqueueEmail(tx, {
      to: customer.email,
      ...bookingReminderCustomer(details, {
        atStudio: heldAtStudio(booking.serviceType, booking.message ?? undefined),
        changeUrl: changeUrl(booking),
        changeUntil: open ? deadlineWallTime(changeDeadline(booking, bookingRules)) : null,
      }),
    });
    return true;
  });
  if (sent) kickMailer();
  return sent;
}

/** The runner's handlers of bookings; `now` is the clock (a test's set instant). */
export function bookingJobHandlers(
  db: Database,
  now: () => Date = clockNow,
): Record<string, JobHandler> {
  return {
    [reminderJobKind]: async (payload) => {
      await sendBookingReminder(db, payload, now());
    },
  };
}
