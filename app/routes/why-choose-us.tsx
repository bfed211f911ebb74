import { useTranslation } from "~/i18n/react";
import { ContactCta } from "~/components/ui/contact-cta";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { ReasonSection } from "~/features/why-choose-us/reason-section";
import { reasonSections } from "~/features/why-choose-us/reasons";
import { SectionNav } from "~/features/why-choose-us/section-nav";
import { PageSeo } from "~/seo/seo";

export default function WhyChooseUsPage() {
  const { t } = useTranslation("whyChooseUs");
  return (
    <>
      <PageSeo ns="whyChooseUs" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        image={images.whyChooseUs}
      />
      <SectionNav />
      {reasonSections.map((section, index) => (
        <ReasonSection key={section.key} section={section} index={index} />
      ))}
      <ContactCta
        id="why-cta-heading"
        title={t("cta.title")}
        text={t("cta.text")}
        button={t("cta.button")}
      />
    </>
  );
}
