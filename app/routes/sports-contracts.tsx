import { ArrowDown } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { ContactCta } from "~/components/ui/contact-cta";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { ContractBenefits } from "~/features/sports-contracts/contract-benefits";
import { ContractFacts } from "~/features/sports-contracts/contract-facts";
import { ContractPackages } from "~/features/sports-contracts/contract-packages";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { PageSeo } from "~/seo/seo";
import { pageServices } from "~/features/catalogue/page-services.server";
import { sportsFigures } from "~/features/sports-contracts/sports-figures";
import type { Route } from "./+types/sports-contracts";

export async function loader({ request }: Route.LoaderArgs) {
  return { services: await pageServices(request, ["sports"]) };
}

export default function SportsContractsPage({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  const figures = sportsFigures(services);
  const { t } = useTranslation("sportsContracts");
  const lp = useLocalizedPath();
  return (
    <>
      <PageSeo ns="sportsContracts" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        image={images.sportsContracts}
      >
        <ButtonLink to={lp("/#kontakt")}>{t("hero.primaryCta")}</ButtonLink>
        <a href="#paket" className={buttonClass("secondary")}>
          {t("hero.secondaryCta")}
          <ArrowDown className="size-4" aria-hidden="true" />
        </a>
      </PageHero>
      <ContractFacts figures={figures} />
      <ContractBenefits figures={figures} />
      <ContractPackages services={services} />
      <ContactCta
        id="contract-cta-heading"
        title={t("cta.title")}
        text={t("cta.text")}
        button={t("cta.button")}
      />
    </>
  );
}
