import { Pencil, Search, Smartphone, TrendingUp } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { FeatureCardGrid } from "~/components/ui/feature-card-grid";
import { WebsiteBenefits } from "~/features/shop/website-benefits";
import { WebsiteProduct } from "~/features/shop/website-product";
import { Seo } from "~/seo/seo";
import { buyAction } from "~/features/shop/buy-action.server";
import { shopPageProducts } from "~/features/shop/products.server";
import type { Route } from "./+types/shop.websites";

export function loader({ request }: Route.LoaderArgs) {
  return shopPageProducts(request);
}

export function action({ request }: Route.ActionArgs) {
  return buyAction(request);
}

export default function WebsitesShopPage() {
  const { t } = useTranslation("shop");
  return (
    <>
      <Seo
        title={t("websites.meta.title")}
        description={t("websites.meta.description")}
        keywords={t("websites.meta.keywords")}
        breadcrumbs={[{ name: t("breadcrumb.shop"), path: "/shop" }]}
      />
      <PageHero
        eyebrow={t("websites.hero.eyebrow")}
        title={t("websites.hero.title")}
        lead={t("websites.hero.lead")}
        image={images.shopWebsites}
      />
      <WebsiteProduct />
      <FeatureCardGrid
        id="website-features-heading"
        title={t("websites.features.title")}
        cards={[
          {
            key: "design",
            icon: Smartphone,
            title: t("websites.features.design.title"),
            text: t("websites.features.design.text"),
          },
          {
            key: "affiliate",
            icon: TrendingUp,
            title: t("websites.features.affiliate.title"),
            text: t("websites.features.affiliate.text"),
          },
          {
            key: "seo",
            icon: Search,
            title: t("websites.features.seo.title"),
            text: t("websites.features.seo.text"),
          },
          {
            key: "editing",
            icon: Pencil,
            title: t("websites.features.editing.title"),
            text: t("websites.features.editing.text"),
          },
        ]}
      />
      <WebsiteBenefits />
    </>
  );
}
