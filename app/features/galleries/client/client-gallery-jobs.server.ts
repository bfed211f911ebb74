import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries } from "~/db/schema";
import type { JobHandler } from "~/features/jobs/jobs.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { businessToday, now } from "~/lib/clock";
import { expiryReminderJob, reminderDay } from "./client-gallery-admin.server";
import { galleryReminderMail } from "./client-gallery-mails.server";

// The client galleries' background work (docs/decisions/101), run by the one job runner.

/**
 * The reminder a week before a client gallery closes: once (expiryReminderSentAt is claimed in
 * the transaction that queues the mail, so a job run twice after a crash sends one), and only
 * in its week. A job whose day has not come (the gallery was extended: the extension queued its
 * own) or has passed (closed, or unpublished meanwhile) does nothing. Nor does one for a gallery
 * whose "ready" mail went within that week: that mail gave the last day already.
 */
export async function sendExpiryReminder(db: Database, galleryId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gallery] = await tx
      .select()
      .from(galleries)
      .where(eq(galleries.id, galleryId))
      .for("update");
    if (
      !gallery ||
      gallery.kind !== "client" ||
      !gallery.publishedAt ||
      !gallery.expiresOn ||
      !gallery.customerEmail ||
      !gallery.accessKey ||
      gallery.expiryReminderSentAt
    )
      return false;
    const today = businessToday(now());
    const from = reminderDay(gallery.expiresOn);
    if (today < from || today > gallery.expiresOn) return false;
    if (gallery.readyMailSentAt && businessToday(gallery.readyMailSentAt) >= from) return false;
    const [claimed] = await tx
      .update(galleries)
      .set({ expiryReminderSentAt: now() })
      .where(and(eq(galleries.id, galleryId), isNull(galleries.expiryReminderSentAt)))
      .returning();
    if (!claimed) return false;
    await enqueueEmail(tx, {
      to: gallery.customerEmail,
      ...galleryReminderMail({ ...gallery, expiresOn: gallery.expiresOn }),
    });
    return true;
  });
}

export function clientGalleryJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [expiryReminderJob]: async (payload) => {
      if (typeof payload.galleryId !== "string") return;
      await sendExpiryReminder(db, payload.galleryId);
    },
  };
}
