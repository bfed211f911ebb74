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
import { pageServices } from "~/features/catalogue/page-services.server";
import type { Route } from "./+types/ai-influencer";

/** The service's price, from the catalogue (on request in the seed). */
export async function loader({ request }: Route.LoaderArgs) {
  const services = await pageServices(request, ["ai"]);
  return { price: services.find((service) => service.id === "ai-influencer")?.price ?? null };
}

export default function AiInfluencerPage({ loaderData }: Route.ComponentProps) {
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
      <InfluencerCta price={loaderData.price} />
    </>
  );
}
