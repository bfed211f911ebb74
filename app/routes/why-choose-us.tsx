import { useTranslation } from "~/i18n/react";
import { ContactCta } from "~/components/ui/contact-cta";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { ReasonSection } from "~/features/why-choose-us/reason-section";
import { reasonSections } from "~/features/why-choose-us/reasons";
import { SectionNav } from "~/features/why-choose-us/section-nav";
import { PageSeo } from "~/seo/seo";
import { pageServices } from "~/features/catalogue/page-services.server";
import { sportsFigures } from "~/features/sports-contracts/sports-figures";
import type { Route } from "./+types/why-choose-us";

export async function loader({ request }: Route.LoaderArgs) {
  return { figures: sportsFigures(await pageServices(request, ["sports"])) };
}

export default function WhyChooseUsPage({ loaderData }: Route.ComponentProps) {
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
        <ReasonSection
          key={section.key}
          section={section}
          index={index}
          figures={loaderData.figures}
        />
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
