import { LoaderCircle, ShoppingCart } from "lucide-react";
import { useActionData } from "react-router";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/components/ui/button";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatCents } from "~/lib/format";
import type { GalleryPricing } from "../pricing";
import { pluralOf, selectionPrice, type GalleryOffer } from "./gallery-offer";
import { ImmediateDeliveryBox } from "~/features/shop/immediate-delivery-box";

export type BuyIntent = "selected" | "whole";

type Props = {
  offer: GalleryOffer;
  pricing: GalleryPricing;
  photoCount: number;
  pickedCount: number;
  /** The purchase under way, if any: its button shows it, both wait. */
  pending: BuyIntent | null;
  testMode: boolean;
  onClear: () => void;
};

/**
 * The bar under the photos, kept in view once photos are picked: what is picked and what it costs,
 * computed as the checkout will (photosAmount), and the two ways to buy. Its buttons submit the
 * page's form, so without scripts they post the ticked photos to the page's action.
 */
export function PickSummary({
  offer,
  pricing,
  photoCount,
  pickedCount,
  pending,
  testMode,
  onClear,
}: Props) {
  const { t } = useTranslation("gallery");
  const { t: tc } = useTranslation();
  const { t: ts } = useTranslation("shop");
  const lang = useLanguage();
  const money = (cents: number) => formatCents(cents, lang);
  const { amount, saving } = selectionPrice(pickedCount, photoCount, pricing);
  const capped = saving > 0 && offer.whole !== null;
  const canPickPhotos = offer.perPhoto !== null;

  const buyButton = (intent: BuyIntent, label: React.ReactNode, primary: boolean) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={pending !== null}
      aria-busy={pending === intent}
      className={buttonClass(primary ? "primary" : "secondary", "px-4 py-2.5 sm:px-5 sm:py-3")}
    >
      {pending === intent ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <ShoppingCart className="hidden size-4 sm:block" aria-hidden="true" />
      )}
      {pending === intent ? tc("actions.processing") : label}
    </button>
  );
  const whole = offer.whole === null ? "" : money(offer.whole);
  // The server's refusal of a purchase without the consent (a page posted without scripts).
  const posted = useActionData<{ detail?: string } | undefined>();

  // On a phone: what is picked on one line (with room on the right for the chat button, which
  // stays above everything), the two buttons under it, the whole gallery's with a short label.
  return (
    <div
      aria-label={t("summary.label")}
      role="region"
      // In its place after the photos until one is picked, then kept in view at the bottom: a
      // first screen has nothing over its photos (the checkbox's state decides, so it works
      // without scripts too).
      className="relative bottom-0 z-30 mt-6 border-t border-line bg-ink/95 py-2.5 backdrop-blur group-has-[:checked]/buy:sticky sm:py-3"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:pr-24">
        <div className="flex w-full min-w-0 items-start justify-between gap-3 pr-16 sm:w-auto sm:pr-0">
          <div role="status" className="min-w-0 text-sm sm:text-base" data-testid="pick-summary">
            {canPickPhotos && (
              <p className="font-semibold text-snow">
                {pickedCount === 0 || amount === null
                  ? t("summary.none")
                  : t(`summary.selected.${pluralOf(pickedCount)}`, {
                      count: pickedCount,
                      amount: money(amount),
                    })}
              </p>
            )}
            {capped && (
              <p className="text-ember sm:text-sm">
                {t("summary.cap", { whole, saving: money(saving) })}
              </p>
            )}
            {testMode && <p className="text-ember sm:text-sm">{ts("purchase.testMode")}</p>}
          </div>
          {pickedCount > 0 && (
            <button
              type="button"
              onClick={onClear}
              className="shrink-0 rounded-full py-0.5 text-sm font-semibold text-mist hover:text-aurora sm:hidden"
            >
              {t("summary.clear")}
            </button>
          )}
        </div>
        <ImmediateDeliveryBox
          error={posted?.detail}
          className="w-full text-sm sm:order-last sm:pr-0"
        />
        <div className="flex flex-wrap items-center gap-2 pr-16 sm:pr-0">
          {pickedCount > 0 && (
            <button
              type="button"
              onClick={onClear}
              className="hidden rounded-full px-3 py-2 text-sm font-semibold text-mist hover:text-aurora sm:inline-flex"
            >
              {t("summary.clear")}
            </button>
          )}
          {canPickPhotos && buyButton("selected", t("summary.buySelected"), !capped)}
          {offer.whole !== null &&
            buyButton(
              "whole",
              <>
                <span className="sm:hidden">{t("summary.buyWholeShort", { amount: whole })}</span>
                <span className="hidden sm:inline">{t("summary.buyWhole", { amount: whole })}</span>
              </>,
              capped || !canPickPhotos,
            )}
        </div>
      </div>
    </div>
  );
}
