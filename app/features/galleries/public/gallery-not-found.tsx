import { ArrowLeft, ImageOff } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { Seo } from "~/seo/seo";

/** A gallery that does not exist or is not published: the same page either way, status 404. */
export function GalleryNotFound() {
  const { t } = useTranslation("gallery");
  const lp = useLocalizedPath();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <Seo title={t("notFound.title")} description={t("notFound.text")} noindex />
      <ImageOff className="size-16 text-aurora" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg">{t("notFound.text")}</p>
      <ButtonLink to={lp("/shop/photos")} className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("notFound.back")}
      </ButtonLink>
    </section>
  );
}
