import { useTranslation } from "~/i18n/react";
import { ContactCta } from "~/components/ui/contact-cta";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { VideoOffers } from "~/features/videos/video-offers";
import { VideoShowcase } from "~/features/videos/video-showcase";
import { PageSeo } from "~/seo/seo";

export default function VideosPage() {
  const { t } = useTranslation("videos");
  return (
    <>
      <PageSeo ns="videos" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        image={images.videoDemo3}
      />
      <VideoShowcase />
      <VideoOffers />
      <ContactCta
        id="videos-cta-heading"
        title={t("cta.title")}
        text={t("cta.text")}
        button={t("cta.button")}
      />
    </>
  );
}
