import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { ReasonSection } from "~/features/why-choose-us/reason-section";
import { reasonSections } from "~/features/why-choose-us/reasons";
import { SectionNav } from "~/features/why-choose-us/section-nav";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { PageSeo } from "~/seo/seo";

export default function WhyChooseUsPage() {
  const { t } = useTranslation("whyChooseUs");
  const lp = useLocalizedPath();
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
      <section aria-labelledby="why-cta-heading" className="container-page py-24 text-center">
        <h2 id="why-cta-heading" className="text-3xl font-bold sm:text-4xl">
          {t("cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{t("cta.text")}</p>
        <ButtonLink to={lp("/#kontakt")} className="mt-8">
          {t("cta.button")}
        </ButtonLink>
      </section>
    </>
  );
}
