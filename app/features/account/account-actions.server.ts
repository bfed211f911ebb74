import { data, redirect } from "react-router";
import { now } from "~/lib/clock";
import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { authPathWithReturn } from "~/features/auth/return-to";
import { requireUser } from "~/features/auth/session.server";
import { cancelOwnBooking } from "~/features/booking/book.server";
import { localizePath, type Language } from "~/i18n/languages";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { deleteAccount } from "./account.server";

/**
 * The signed-in customer erases their account (the JSON API's DELETE /api/me and the page's
 * form): upcoming bookings are cancelled with the usual e-mails first.
 */
export async function eraseOwnAccount(request: Request): Promise<void> {
  const user = await requireUser(request);
  const { db } = await database();
  await deleteAccount(db, user, now());
  kickMailer();
}

/** The answer that asks for the deletion to be confirmed (a page posted without scripts). */
export type ConfirmDeletion = { intent: "delete-account"; confirmNeeded: true };

/**
 * The forms of My bookings: cancel a pending booking, erase the account. Without scripts the
 * account is only erased after a second, explicit "yes" (the dialog asks that with scripts).
 */
export async function bookingsPageAction(request: Request, lang: Language) {
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    if (form.intent === "cancel") {
      await cancelOwnBooking(request, form.bookingId ?? "");
      return redirectWithFlash(localizePath("/bookings", lang), "bookingCancelled");
    }
    if (form.intent === "delete-account") {
      if (form.confirm !== "yes")
        return data<ConfirmDeletion>({ intent: "delete-account", confirmNeeded: true });
      await eraseOwnAccount(request);
      // The sessions went with the account, so the browser's cookie signs nobody in any more.
      return redirectWithFlash(localizePath("/", lang), "accountDeleted");
    }
    throw new DomainError("invalidBody");
  } catch (error) {
    if (error instanceof DomainError && error.code === "unauthenticated") {
      const bookings = localizePath("/bookings", lang);
      throw redirect(authPathWithReturn(localizePath("/auth", lang), bookings));
    }
    return formFailure(lang, form.intent ?? "unknown", error, form);
  }
}
