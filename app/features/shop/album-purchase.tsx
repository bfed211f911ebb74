import { useShopProduct } from "./use-shop-product";
import { CircleCheck, Lock } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { BuyButton } from "./buy-button";
import { hockeyAlbum } from "./facts";
import { formatProductPrice } from "./product-price";
import { VatNote } from "~/features/catalogue/vat-note";
import { finnishGeneralVatBp } from "~/features/catalogue/price";

const includedKeys = ["images", "teams", "moments", "atmosphere", "files"] as const;

/** What the hockey album holds, beside its price and the page's second buy button. */
export function AlbumPurchase() {
  const { t } = useTranslation("shop");
  const lang = useLanguage();
  const product = useShopProduct("hockeyAlbum");
  return (
    <section className="container-page pb-24">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl border border-line bg-ink-soft p-6 sm:p-10">
          <h2 id="album-includes-heading" className="text-3xl font-bold">
            {t("hockeyAlbum.includes.title")}
          </h2>
          <ul className="mt-6 space-y-4">
            {includedKeys.map((key) => (
              <li key={key} className="flex items-start gap-3 text-lg">
                <CircleCheck className="mt-1 size-5 shrink-0 text-aurora" aria-hidden="true" />
                {t(`hockeyAlbum.includes.${key}`, { images: hockeyAlbum.minimumImages })}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-center justify-center rounded-2xl border border-aurora/50 bg-gradient-to-br from-ink-raised to-ink-soft p-6 text-center sm:p-10">
          <h2 id="album-price-heading" className="text-2xl font-bold">
            {t("hockeyAlbum.price.title")}
          </h2>
          <p className="mt-4 text-5xl font-bold text-snow">{formatProductPrice(product, lang)}</p>
          <p className="mt-3">{t("hockeyAlbum.price.text")}</p>
          <VatNote
            rates={[product.vatRateBp ?? finnishGeneralVatBp]}
            className="mt-2 text-sm text-mist"
          />
          <BuyButton
            product={product}
            productName={t("hockeyAlbum.title")}
            className="mt-8 w-full sm:w-auto"
          />
          <p className="mt-4 flex items-center gap-2 text-sm">
            <Lock className="size-4 text-aurora" aria-hidden="true" />
            {t("hockeyAlbum.price.note")}
          </p>
        </div>
      </div>
    </section>
  );
}
