import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function HomePage() {
  const { t } = useTranslation("home");
  return (
    <>
      <PageSeo ns="home" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
