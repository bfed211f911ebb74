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

export default function SportsContractsPage() {
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
      <ContractFacts />
      <ContractBenefits />
      <ContractPackages />
      <ContactCta
        id="contract-cta-heading"
        title={t("cta.title")}
        text={t("cta.text")}
        button={t("cta.button")}
      />
    </>
  );
}
