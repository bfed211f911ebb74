import crypto from "node:crypto";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import { config } from "~/config.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { Database } from "~/db/client.server";
import { bookings, calendarFeeds, profiles, services, user } from "~/db/schema";
import { serviceOfBooking } from "~/features/booking/booking-services.server";
import { serviceLabel } from "~/features/mail/booking-mails.server";
import { bookingUid, helsinkiWallTimeToUtc } from "~/features/mail/ics.server";
import { ownerLanguage } from "~/features/mail/owner-mails.server";
import { serverT } from "~/i18n/translate.server";
import { businessToday } from "~/lib/clock";
import { recordAdminAction, type AdminActor } from "../audit.server";

// The owner's private calendar feed (docs/decisions/034): upcoming bookings as an iCalendar
// file, requests not yet answered marked tentative (decision 105), at a secret address, which a phone's calendar subscribes to. The secret is the
// only key, so the owner can replace it: the old address then answers 404.

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function feedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/** The feed's address, or null while the owner has not made one. */
export async function feedUrl(db: Database): Promise<string | null> {
  const [feed] = await db.select().from(calendarFeeds).limit(1);
  return feed ? config().publicUrl + feedPath(feed.token) : null;
}

/** A new secret for the feed (the first one, or instead of the old one), with its audit entry. */
export async function rotateFeed(db: Database, actor: AdminActor): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    const [old] = await tx.select({ id: calendarFeeds.id }).from(calendarFeeds).for("update");
    await tx
      .insert(calendarFeeds)
      .values({ id: "owner", token })
      .onConflictDoUpdate({ target: calendarFeeds.id, set: { token } });
    // The secret itself stays out of the log.
    await recordAdminAction(tx, {
      actor,
      action: "calendarFeed.rotate",
      target: "calendar-feed",
      before: { existed: Boolean(old) },
    });
  });
  return config().publicUrl + feedPath(token);
}

/** The feed for a file name "<secret>.ics", or null when it is not the current secret. */
export async function feedCalendar(db: Database, file: string, now: Date): Promise<string | null> {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  if (!tokenPattern.test(token)) return null;
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  // Compared again in constant time: the index lookup alone could leak by its timing.
  if (!feed || !crypto.timingSafeEqual(Buffer.from(feed.token), Buffer.from(token))) return null;

  const rows = await db
    .select({
      booking: bookings,
      // A booking entered for someone without an account has the details the owner took down.
      email: sql<string>`coalesce(${user.email}, ${bookings.guestEmail})`,
      name: sql<string | null>`coalesce(${profiles.fullName}, ${bookings.guestName})`,
      phone: sql<string | null>`coalesce(${profiles.phone}, ${bookings.guestPhone})`,
      serviceName: services.name,
    })
    .from(bookings)
    .leftJoin(user, eq(user.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(services, serviceOfBooking(bookings.serviceType))
    .where(
      and(
        inArray(bookings.status, ["pending", "confirmed"]),
        gte(bookings.bookingDate, businessToday(now)),
      ),
    )
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));

  const t = serverT(ownerLanguage);
  const { business } = currentSettings();
  const host = new URL(config().publicUrl).hostname;
  const calendar = ical({
    name: t("admin:calendarFeed.calendarName", { business: business.name }),
    prodId: { company: business.name, product: "Bookings feed", language: "SV" },
    timezone: null,
  });
  for (const { booking, email, name, phone, serviceName } of rows) {
    const start = helsinkiWallTimeToUtc(booking.bookingDate, booking.bookingTime);
    const customer = name ?? email;
    const pending = booking.status === "pending";
    const service = serviceLabel(booking.serviceType, ownerLanguage, serviceName);
    calendar.createEvent({
      id: bookingUid(booking.id, host),
      sequence: 1,
      stamp: now,
      start,
      end: new Date(start.getTime() + 60 * 60_000),
      // A request still waiting for an answer says so in its title too: not every calendar
      // shows TENTATIVE.
      summary: pending
        ? t("admin:calendarFeed.pendingSummary", { service, customer })
        : `${service} – ${customer}`,
      description: [email, phone, booking.message].filter(Boolean).join("\n"),
      status: pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString().replace(/(\r\n)?$/, "\r\n");
}
