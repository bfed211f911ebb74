import { useTranslation } from "~/i18n/react";
import { ContactCta } from "~/components/ui/contact-cta";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { PortfolioGallery } from "~/features/portfolio/portfolio-gallery";
import { PortfolioVideos } from "~/features/portfolio/portfolio-videos";
import { PageSeo } from "~/seo/seo";
import { database } from "~/db/client.server";
import { portfolioPictures } from "~/features/portfolio/portfolio-library.server";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/portfolio";

/** The pictures come from the owner's library (docs/decisions/095). */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await database();
  return { pictures: await portfolioPictures(db, pageLanguage(request)) };
}

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portfolio");
  return (
    <>
      <PageSeo ns="portfolio" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        image={images.aiArt1}
      />
      <PortfolioVideos />
      <PortfolioGallery pictures={loaderData.pictures} />
      <ContactCta
        id="portfolio-cta-heading"
        title={t("cta.title")}
        text={t("cta.text")}
        button={t("cta.button")}
        className="pb-24"
      />
    </>
  );
}
