import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/ui/page-hero";
import { PageSeo } from "~/seo/seo";

export default function TestimonialsPage() {
  const { t } = useTranslation("testimonials");
  return (
    <>
      <PageSeo ns="testimonials" />
      <PageHero title={t("meta.title")} />
    </>
  );
}
