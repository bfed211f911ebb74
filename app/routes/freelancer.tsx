import { ArrowDown } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { ApplyByEmail } from "~/features/freelancer/apply-by-email";
import { FreelancerBenefits } from "~/features/freelancer/freelancer-benefits";
import { FreelancerRoles } from "~/features/freelancer/freelancer-roles";
import { NordicWelcome } from "~/features/freelancer/nordic-welcome";
import { PageSeo } from "~/seo/seo";

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
      <ApplyByEmail />
    </>
  );
}
