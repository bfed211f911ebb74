import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function VideosPage() {
  const { t } = useTranslation("videos");
  return (
    <>
      <PageSeo ns="videos" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
