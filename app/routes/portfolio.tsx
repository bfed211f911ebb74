import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function PortfolioPage() {
  const { t } = useTranslation("portfolio");
  return (
    <>
      <PageSeo ns="portfolio" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
