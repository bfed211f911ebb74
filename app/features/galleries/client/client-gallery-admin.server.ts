import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, galleries, profiles, user, type Gallery } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { addDays } from "~/features/booking/slots";
import { enqueueJobs } from "~/features/jobs/jobs.server";
import { enqueueEmail, type Transaction } from "~/features/mail/outbox.server";
import { isLanguage } from "~/i18n/languages";
import { businessInstant } from "~/lib/business-time";
import { businessToday, now } from "~/lib/clock";
import { hashPin, newAccessKey } from "./access-secrets.server";
import { galleryReadyMail } from "./client-gallery-mails.server";
import type { ClientGalleryInput } from "./client-gallery.schema";

// The owner's side of a client gallery (docs/decisions/101): its customer, key, PIN, limit,
// download choice and expiry when it is made and changed, the "ready" mail when it is published,
// and the expiry reminder's job.

/** A client gallery is open this long unless the owner says otherwise. */
export const defaultOpenDays = 60;
/** The reminder goes this many days before the last day, at this hour (business time). */
export const reminderDaysBefore = 7;
const reminderTime = "10:00";

export const expiryReminderJob = "clientGallery.expiryReminder";

const fieldError = (field: string, key: string) =>
  new DomainError("validation", [{ field, message: `api:clientGalleries.${key}` }]);

/** The day the reminder goes, "YYYY-MM-DD". */
export function reminderDay(expiresOn: string): string {
  return addDays(expiresOn, -reminderDaysBefore);
}

/** The booking a gallery comes from: confirmed or completed, with its customer. */
export async function bookingForGallery(db: Database | Transaction, bookingId: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId))
    throw fieldError("bookingId", "bookingInvalid");
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      date: bookings.bookingDate,
      serviceType: bookings.serviceType,
      language: bookings.language,
      userId: bookings.userId,
      // A booking the owner entered for someone without an account has only its guest_*
      // columns (decision 103); its gallery goes to that address.
      email: sql<string>`coalesce(${user.email}, ${bookings.guestEmail})`,
      name: sql<string | null>`coalesce(${profiles.fullName}, ${bookings.guestName})`,
      accountName: user.name,
    })
    .from(bookings)
    .leftJoin(user, eq(user.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row || (row.status !== "confirmed" && row.status !== "completed"))
    throw fieldError("bookingId", "bookingInvalid");
  return row;
}

function checkExpiry(expiresOn: string, today: string) {
  if (expiresOn < today) throw fieldError("expiresOn", "expiresOnInvalid");
}

/** The columns of a new client gallery: its key, hashed PIN, customer and expiry. */
export async function newClientGalleryColumns(
  db: Database,
  input: ClientGalleryInput,
): Promise<Partial<typeof galleries.$inferInsert>> {
  const today = businessToday(now());
  const booking = input.bookingId ? await bookingForGallery(db, input.bookingId) : undefined;
  const expiresOn = input.expiresOn ?? addDays(today, defaultOpenDays);
  checkExpiry(expiresOn, today);
  const language = input.language ?? (isLanguage(booking?.language) ? booking.language : "sv");
  return {
    customerEmail: input.customerEmail ?? booking?.email.toLowerCase() ?? null,
    customerUserId: booking?.userId ?? null,
    bookingId: booking?.id ?? null,
    language,
    accessKey: newAccessKey(),
    pinHash: input.pin ? await hashPin(input.pin) : null,
    selectionLimit: input.selectionLimit ?? null,
    allowDownload: input.allowDownload ?? false,
    expiresOn,
  };
}

/** What the audit log says of a change: never the PIN, only that it was set or removed. */
function auditable(input: ClientGalleryInput) {
  const { pin, ...rest } = input;
  return { ...rest, ...(pin !== undefined && { pin: pin === null ? "removed" : "set" }) };
}

/**
 * Changes a client gallery's customer, PIN, limit, download choice or expiry. A later last day
 * re-arms the reminder when its day is still to come (an extension by a day or two after the
 * reminder went does not send a second one at once), and queues its job.
 */
export async function updateClientSettings(
  db: Database,
  actor: AdminActor,
  id: string,
  input: ClientGalleryInput,
): Promise<void> {
  const pinHash =
    input.pin === undefined ? undefined : input.pin === null ? null : await hashPin(input.pin);
  const today = businessToday(now());
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(galleries).where(eq(galleries.id, id)).for("update");
    if (!before) throw new DomainError("galleryNotFound");
    if (before.kind !== "client") throw fieldError("kind", "notAClientGallery");
    const booking = input.bookingId ? await bookingForGallery(tx, input.bookingId) : undefined;
    if (input.expiresOn !== undefined && input.expiresOn !== before.expiresOn)
      checkExpiry(input.expiresOn, today);
    const rearm =
      input.expiresOn !== undefined &&
      input.expiresOn !== before.expiresOn &&
      reminderDay(input.expiresOn) > today;
    await tx
      .update(galleries)
      .set({
        ...(input.customerEmail !== undefined && { customerEmail: input.customerEmail }),
        ...(booking && { bookingId: booking.id, customerUserId: booking.userId }),
        ...(pinHash !== undefined && { pinHash }),
        ...(input.selectionLimit !== undefined && { selectionLimit: input.selectionLimit }),
        ...(input.allowDownload !== undefined && { allowDownload: input.allowDownload }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.expiresOn !== undefined && { expiresOn: input.expiresOn }),
        ...(rearm && { expiryReminderSentAt: null }),
        updatedAt: now(),
      })
      .where(eq(galleries.id, id));
    await recordAdminAction(tx, {
      actor,
      action: "gallery.update",
      target: `gallery:${id}`,
      after: auditable(input),
    });
    if (rearm && before.publishedAt) await queueExpiryReminder(tx, id, input.expiresOn!);
  });
}

/** The private link again, for a new one: the old link and every unlock cookie stop working. */
export async function rotateAccessKey(
  db: Database | Transaction,
  id: string,
): Promise<Gallery | undefined> {
  const [row] = await db
    .update(galleries)
    .set({ accessKey: newAccessKey(), updatedAt: now() })
    .where(and(eq(galleries.id, id), eq(galleries.kind, "client")))
    .returning();
  return row;
}

/** The reminder's job, due at 10:00 on its day (at once when that has passed). */
export async function queueExpiryReminder(
  tx: Database | Transaction,
  id: string,
  expiresOn: string,
) {
  await enqueueJobs(tx, [
    {
      kind: expiryReminderJob,
      payload: { galleryId: id },
      runAt: businessInstant(reminderDay(expiresOn), reminderTime),
    },
  ]);
}

/**
 * In the transaction that publishes a client gallery: its one "ready" mail, claimed by setting
 * readyMailSentAt where it was unset (the row's lock makes a second, concurrent publish find it
 * set), or again when the owner ticked "send the mail again"; and the expiry reminder's job
 * with the first mail.
 */
export async function onClientGalleryPublished(
  tx: Transaction,
  gallery: Gallery,
  options: { sendMailAgain?: boolean } = {},
): Promise<boolean> {
  if (gallery.kind !== "client" || !gallery.customerEmail || !gallery.accessKey) return false;
  const [claimed] = await tx
    .update(galleries)
    .set({ readyMailSentAt: now() })
    .where(
      and(
        eq(galleries.id, gallery.id),
        options.sendMailAgain ? sql`true` : isNull(galleries.readyMailSentAt),
      ),
    )
    .returning();
  if (!claimed) return false;
  await enqueueEmail(tx, { to: claimed.customerEmail!, ...galleryReadyMail(claimed) });
  if (!gallery.readyMailSentAt && claimed.expiresOn)
    await queueExpiryReminder(tx, claimed.id, claimed.expiresOn);
  return true;
}
