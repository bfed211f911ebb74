import { LoaderCircle, ShoppingCart } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import type { Product } from "~/content/products";
import { useLanguage } from "~/i18n/use-localized-path";
import { TermsNote } from "~/features/legal/legal-link";
import { PaymentClosedNote } from "./payment-closed-note";
import { beginPurchase, endPurchase, usePurchasePending } from "./pending-purchases";
import { startPurchase } from "./purchase";
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
 * processing label, for this product only; idle again after success or failure. It is a form
 * posted to the page's action (`buyAction`), which sends the browser to the checkout without
 * scripts; with scripts the payment page opens in a new tab instead (docs/decisions/022).
 */
export function BuyButton({ product, productName, label, variant = "primary", className }: Props) {
  const { t } = useTranslation("shop");
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const processing = usePurchasePending(product.priceId);
  const isWebsite = product.category === "websites";
  const paymentNote = usePaymentNote();

  async function buy(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!beginPurchase(product.priceId)) return;
    try {
      const outcome = await startPurchase(product, productName, lang);
      // The spec's texts differ per page: the website page has its own (section 8).
      if (outcome.kind === "redirected") {
        if (isWebsite)
          toast.success(t("purchase.websiteSuccessTitle"), {
            description: t("purchase.websiteSuccessText"),
          });
      } else if (isWebsite) {
        toast.error(t("purchase.websiteErrorTitle"), {
          description: t("purchase.websiteErrorText"),
        });
      } else {
        toast.error(t("purchase.errorTitle"), { description: t("purchase.errorText") });
      }
    } finally {
      endPurchase(product.priceId);
    }
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
    <form method="post" onSubmit={buy} className={className}>
      <input type="hidden" name="priceId" value={product.priceId} />
      {product.productType ? (
        <input type="hidden" name="productType" value={product.productType} />
      ) : (
        <input type="hidden" name="productName" value={productName} />
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
      <TermsNote />
    </form>
  );
}
