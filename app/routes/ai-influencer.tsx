import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { InfluencerAudiences } from "~/features/ai-influencer/influencer-audiences";
import { InfluencerBenefits } from "~/features/ai-influencer/influencer-benefits";
import { InfluencerCta } from "~/features/ai-influencer/influencer-cta";
import { InfluencerProcess } from "~/features/ai-influencer/influencer-process";
import { InfluencerServices } from "~/features/ai-influencer/influencer-services";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { PageSeo } from "~/seo/seo";

export default function AiInfluencerPage() {
  const { t } = useTranslation("aiInfluencer");
  const lp = useLocalizedPath();
  return (
    <>
      <PageSeo ns="aiInfluencer" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        image={images.aiInfluencer}
      >
        <ButtonLink to={lp("/#kontakt")}>{t("hero.cta")}</ButtonLink>
      </PageHero>
      <InfluencerBenefits />
      <InfluencerProcess />
      <InfluencerServices />
      <InfluencerAudiences />
      <InfluencerCta />
    </>
  );
}
