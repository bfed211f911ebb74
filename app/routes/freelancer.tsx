import { ArrowDown } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { ApplySection } from "~/features/freelancer/apply-section";
import { submitApplication } from "~/features/freelancer/applications.server";
import { submissionFormAction } from "~/features/submissions/submission-action.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/request-language";
import { FreelancerBenefits } from "~/features/freelancer/freelancer-benefits";
import { FreelancerRoles } from "~/features/freelancer/freelancer-roles";
import { NordicWelcome } from "~/features/freelancer/nordic-welcome";
import { PageSeo } from "~/seo/seo";
import type { Route } from "./+types/freelancer";

/** The application form (#ansok) posts here; the applicant gets a receipt by e-mail. */
export function action({ request }: Route.ActionArgs) {
  const lang = pageLanguage(request);
  return submissionFormAction(request, lang, {
    intent: "apply",
    submit: (fields) => submitApplication(request, fields, lang),
    flash: "applicationSent",
    returnTo: `${localizePath("/freelancer", lang)}#ansok`,
  });
}

export default function FreelancerPage() {
  const { t } = useTranslation("freelancer");
  return (
    <>
      <PageSeo ns="freelancer" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        image={images.freelancer}
      >
        <a href="#ansok" className={buttonClass("primary")}>
          {t("hero.primaryCta")}
        </a>
        <a href="#roller" className={buttonClass("secondary")}>
          {t("hero.secondaryCta")}
          <ArrowDown className="size-4" aria-hidden="true" />
        </a>
      </PageHero>
      <FreelancerBenefits />
      <FreelancerRoles />
      <NordicWelcome />
      <ApplySection />
    </>
  );
}
