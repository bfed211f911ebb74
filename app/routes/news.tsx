import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function NewsPage() {
  const { t } = useTranslation("news");
  return (
    <>
      <PageSeo ns="news" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
