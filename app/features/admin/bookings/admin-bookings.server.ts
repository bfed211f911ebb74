import { queueDepositRefund } from "~/features/shop/deposit-orders.server";
import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  bookings,
  orders,
  profiles,
  services,
  user,
  type BookingStatus,
  type ServiceText,
} from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { allServiceRows } from "~/features/catalogue/catalogue.server";
import { textIn, type ServiceRow } from "~/features/catalogue/service-view";
import type { Language } from "~/i18n/languages";
import type { Booking } from "~/features/booking/booking.server";
import { isSlotInFuture } from "~/features/booking/slots";
import { now } from "~/lib/clock";
import { serviceOfBooking } from "~/features/booking/booking-services.server";
import { recordAdminAction, type AdminActor } from "../audit.server";
import type { AdminBookingQuery, BookingTransition } from "./admin-bookings.schema";
import { confirmHoldSeconds, queueStatusEmail, withdrawHeldMail } from "./status-mail.server";
import { scheduleReminder } from "~/features/booking/reminders.server";
import { loadSettings } from "~/features/settings/settings-store.server";

/** A booking as the owner sees it: with the customer's name, e-mail and phone. */
export type AdminBooking = {
  id: string;
  status: BookingStatus;
  serviceType: string;
  /** The catalogue's name of the service, by its id or the legacy key mapped to it. */
  serviceName?: ServiceText;
  bookingDate: string;
  bookingTime: string;
  message: string | null;
  language: string;
  createdAt: string;
  customer: { name: string; email: string; phone: string | null };
  /** Entered by the owner for someone with no account yet: they were invited to make one. */
  invited: boolean;
  /** How many hourly slots it holds (decision 103). */
  durationHours: number;
  /** Until when the owner may still undo its confirmation (ISO), while they may. */
  undoUntil?: string;
  /**
   * How many seconds of that are left by the server's clock when the page was made: the page
   * counts down from it, so a phone whose clock is off still shows the right time.
   */
  undoSecondsLeft?: number;
};

/**
 * A booking with its customer: the account's, or for one the owner entered for someone without
 * an account, the details the owner took down (decision 103). Read with `customerJoins`.
 */
export const adminBookingColumns = {
  booking: bookings,
  name: sql<string>`coalesce(${profiles.fullName}, ${user.name}, ${bookings.guestName})`,
  email: sql<string>`coalesce(${user.email}, ${bookings.guestEmail})`,
  phone: sql<string | null>`coalesce(${profiles.phone}, ${bookings.guestPhone})`,
  serviceName: services.name,
};

export function toAdminBooking(
  row: {
    booking: Booking;
    name: string;
    email: string;
    phone: string | null;
    serviceName: ServiceText | null;
  },
  at: Date = now(),
): AdminBooking {
  const { booking } = row;
  // The undo is offered while it can still be done, and its time is counted from the server's.
  const undoSecondsLeft =
    booking.status === "confirmed" && booking.undoUntil
      ? Math.ceil((booking.undoUntil.getTime() - at.getTime()) / 1000)
      : 0;
  return {
    id: booking.id,
    status: booking.status,
    serviceType: booking.serviceType,
    ...(row.serviceName && { serviceName: row.serviceName }),
    bookingDate: booking.bookingDate,
    bookingTime: booking.bookingTime,
    message: booking.message,
    language: booking.language,
    createdAt: booking.createdAt.toISOString(),
    customer: { name: row.name, email: row.email, phone: row.phone },
    invited: booking.userId === null,
    durationHours: booking.durationHours,
    ...(undoSecondsLeft > 0 && {
      undoUntil: booking.undoUntil!.toISOString(),
      undoSecondsLeft,
    }),
  };
}

/**
 * A booking waiting for its deposit, or released unpaid, never was a request (decision 109):
 * the owner's lists and a customer's page leave it out.
 */
export const isABookingRequest = sql`(${bookings.status} <> 'held' and not exists (select 1 from ${orders} where ${orders.bookingId} = ${bookings.id} and ${orders.status} in ('pending', 'expired', 'cancelled', 'failed')))`;

/** Every booking that matches the filters, earliest slot first. */
export async function listAdminBookings(
  db: Database,
  query: AdminBookingQuery,
  limit = 500,
): Promise<AdminBooking[]> {
  const conditions: SQL[] = [isABookingRequest];
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.from) conditions.push(gte(bookings.bookingDate, query.from));
  if (query.to) conditions.push(lte(bookings.bookingDate, query.to));
  // A service's bookings include those made with the legacy key that maps to it.
  if (query.service)
    conditions.push(
      or(
        eq(bookings.serviceType, query.service),
        inArray(
          bookings.serviceType,
          db
            .select({ key: services.legacyKey })
            .from(services)
            .where(eq(services.id, query.service)),
        ),
      )!,
    );
  const rows = await db
    .select(adminBookingColumns)
    .from(bookings)
    .leftJoin(user, eq(user.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(services, serviceOfBooking(bookings.serviceType))
    .where(and(...conditions))
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime), asc(bookings.createdAt))
    .limit(limit);
  return rows.map((row) => toAdminBooking(row));
}

/** Which states each action starts from, and where it leads. */
const transitionRules: Record<
  BookingTransition,
  { from: readonly BookingStatus[]; to: BookingStatus; action: string }
> = {
  confirm: { from: ["pending"], to: "confirmed", action: "booking.confirm" },
  decline: { from: ["pending", "confirmed"], to: "declined", action: "booking.decline" },
  complete: { from: ["confirmed"], to: "completed", action: "booking.complete" },
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Confirms, declines or completes a booking: the row is locked, its state checked, changed, the
 * customer's mail queued and the audit entry written, all in one transaction. A booking in
 * another state is a 409 (two tabs, or the customer cancelled meanwhile).
 */
export async function transitionBooking(
  db: Database,
  actor: AdminActor,
  bookingId: string,
  transition: BookingTransition,
  options: { message?: string | null; now: Date },
): Promise<AdminBooking> {
  if (!uuidPattern.test(bookingId)) throw new DomainError("notFound");
  const rule = transitionRules[transition];
  // Read before the transaction: on PGlite a read outside it would wait for it forever.
  const rules = (await loadSettings(db)).bookingRules;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(adminBookingColumns)
      .from(bookings)
      .leftJoin(user, eq(user.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .leftJoin(services, serviceOfBooking(bookings.serviceType))
      .where(eq(bookings.id, bookingId))
      .for("update", { of: bookings });
    if (!row) throw new DomainError("notFound");
    const before = row.booking;
    if (!rule.from.includes(before.status)) throw new DomainError("wrongBookingState");
    if (
      transition === "complete" &&
      isSlotInFuture(before.bookingDate, before.bookingTime, options.now)
    )
      throw new DomainError("notYetHappened");
    const [after] = await tx
      .update(bookings)
      .set({ status: rule.to, updatedAt: sql`now()` })
      .where(eq(bookings.id, bookingId))
      .returning();
    // A declined booking's deposit is paid back (decision 109).
    if (rule.to === "declined") await queueDepositRefund(tx, bookingId);
    const customer = { name: row.name, email: row.email, phone: row.phone };
    const message = transition === "complete" ? null : (options.message ?? null);
    // A confirmation still held is withdrawn: the decline's mail says what holds now.
    if (before.undoMailId) await withdrawHeldMail(tx as unknown as Database, before.undoMailId);
    let held: Partial<Booking> = { undoMailId: null, undoUntil: null };
    if (rule.to === "confirmed" || rule.to === "declined") {
      const mailId = await queueStatusEmail(
        tx as unknown as Database,
        rule.to,
        after!,
        customer,
        message,
      );
      // The owner may undo a confirmation while its mail is held (decision 103).
      if (rule.to === "confirmed" && confirmHoldSeconds() > 0)
        held = {
          undoMailId: mailId,
          undoUntil: new Date(options.now.getTime() + confirmHoldSeconds() * 1000),
        };
    }
    const [changed] = await tx
      .update(bookings)
      .set(held)
      .where(eq(bookings.id, bookingId))
      .returning();
    // The reminder before the session (decision 104); a decline or an undo leaves a queued one
    // stale, and its handler sends nothing.
    if (rule.to === "confirmed") await scheduleReminder(tx, changed!, rules);
    await recordAdminAction(tx, {
      actor,
      action: rule.action,
      target: `booking:${bookingId}`,
      before: { status: before.status },
      after: { status: rule.to, ...(message && { message }) },
    });
    return toAdminBooking({ ...row, booking: changed! }, options.now);
  });
}

/** A service the owner can filter bookings by; `name` in the page's language, where known. */
export type ServiceFilterOption = { id: string; name?: string };

/**
 * The booking filter's services: the catalogue's bookable ones in the owner's order, then any
 * other a booking names (a hidden service, an unmapped legacy key). A legacy key that maps to a
 * service is that service.
 */
export async function serviceFilterOptions(
  db: Database,
  lang: Language,
): Promise<ServiceFilterOption[]> {
  const [rows, used] = await Promise.all([
    allServiceRows(db),
    db.selectDistinct({ serviceType: bookings.serviceType }).from(bookings),
  ]);
  const byKey = new Map(
    rows.flatMap((row) => [[row.id, row] as const, [row.legacyKey, row] as const]),
  );
  const shown = rows.filter((row) => row.bookable && !row.hidden);
  for (const { serviceType } of used) {
    const row = byKey.get(serviceType);
    if (!shown.some((service) => service.id === (row?.id ?? serviceType)))
      shown.push(row ?? ({ id: serviceType } as ServiceRow));
  }
  return shown.map((row) => ({
    id: row.id,
    ...(row.name && { name: textIn(row.name, lang).text }),
  }));
}
