import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function SoftwareShopPage() {
  const { t } = useTranslation("shop");
  return (
    <>
      <PageSeo ns="shop" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
