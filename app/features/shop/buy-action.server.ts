import { redirect } from "react-router";
import { pageToReturnTo } from "~/features/admin/page-action.server";
import { DomainError } from "~/features/api/domain-error";
import { pageLanguage } from "~/i18n/request-language";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import { createPayment } from "./create-payment.server";
import { immediateDeliveryField } from "./immediate-delivery";

/** The buy form's intent: a refusal answered with the page names it. */
export const buyIntent = "buy";

/**
 * A shop page's action: the buy button is a form posted here, with or without scripts, which
 * starts the same checkout as /api/create-payment and answers 303 to it, so the browser opens
 * the payment page from the click itself (a tab opened after an awaited answer is blocked on
 * an iPhone; docs/decisions/022, 097). Without the digital-content consent the page comes back
 * with a 400 and says why; any other refusal comes back as the purchase-failed message.
 */
export async function buyAction(request: Request) {
  const lang = pageLanguage(request);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    const { url } = await createPayment(
      request,
      async () => ({
        priceId: form.priceId,
        ...(form.productName && { productName: form.productName }),
        ...(form.productType && { productType: form.productType }),
        [immediateDeliveryField]: form[immediateDeliveryField],
      }),
      lang,
    );
    return redirect(url, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof DomainError && error.code === "immediateDeliveryConsent")
      return formFailure(lang, buyIntent, error, { priceId: form.priceId ?? "" });
    const closed = error instanceof DomainError && error.code === "paymentClosed";
    return redirectWithFlash(pageToReturnTo(request), closed ? "paymentClosed" : "purchaseFailed");
  }
}
