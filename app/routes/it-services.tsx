import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { PageSeo } from "~/seo/seo";
import { ItServiceGrid } from "~/features/it-services/it-service-grid";

export default function ItServicesPage() {
  const { t } = useTranslation("itServices");
  const lp = useLocalizedPath();
  return (
    <>
      <PageSeo ns="itServices" breadcrumbs={[]} />
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        image={images.itServices}
      />
      <ItServiceGrid />
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
