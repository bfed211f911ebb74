import { Home } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { Seo } from "~/seo/seo";

/** The 404 page of spec section 2, and the page shown when something fails unexpectedly. */
export function ErrorPage({ kind }: { kind: "notFound" | "error" }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const texts = kind === "notFound" ? "notFound" : "error";
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <Seo title={t(`${texts}.metaTitle`)} description={t(`${texts}.text`)} noindex />
      {kind === "notFound" && <p className="text-7xl font-black text-aurora">404</p>}
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t(`${texts}.heading`)}</h1>
      <p className="mt-4 max-w-xl text-lg">{t(`${texts}.text`)}</p>
      <ButtonLink to={lp("/")} className="mt-8">
        <Home className="size-4" aria-hidden="true" />
        {t("notFound.home")}
      </ButtonLink>
    </section>
  );
}
