import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, galleries } from "~/db/schema";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { serviceRow } from "~/features/catalogue/catalogue.server";
import type { JobHandler } from "~/features/jobs/jobs.server";
import { serviceLabel } from "~/features/mail/booking-mails.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { isLanguage } from "~/i18n/languages";
import { now } from "~/lib/clock";
import { reviewInvitationMail } from "./proofing-mails.server";

// The review invitation (docs/decisions/102): a job queued by the gallery's first download,
// due a day later. The mark and the mail are one transaction, and the mark is claimed only
// while it is empty, so a job run twice (after a crash, or queued twice) sends one mail.

/** Sends the invitation unless it went already; true when this call queued it. */
export async function sendReviewInvitation(db: Database, galleryId: string): Promise<boolean> {
  const sent = await db.transaction(async (tx) => {
    const [gallery] = await tx
      .update(galleries)
      .set({ reviewInviteSentAt: now() })
      .where(
        and(
          eq(galleries.id, galleryId),
          eq(galleries.kind, "client"),
          isNull(galleries.reviewInviteSentAt),
          isNotNull(galleries.customerEmail),
        ),
      )
      .returning();
    if (!gallery) return false;
    const language = isLanguage(gallery.language) ? gallery.language : "sv";
    const service = gallery.bookingId
      ? await bookedService(tx, gallery.bookingId, language)
      : undefined;
    await enqueueEmail(tx, {
      to: gallery.customerEmail!,
      ...reviewInvitationMail(language, service),
    });
    return true;
  });
  if (sent) kickMailer();
  return sent;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The booked service's name in the customer's language, as the booking mails name it. */
async function bookedService(tx: Tx, bookingId: string, language: "sv" | "fi" | "en") {
  const [booking] = await tx
    .select({ serviceType: bookings.serviceType })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const service = await serviceRow(tx as unknown as Database, booking.serviceType);
  return serviceLabel(booking.serviceType, language, service?.name);
}

export function proofingJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    "gallery.reviewInvitation": async (payload) => {
      if (typeof payload.galleryId !== "string") return;
      await sendReviewInvitation(db, payload.galleryId);
    },
  };
}
