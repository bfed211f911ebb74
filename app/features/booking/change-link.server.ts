import crypto from "node:crypto";
import { config } from "~/config.server";
import { authSecret } from "~/features/auth/auth.server";
import { isLanguage, localizePath } from "~/i18n/languages";

// The link in a booking's mails that lets its customer move or cancel it without signing in
// (decision 104): the booking's id and an HMAC of it under the site's secret. Nothing is
// stored; a link for one booking opens no other, and rotating the secret retires every link.

const keyPattern = /^[A-Za-z0-9_-]{43}$/;

/** The key of a booking's change link. */
export function changeKey(bookingId: string): string {
  return crypto
    .createHmac("sha256", authSecret())
    .update(`booking-change:${bookingId}`)
    .digest("base64url");
}

/** Whether `key` opens the booking, compared in constant time. */
export function isChangeKey(bookingId: string, key: unknown): boolean {
  if (typeof key !== "string" || !keyPattern.test(key)) return false;
  return crypto.timingSafeEqual(Buffer.from(key), Buffer.from(changeKey(bookingId)));
}

/** The page's path in a language, with the key: for the account page's links. */
export function changePath(booking: { id: string }, language: string): string {
  const lang = isLanguage(language) ? language : "sv";
  return `${localizePath(`/bookings/${booking.id}/change`, lang)}?key=${changeKey(booking.id)}`;
}

/** The absolute link, for mails, in the booking's language. */
export function changeUrl(booking: { id: string; language: string }): string {
  return config().publicUrl + changePath(booking, booking.language);
}
