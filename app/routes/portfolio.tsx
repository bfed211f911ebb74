import { useTranslation } from "~/i18n/react";
import { ContactCta } from "~/components/ui/contact-cta";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { PortfolioGallery } from "~/features/portfolio/portfolio-gallery";
import { PortfolioVideos } from "~/features/portfolio/portfolio-videos";
import { PageSeo } from "~/seo/seo";

export default function PortfolioPage() {
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
      <PortfolioGallery />
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
