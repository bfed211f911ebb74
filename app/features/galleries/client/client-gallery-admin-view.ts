import type { Gallery } from "~/db/schema";
import { isLanguage, localizePath, type Language } from "~/i18n/languages";

// What the owner sees of a client gallery's own settings (docs/decisions/101). The PIN is not
// among them: only its hash is kept, so the editor can say "set" and offer to change it.

export type ClientGalleryAdminView = {
  customerEmail: string | null;
  bookingId: string | null;
  /** Has an account of the customer's been linked (by the booking)? */
  linkedAccount: boolean;
  language: Language;
  /** The private link's path and key, e.g. "/en/galleri/anna?key=…"; the page adds the origin. */
  privatePath: string | null;
  hasPin: boolean;
  selectionLimit: number | null;
  allowDownload: boolean;
  expiresOn: string | null;
  readyMailSentAt: string | null;
  expiryReminderSentAt: string | null;
  selectionSubmittedAt: string | null;
};

export function clientGalleryAdminView(gallery: Gallery): ClientGalleryAdminView | null {
  if (gallery.kind !== "client") return null;
  const language = isLanguage(gallery.language) ? gallery.language : "sv";
  return {
    customerEmail: gallery.customerEmail,
    bookingId: gallery.bookingId,
    linkedAccount: gallery.customerUserId !== null,
    language,
    privatePath: gallery.accessKey
      ? `${localizePath(`/galleri/${gallery.slug}`, language)}?key=${encodeURIComponent(gallery.accessKey)}`
      : null,
    hasPin: gallery.pinHash !== null,
    selectionLimit: gallery.selectionLimit,
    allowDownload: gallery.allowDownload,
    expiresOn: gallery.expiresOn,
    readyMailSentAt: gallery.readyMailSentAt?.toISOString() ?? null,
    expiryReminderSentAt: gallery.expiryReminderSentAt?.toISOString() ?? null,
    selectionSubmittedAt: gallery.selectionSubmittedAt?.toISOString() ?? null,
  };
}
