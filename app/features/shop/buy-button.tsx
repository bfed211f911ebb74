import { LoaderCircle, ShoppingCart } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import type { Product } from "~/content/products";
import { beginPurchase, endPurchase, usePurchasePending } from "./pending-purchases";
import { startPurchase } from "./purchase";

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
 * processing label, for this product only; idle again after success or failure.
 */
export function BuyButton({ product, productName, label, variant = "primary", className }: Props) {
  const { t } = useTranslation("shop");
  const { t: tc } = useTranslation();
  const processing = usePurchasePending(product.priceId);
  const isWebsite = product.category === "websites";

  async function buy() {
    if (!beginPurchase(product.priceId)) return;
    try {
      const outcome = await startPurchase(product, productName);
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

  return (
    <Button
      variant={variant}
      className={className}
      disabled={processing}
      aria-busy={processing}
      onClick={buy}
    >
      {processing ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <ShoppingCart className="size-4" aria-hidden="true" />
      )}
      {processing ? tc("actions.processing") : (label ?? tc("actions.buy"))}
    </Button>
  );
}
