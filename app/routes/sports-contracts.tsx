import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function SportsContractsPage() {
  const { t } = useTranslation("sportsContracts");
  return (
    <>
      <PageSeo ns="sportsContracts" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
