import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { PortfolioGallery } from "~/features/portfolio/portfolio-gallery";
import { PortfolioVideos } from "~/features/portfolio/portfolio-videos";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { PageSeo } from "~/seo/seo";

export default function PortfolioPage() {
  const { t } = useTranslation("portfolio");
  const lp = useLocalizedPath();
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
      <PortfolioGallery />
      <section className="container-page pb-24 text-center">
        <h2 className="text-3xl font-bold">{t("cta.title")}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{t("cta.text")}</p>
        <ButtonLink to={lp("/#kontakt")} className="mt-8">
          {t("cta.button")}
        </ButtonLink>
      </section>
    </>
  );
}
