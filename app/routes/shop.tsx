import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { CategoryCards } from "~/features/shop/category-cards";
import { ComingSoon } from "~/features/shop/coming-soon";
import { ShopContactBlock } from "~/features/shop/shop-contact-block";
import { PageSeo } from "~/seo/seo";

export default function ShopPage() {
  const { t } = useTranslation("shop");
  return (
    <>
      <PageSeo ns="shop" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("overview.hero.eyebrow")}
        title={t("overview.hero.title")}
        lead={t("overview.hero.lead")}
      />
      <CategoryCards />
      <ComingSoon />
      <ShopContactBlock
        id="shop-contact-heading"
        title={t("overview.contact.title")}
        text={t("overview.contact.text")}
        button={t("overview.contact.button")}
      />
    </>
  );
}
