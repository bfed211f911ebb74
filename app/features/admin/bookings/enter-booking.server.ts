import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { bookingBlocks, bookings, profiles, user } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { isUniqueViolation } from "~/features/api/unique-violation";
import {
  bookingCalendarAttachment,
  bookingMailDetails,
} from "~/features/booking/booking-mail.server";
import type { Booking } from "~/features/booking/booking.server";
import { priceToKeep } from "~/features/booking/booking-services.server";
import { bufferHoursOf, durationHoursOf, spanHours } from "~/features/booking/booking-span";
import type { BookingRules } from "~/features/booking/slots";
import type { ServiceRow } from "~/features/catalogue/service-view";
import { bookingEnteredCustomer } from "~/features/mail/owner-booking-mails.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { localizePath } from "~/i18n/languages";
import { lockDay, slotsBlocks } from "../blocks/slot-guard.server";
import { recordAdminAction, type AdminActor } from "../audit.server";
import type { EnterBookingInput } from "./admin-bookings.schema";
import { toAdminBooking, type AdminBooking } from "./admin-bookings.server";
import { assertOwnerSlot } from "./booking-changes.server";

// A booking the owner enters for a customer who phoned (decision 103). With an account for the
// address it is that account's; without one it keeps the name, address and phone the owner took
// down, the customer is invited to make an account, and the account they make with that address
// takes the booking over once the address is confirmed (booking/claim-entered-bookings).

/**
 * Enters a confirmed booking: the owner agreed the time on the phone. Refused like a move: a
 * time that has begun or runs past the day, a blocked hour, an hour another booking holds. The
 * customer gets a mail in their language with the calendar file (and the invitation).
 */
export async function enterBooking(
  db: Database,
  actor: AdminActor,
  input: EnterBookingInput,
  options: { now: Date; rules: BookingRules; service: ServiceRow | undefined },
): Promise<AdminBooking> {
  const durationHours = durationHoursOf(options.service?.durationMinutes);
  const target = { date: input.bookingDate, time: input.bookingTime };
  assertOwnerSlot(options.rules, target, durationHours, options.now);
  const price = await priceToKeep(options.service, options.now);
  try {
    return await db.transaction(async (tx) => {
      await lockDay(tx, input.bookingDate);
      const { held } = spanHours(input.bookingTime, { durationHours, bufferHours: 0 });
      const [blocked] = await tx
        .select({ id: bookingBlocks.id })
        .from(bookingBlocks)
        .where(slotsBlocks(input.bookingDate, held))
        .limit(1);
      if (blocked) throw new DomainError("slotBlocked");
      const [account] = await tx
        .select({
          id: user.id,
          name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
          email: user.email,
          phone: profiles.phone,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        // A confirmed address only: an account someone made with another's address and never
        // confirmed must not see their booking. Confirming it later claims it.
        .where(and(sql`lower(${user.email}) = lower(${input.email})`, eq(user.emailVerified, true)))
        .limit(1);
      const [booking] = await tx
        .insert(bookings)
        .values({
          id: crypto.randomUUID(),
          userId: account?.id ?? null,
          ...(!account && {
            guestEmail: input.email,
            guestName: input.name,
            guestPhone: input.phone,
          }),
          serviceType: input.serviceType,
          status: "confirmed",
          bookingDate: input.bookingDate,
          bookingTime: input.bookingTime,
          message: input.message,
          language: input.language,
          ...price,
          durationHours,
          bufferHours: bufferHoursOf(options.rules),
        })
        .returning();
      const customer = account ?? { name: input.name, email: input.email, phone: input.phone };
      await queueEnteredMail(
        tx as unknown as Database,
        booking!,
        customer,
        !account,
        options.service,
      );
      await recordAdminAction(tx, {
        actor,
        action: "booking.enter",
        target: `booking:${booking!.id}`,
        after: { date: input.bookingDate, time: input.bookingTime, invited: !account },
      });
      return toAdminBooking({
        booking: booking!,
        ...customer,
        serviceName: options.service?.name ?? null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("slotTaken");
    throw error;
  }
}

async function queueEnteredMail(
  tx: Database,
  booking: Booking,
  customer: { name: string; email: string; phone: string | null },
  invite: boolean,
  service: ServiceRow | undefined,
) {
  const { language, details } = bookingMailDetails(booking, customer, service?.name);
  const signUpUrl = invite
    ? `${config().publicUrl}${localizePath("/auth", language)}?tab=signup`
    : null;
  await enqueueEmail(tx, {
    to: customer.email,
    ...bookingEnteredCustomer(details, signUpUrl),
    attachments: [
      bookingCalendarAttachment(booking, customer, "confirmed", service?.name).attachment,
    ],
  });
}
