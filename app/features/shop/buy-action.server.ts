import { redirect } from "react-router";
import { pageToReturnTo } from "~/features/admin/page-action.server";
import { DomainError } from "~/features/api/domain-error";
import { pageLanguage } from "~/i18n/request-language";
import { readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import { createPayment } from "./create-payment.server";

/**
 * A shop page's action: the buy button without scripts is a form posted here, which starts the
 * same checkout as /api/create-payment and sends the browser straight to it
 * (docs/decisions/022). A refusal comes back to the page as the purchase-failed message.
 */
export async function buyAction(request: Request): Promise<Response> {
  try {
    const form = await readForm(request);
    const { url } = await createPayment(
      request,
      async () => ({
        priceId: form.priceId,
        ...(form.productName && { productName: form.productName }),
        ...(form.productType && { productType: form.productType }),
      }),
      pageLanguage(request),
    );
    return redirect(url);
  } catch (error) {
    if (error instanceof Response) throw error;
    const closed = error instanceof DomainError && error.code === "paymentClosed";
    return redirectWithFlash(pageToReturnTo(request), closed ? "paymentClosed" : "purchaseFailed");
  }
}
