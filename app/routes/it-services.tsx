import { useTranslation } from "~/i18n/react";
import { ContactCta } from "~/components/ui/contact-cta";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { PageSeo } from "~/seo/seo";
import { ItServiceGrid } from "~/features/it-services/it-service-grid";
import { pageServices } from "~/features/catalogue/page-services.server";
import type { Route } from "./+types/it-services";

export async function loader({ request }: Route.LoaderArgs) {
  return { services: await pageServices(request, ["it"]) };
}

export default function ItServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("itServices");
  return (
    <>
      <PageSeo ns="itServices" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        image={images.itServices}
      />
      <ItServiceGrid services={loaderData.services} />
      <ContactCta
        id="it-cta-heading"
        title={t("cta.title")}
        text={t("cta.text")}
        button={t("cta.button")}
        className="pb-24"
      />
    </>
  );
}
