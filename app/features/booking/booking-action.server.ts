import { redirect } from "react-router";
import { DomainError } from "~/features/api/domain-error";
import { authPathWithReturn } from "~/features/auth/return-to";
import { localizePath, type Language } from "~/i18n/languages";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import { requestBooking } from "./book.server";

/**
 * The booking form's action (home page, #kontakt). A visitor who is not signed in goes to the
 * sign-in page and comes back to the form; a refusal re-renders the form with its errors.
 */
export async function bookingFormAction(request: Request, lang: Language) {
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    if (form.intent !== "book") throw new DomainError("invalidBody");
    const booking = await requestBooking(request, async () => form, lang);
    // A deposit is paid first: 303 to the payment page, from the click itself (decision 109).
    if (booking.checkoutUrl) return redirect(booking.checkoutUrl, 303);
  } catch (error) {
    // A page posted without scripts goes to sign in; the calendar form handles the refusal.
    const documentPost = !new URL(request.url).pathname.endsWith(".data");
    if (documentPost && error instanceof DomainError && error.code === "unauthenticated") {
      const back = `${localizePath("/", lang)}#kontakt`;
      return redirectWithFlash(
        authPathWithReturn(localizePath("/auth", lang), back),
        "signInFirst",
      );
    }
    return formFailure(lang, "book", error, form);
  }
  return redirectWithFlash(`${localizePath("/", lang)}#kontakt`, "bookingCreated");
}
