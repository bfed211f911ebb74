import { BadgeCheck, Bot, Briefcase, CodeXml, CreditCard, LifeBuoy, Mail } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { localizePath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { useSite } from "~/lib/use-site";
import { softwareDeliveryHours } from "~/features/shop/facts";
import { FeatureCardGrid } from "~/components/ui/feature-card-grid";
import { ShopContactBlock } from "~/features/shop/shop-contact-block";
import { SoftwareProducts } from "~/features/shop/software-products";
import { softwareProductJsonLd } from "~/features/shop/software-structured-data";
import { Seo } from "~/seo/seo";
import { buyAction } from "~/features/shop/buy-action.server";
import { shopPageProducts } from "~/features/shop/products.server";
import { useShopProducts } from "~/features/shop/use-shop-product";
import type { Route } from "./+types/shop.software";

export function loader({ request }: Route.LoaderArgs) {
  return shopPageProducts(request);
}

export function action({ request }: Route.ActionArgs) {
  return buyAction(request);
}

export default function SoftwareShopPage() {
  const { t } = useTranslation("shop");
  const lang = useLanguage();
  const origin = useSite()?.publicUrl ?? "";
  const hours = softwareDeliveryHours;
  const software = useShopProducts().filter((product) => product.category === "software");
  const jsonLd = softwareProductJsonLd(
    origin,
    origin + localizePath("/shop/software", lang),
    {
      name: t("software.structuredData.name"),
      description: t("software.structuredData.description"),
    },
    software.map(({ amount, currency }) => ({ amount, currency })),
  );

  return (
    <>
      <Seo
        title={t("software.meta.title")}
        description={t("software.meta.description", { hours })}
        keywords={t("software.meta.keywords")}
        breadcrumbs={[{ name: t("breadcrumb.shop"), path: "/shop" }]}
        jsonLd={[jsonLd]}
      />
      <PageHero
        eyebrow={t("software.hero.eyebrow")}
        title={t("software.hero.title")}
        lead={t("software.hero.lead", { hours })}
        image={images.shopSoftware}
      />
      <FeatureCardGrid
        id="software-reasons-heading"
        title={t("software.reasons.title")}
        cards={[
          {
            key: "genuine",
            icon: BadgeCheck,
            title: t("software.reasons.genuine.title"),
            text: t("software.reasons.genuine.text"),
          },
          {
            key: "delivery",
            icon: Mail,
            title: t("software.reasons.delivery.title", { hours }),
            text: t("software.reasons.delivery.text"),
          },
          {
            key: "support",
            icon: LifeBuoy,
            title: t("software.reasons.support.title"),
            text: t("software.reasons.support.text"),
          },
          {
            key: "payment",
            icon: CreditCard,
            title: t("software.reasons.payment.title"),
            text: t("software.reasons.payment.text"),
          },
        ]}
      />
      <SoftwareProducts />
      <FeatureCardGrid
        id="software-upcoming-heading"
        title={t("software.upcoming.title")}
        lead={t("software.upcoming.lead")}
        badge={t("software.upcoming.badge")}
        columns={3}
        cards={[
          {
            key: "aiTools",
            icon: Bot,
            title: t("software.upcoming.aiTools.title"),
            text: t("software.upcoming.aiTools.text"),
          },
          {
            key: "business",
            icon: Briefcase,
            title: t("software.upcoming.business.title"),
            text: t("software.upcoming.business.text"),
          },
          {
            key: "devTools",
            icon: CodeXml,
            title: t("software.upcoming.devTools.title"),
            text: t("software.upcoming.devTools.text"),
          },
        ]}
      />
      <ShopContactBlock
        id="software-contact-heading"
        title={t("software.contact.title")}
        text={t("software.contact.text")}
        button={t("software.contact.button")}
      />
    </>
  );
}
