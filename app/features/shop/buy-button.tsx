import { useEffect } from "react";
import { LoaderCircle, ShoppingCart } from "lucide-react";
import { useActionData } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";
import type { Product } from "~/content/products";
import { isFormFailure } from "~/lib/forms/form-result";
import { ImmediateDeliveryBox } from "./immediate-delivery-box";
import { isDigitalContent } from "./immediate-delivery";
import { TermsNote } from "~/features/legal/legal-link";
import { PaymentClosedNote } from "./payment-closed-note";
import { beginPurchase, endPurchase, usePurchasePending } from "./pending-purchases";
import { usePaymentNote } from "./use-shop-product";

type Props = {
  product: Product;
  /** The product's name as shown on the page; sent with the request. */
  productName: string;
  /** Defaults to the shared "Buy now". */
  label?: string;
  variant?: "primary" | "secondary";
  className?: string;
};

/**
 * A product's buy button with the spec's states (section 4): idle; processing, disabled with the
 * processing label, for this product only. It is a plain form posted to the page's action
 * (`buyAction`), which answers 303 to the payment page: the browser goes there from the click
 * itself, with or without scripts, so no popup blocker or iPhone stops it (docs/decisions/097).
 * Digital content asks for the consent to immediate delivery first.
 */
export function BuyButton({ product, productName, label, variant = "primary", className }: Props) {
  const { t } = useTranslation("shop");
  const { t: tc } = useTranslation();
  const processing = usePurchasePending(product.priceId);
  const paymentNote = usePaymentNote();
  const posted = useActionData();
  const refused =
    isFormFailure(posted) && posted.values.priceId === product.priceId ? posted.detail : undefined;

  useEffect(() => {
    // Back from the payment page, the browser may show this page as it was left: busy.
    const reset = (event: PageTransitionEvent) => event.persisted && endPurchase(product.priceId);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, [product.priceId]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    // The browser posts the form itself; a second click while it does is ignored.
    if (!beginPurchase(product.priceId)) event.preventDefault();
  }

  // Rendered on the server, so a visitor without scripts reads it too.
  if (paymentNote === "closed") return <PaymentClosedNote className={className} />;

  if (!product.active)
    return (
      <Button variant={variant} className={className} disabled>
        {t("purchase.unavailable")}
      </Button>
    );

  return (
    <form method="post" onSubmit={submit} className={className}>
      <input type="hidden" name="priceId" value={product.priceId} />
      {product.productType ? (
        <input type="hidden" name="productType" value={product.productType} />
      ) : (
        <input type="hidden" name="productName" value={productName} />
      )}
      {isDigitalContent(product.category) && (
        <ImmediateDeliveryBox error={refused} className="mb-3 text-left text-sm" />
      )}
      <Button
        type="submit"
        variant={variant}
        className="w-full"
        disabled={processing}
        aria-busy={processing}
      >
        {processing ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <ShoppingCart className="size-4" aria-hidden="true" />
        )}
        {processing ? tc("actions.processing") : (label ?? tc("actions.buy"))}
      </Button>
      {paymentNote === "test" && (
        <p className="mt-2 text-sm text-ember">{t("purchase.testMode")}</p>
      )}
      {/* Digital content's consent box carries the terms link itself. */}
      {!isDigitalContent(product.category) && <TermsNote />}
    </form>
  );
}
