import crypto from "node:crypto";
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { checkoutMode } from "~/config.server";
import { depositCents, depositOf } from "~/features/catalogue/deposit";
import { changeDeadline } from "./change-deadline";
import {
  insertDepositOrder,
  queueDepositRefund,
  type DepositCharge,
} from "~/features/shop/deposit-orders.server";
import type { OrderRow } from "~/features/shop/orders.server";
import type { Database } from "~/db/client.server";
import {
  bookingBlocks,
  bookingHours,
  bookings,
  emailOutbox,
  siteSettings,
  user as users,
} from "~/db/schema";
import { isUniqueViolation } from "~/features/api/unique-violation";
import { DomainError } from "~/features/api/domain-error";
import type { SessionUser } from "~/features/auth/session.server";
import type { Language } from "~/i18n/languages";
import { now as clockNow } from "~/lib/clock";
import { blockedSlots } from "~/features/admin/blocks/blocks.server";
import { dayLock, slotsBlocks } from "~/features/admin/blocks/slot-guard.server";
import { outboxRow } from "~/features/mail/outbox.server";
import { bookingEmails, queueBookingEmails } from "./booking-mail.server";
import { bookingLimits, countBookingAttempt, type BookingLimits } from "./booking-limits.server";
import type { ValidBooking } from "./booking.schema";
import { priceToKeep } from "./booking-services.server";
import { keptPrice } from "./booking-price";
import type { ServiceRow } from "~/features/catalogue/service-view";
import { loadSettings, storedSection } from "~/features/settings/settings-store.server";
import { addDays, businessToday, slotRefusal, slotTimes, type BookingRules } from "./slots";
import { bufferHoursOf, durationHoursOf, spanHours, type BookingSpan } from "./booking-span";

export type Booking = typeof bookings.$inferSelect;

/** A booking just made; for a service with a deposit, held, with the order that pays it. */
export type CreatedBooking = Booking & { depositOrder?: OrderRow };

/** The owner's booking rules (docs/decisions/037), checked at `now`. */
function assertBookable(
  input: ValidBooking,
  rules: BookingRules,
  now: Date,
  durationHours: number,
) {
  const refusal = slotRefusal(rules, input.bookingDate, input.bookingTime, now, durationHours);
  if (refusal) throw new DomainError("validation", [refusal]);
}

export type BookingRequest = {
  /** The client's address (the server entry's header), for the attempts-per-minute limit. */
  clientAddress: string;
  now?: Date;
  limits?: BookingLimits;
  /** The booking rules; by default the stored ones, read afresh in the booking's transaction. */
  rules?: BookingRules;
  /** The catalogue's service (requestBooking has read it): its name and price go with the booking. */
  service?: ServiceRow;
};

/**
 * Creates a pending booking. The slot is claimed by the database's partial unique index (one
 * pending or confirmed booking per date and hour), so two concurrent requests can never both
 * win; the loser gets "slotTaken". The e-mails are queued in the same transaction.
 *
 * Limits (docs/decisions/019): each attempt counts against the client address's minute, and an
 * account may hold `maxOpen` pending bookings for today or later. The account's row is locked
 * for the count and the insert, so concurrent requests of one account are counted one by one.
 *
 * Few round trips (docs/decisions/068): the mails are composed before the transaction, for the
 * id chosen here; inside it, one statement takes both locks, one reads the open count, the
 * blocks and the booking rules, one inserts the booking and its mails.
 */
export async function createBooking(
  db: Database,
  customer: SessionUser,
  input: ValidBooking,
  lang: Language,
  { clientAddress, now = clockNow(), limits = bookingLimits(), rules, service }: BookingRequest,
): Promise<CreatedBooking> {
  // The cached rules (at most a few seconds old) refuse before the attempt is counted; the
  // transaction reads them again, so a rule the owner has just changed on any instance holds.
  // A service of two hours holds two hourly slots (docs/decisions/103).
  const durationHours = durationHoursOf(service?.durationMinutes);
  const { held } = spanHours(input.bookingTime, { durationHours, bufferHours: 0 });
  assertBookable(input, rules ?? (await loadSettings(db)).bookingRules, now, durationHours);
  await countBookingAttempt(db, clientAddress, limits.attemptsPerMinute, now);
  // The price the customer was shown is kept with the request (docs/decisions/086).
  const price = await priceToKeep(service, now);
  // A service with a deposit is held for its checkout, and is a request once paid (decision 109).
  const deposit = depositOfBooking(service, price);
  if (deposit && checkoutMode() === "closed") throw new DomainError("paymentClosed");
  const draft: Booking = {
    id: crypto.randomUUID(),
    userId: customer.id,
    serviceType: input.serviceType,
    status: deposit ? "held" : "pending",
    bookingDate: input.bookingDate,
    bookingTime: input.bookingTime,
    message: input.message ?? null,
    language: lang,
    ...price,
    icsSequence: 0,
    reminderSentAt: null,
    durationHours,
    bufferHours: 0,
    undoMailId: null,
    undoUntil: null,
    guestEmail: null,
    guestName: null,
    guestPhone: null,
    createdAt: now,
    updatedAt: now,
  };
  const mails = bookingEmails("received", draft, customer, service?.name);
  try {
    return await db.transaction(async (tx) => {
      // The account's row first, then the day's lock: a block made at the same moment cannot
      // slip in between the check and the insert (docs/decisions/033).
      const account = tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, customer.id))
        .for("no key update");
      await tx
        .with(tx.$with("account").as(account))
        .select({ locked: dayLock(input.bookingDate) })
        .from(sql`account`);
      // Read after the locks, so it sees every booking and block committed before them.
      const [state] = await tx
        .select({
          open: tx.$count(
            bookings,
            and(
              eq(bookings.userId, customer.id),
              // Held bookings count too: unpaid holds may not keep a calendar's hours.
              inArray(bookings.status, ["pending", "held"]),
              gte(bookings.bookingDate, businessToday(now)),
            ),
          ),
          storedRules: sql<unknown>`(${tx
            .select({ value: siteSettings.value })
            .from(siteSettings)
            .where(eq(siteSettings.section, "bookingRules"))})`,
          blocked: sql<boolean>`exists (${tx
            .select({ id: bookingBlocks.id })
            .from(bookingBlocks)
            .where(slotsBlocks(input.bookingDate, held))})`,
        })
        .from(users)
        .where(eq(users.id, customer.id));
      let currentRules = rules;
      if (!currentRules) {
        // node-postgres and PGlite both parse jsonb; a string here would be a driver's raw text.
        const stored = state?.storedRules;
        const value = typeof stored === "string" ? (JSON.parse(stored) as unknown) : stored;
        currentRules = storedSection("bookingRules", value);
        assertBookable(input, currentRules, now, durationHours);
      }
      if ((state?.open ?? 0) >= limits.maxOpen)
        throw new DomainError("tooManyOpenBookings", undefined, {
          values: { max: limits.maxOpen },
        });
      if (state?.blocked) throw new DomainError("slotTaken");
      const values = {
        id: draft.id,
        userId: customer.id,
        serviceType: input.serviceType,
        status: draft.status,
        bookingDate: input.bookingDate,
        bookingTime: input.bookingTime,
        message: input.message,
        language: lang,
        ...price,
        durationHours,
        // The buffer as the owner has it now; a later change leaves this booking's alone.
        bufferHours: bufferHoursOf(currentRules),
      };
      if (deposit) {
        // No mails yet: the payment makes it a request (settlePayment sends them).
        const [held] = await tx.insert(bookings).values(values).returning();
        const depositOrder = await insertDepositOrder(
          tx,
          held!,
          deposit,
          { email: customer.email, lang },
          now,
        );
        return { ...held!, depositOrder };
      }
      // The booking and its mails in one statement.
      const queued = tx
        .$with("queued")
        .as(tx.insert(emailOutbox).values(mails.map(outboxRow)).returning({ id: emailOutbox.id }));
      const [booking] = await tx.with(queued).insert(bookings).values(values).returning();
      return booking!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("slotTaken");
    throw error;
  }
}

/** The deposit a booking of `service` pays, from the price kept with it; undefined for none. */
function depositOfBooking(
  service: ServiceRow | undefined,
  price: Awaited<ReturnType<typeof priceToKeep>>,
): DepositCharge | undefined {
  if (!service) return undefined;
  const amount = depositCents(
    depositOf(service),
    price.priceCampaignAmount ?? price.priceAmount ?? service.amount,
  );
  return amount > 0
    ? { amount, currency: service.currency, vatRateBp: service.vatRateBp }
    : undefined;
}

/** The customer's own bookings, earliest first (spec section 7). */
export async function listBookings(db: Database, userId: string): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Cancels the customer's own pending booking in one conditional update. Another customer's
 * booking is "not found", never "forbidden": its existence is not revealed.
 */
export async function cancelBooking(
  db: Database,
  user: SessionUser,
  bookingId: string,
  now: Date = clockNow(),
): Promise<Booking> {
  if (!uuidPattern.test(bookingId)) throw new DomainError("notFound");
  const { bookingRules } = await loadSettings(db);
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.userId, user.id),
          eq(bookings.status, "pending"),
        ),
      )
      .returning();
    if (cancelled) {
      // A deposit is paid back before the cut-off and kept after it (decision 109).
      if (now.getTime() < changeDeadline(cancelled, bookingRules).getTime())
        await queueDepositRefund(tx, cancelled.id);
      await queueBookingEmails(tx as unknown as Database, "cancelled", cancelled, user);
      return cancelled;
    }
    const [own] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, user.id)));
    throw new DomainError(own ? "notPending" : "notFound");
  });
}

export type Slot = { date: string; time: string; available: boolean };

/**
 * Every slot of the booking rules' hours from..to (inclusive). A slot is available when a
 * booking of `durationHours` starting there could be made: every hour it and its buffer would
 * hold is free of other bookings and their buffers, its own hours are not blocked and end
 * within the day, and the rules allow it (docs/decisions/037, 103). A closed weekday, a day
 * beyond the horizon or a slot within the minimum notice has all its hours unavailable.
 */
export async function availability(
  db: Database,
  from: string,
  to: string,
  now = clockNow(),
  rules?: BookingRules,
  durationHours = 1,
): Promise<Slot[]> {
  const bookingRules = rules ?? (await loadSettings(db)).bookingRules;
  const times = slotTimes(bookingRules);
  const taken = await db
    .select({ date: bookingHours.slotDate, time: bookingHours.slotTime })
    .from(bookingHours)
    .where(and(gte(bookingHours.slotDate, from), lte(bookingHours.slotDate, to)));
  const takenKeys = new Set(taken.map((slot) => `${slot.date} ${slot.time}`));
  const isBlocked = await blockedSlots(db, from, to);
  const span: BookingSpan = { durationHours, bufferHours: bufferHoursOf(bookingRules) };
  const slots: Slot[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const time of times) {
      const { held, buffer } = spanHours(time, span);
      slots.push({
        date,
        time,
        available:
          !slotRefusal(bookingRules, date, time, now, durationHours) &&
          held.every((hour) => !takenKeys.has(`${date} ${hour}`) && !isBlocked(date, hour)) &&
          buffer.every((hour) => !takenKeys.has(`${date} ${hour}`)),
      });
    }
  }
  return slots;
}

/** What a customer may see of a booking (no internal columns). */
export type PublicBooking = ReturnType<typeof publicBooking>;

/** `serviceName`: the catalogue's name of the service, where the caller looked it up. */
export function publicBooking(booking: Booking, serviceName?: string) {
  const price = keptPrice(booking);
  return {
    id: booking.id,
    serviceType: booking.serviceType,
    ...(serviceName && { serviceName }),
    // The price the customer was shown when asking (docs/decisions/086).
    ...(price && { price }),
    status: booking.status,
    bookingDate: booking.bookingDate,
    bookingTime: booking.bookingTime,
    message: booking.message,
    createdAt: booking.createdAt.toISOString(),
  };
}
