import { useTranslation } from "~/i18n/react";
import { ContactCta } from "~/components/ui/contact-cta";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { VideoOffers } from "~/features/videos/video-offers";
import { VideoShowcase } from "~/features/videos/video-showcase";
import { PageSeo } from "~/seo/seo";
import { pageServices } from "~/features/catalogue/page-services.server";
import type { Route } from "./+types/videos";

export async function loader({ request }: Route.LoaderArgs) {
  return { services: await pageServices(request, ["video"]) };
}

export default function VideosPage({ loaderData }: Route.ComponentProps) {
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
      <VideoOffers services={loaderData.services} />
      <ContactCta
        id="videos-cta-heading"
        title={t("cta.title")}
        text={t("cta.text")}
        button={t("cta.button")}
      />
    </>
  );
}
