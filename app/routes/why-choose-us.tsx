import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function WhyChooseUsPage() {
  const { t } = useTranslation("whyChooseUs");
  return (
    <>
      <PageSeo ns="whyChooseUs" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
