import { useShopProduct } from "./use-shop-product";
import { MessageCircle } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { images } from "~/content/media";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { BuyButton } from "./buy-button";
import { formatProductPrice } from "./product-price";
import { VatNote } from "~/features/catalogue/vat-note";
import { finnishGeneralVatBp } from "~/features/catalogue/price";

/** The ready-made travel-comparison website: picture, pitch, one-time price, buy and demo. */
export function WebsiteProduct() {
  const { t } = useTranslation("shop");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const product = useShopProduct("travelWebsite");
  const name = t("websites.product.name");
  return (
    <section aria-labelledby="website-product-heading" className="container-page py-20">
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl border border-line bg-ink-soft lg:grid-cols-2">
        <div className="aspect-video bg-ink-raised lg:aspect-auto lg:h-full">
          <ResponsiveImage
            image={images.travelSite}
            alt={t("websites.product.imageAlt")}
            sizes="(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw"
            className="h-full w-full object-cover"
          />
        </div>
        <div className="px-6 pb-10 sm:px-10 lg:py-12 lg:pl-0">
          <p className="text-sm font-semibold tracking-widest text-aurora uppercase">
            {t("websites.product.eyebrow")}
          </p>
          <h2 id="website-product-heading" className="mt-3 text-3xl font-bold sm:text-4xl">
            {name}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{t("websites.product.description")}</p>
          <p className="mt-6 flex items-baseline gap-2">
            <span className="text-4xl font-bold text-snow">
              {formatProductPrice(product, lang)}
            </span>
            <span>{t("websites.product.priceNote")}</span>
          </p>
          <VatNote
            rates={[product.vatRateBp ?? finnishGeneralVatBp]}
            className="mt-2 text-sm text-mist"
          />
          <div className="mt-8 flex flex-wrap gap-4">
            <BuyButton product={product} productName={name} />
            <ButtonLink to={lp("/#kontakt")} variant="secondary">
              <MessageCircle className="size-4" aria-hidden="true" />
              {t("websites.product.demo")}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
