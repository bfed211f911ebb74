import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function FreelancerPage() {
  const { t } = useTranslation("freelancer");
  return (
    <>
      <PageSeo ns="freelancer" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
