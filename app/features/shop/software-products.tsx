import { Check, Monitor, FileSpreadsheet } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLanguage } from "~/i18n/use-localized-path";
import { BuyButton } from "./buy-button";
import { formatProductPrice } from "./product-price";
import { useShopProducts } from "./use-shop-product";
import { VatNote } from "~/features/catalogue/vat-note";
import { finnishGeneralVatBp } from "~/features/catalogue/price";

const softwareProducts = [
  { key: "windows11", icon: Monitor },
  { key: "office2024", icon: FileSpreadsheet },
] as const;

const featureKeys = ["feature1", "feature2", "feature3"] as const;

/** The two licences on /shop/software, each with its price and its own buy button. */
export function SoftwareProducts() {
  const { t } = useTranslation("shop");
  const lang = useLanguage();
  const products = useShopProducts();
  return (
    <section
      aria-labelledby="software-products-heading"
      className="border-y border-line bg-ink-soft/50 py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="software-products-heading"
          title={t("software.products.title")}
          lead={t("software.products.lead")}
        />
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {softwareProducts.map(({ key, icon: Icon }) => {
            const product = products.find((candidate) => candidate.key === key)!;
            const name = t(`software.products.${key}.name`);
            return (
              <li
                key={key}
                className="flex flex-col rounded-2xl border border-line bg-ink-raised p-6 sm:p-8"
              >
                <Icon className="size-12 text-aurora" aria-hidden="true" />
                <h3 className="mt-5 text-2xl font-bold">{name}</h3>
                <p className="mt-3 leading-relaxed">{t(`software.products.${key}.description`)}</p>
                <ul className="mt-5 flex-1 space-y-2">
                  {featureKeys.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-1 size-4 shrink-0 text-aurora" aria-hidden="true" />
                      {t(`software.products.${key}.${feature}`)}
                    </li>
                  ))}
                </ul>
                <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
                  <p>
                    <span className="sr-only">{t("software.products.priceLabel")}: </span>
                    <span className="text-3xl font-bold text-snow">
                      {formatProductPrice(product, lang)}
                    </span>
                  </p>
                  <BuyButton product={product} productName={name} />
                </div>
              </li>
            );
          })}
        </ul>
        <VatNote
          rates={softwareProducts.map(
            ({ key }) =>
              products.find((candidate) => candidate.key === key)?.vatRateBp ?? finnishGeneralVatBp,
          )}
          className="mt-6 text-sm text-mist"
        />
      </div>
    </section>
  );
}
