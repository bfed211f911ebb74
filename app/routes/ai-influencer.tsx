import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function AiInfluencerPage() {
  const { t } = useTranslation("aiInfluencer");
  return (
    <>
      <PageSeo ns="aiInfluencer" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
