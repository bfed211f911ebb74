import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";

const base = "articles.seasonContracts.closing";

/** The call to action to the contact section, and the way back to the news list. */
export function SeasonArticleClosing() {
  const { t } = useTranslation("news");
  const lp = useLocalizedPath();
  return (
    <footer className="container-page max-w-3xl pb-20 sm:pb-24">
      <section
        aria-labelledby="season-closing"
        className="rounded-3xl border border-line bg-gradient-to-br from-ink-raised to-ink-soft p-8 text-center sm:p-12"
      >
        <h2 id="season-closing" className="text-3xl font-bold tracking-tight">
          {t(`${base}.title`)}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg">{t(`${base}.text`)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to={lp("/#kontakt")}>{t(`${base}.button`)}</ButtonLink>
          <ButtonLink to={lp("/idrottskontrakt")} variant="secondary">
            {t(`${base}.more`)}
          </ButtonLink>
        </div>
      </section>
      <Link
        to={lp("/nyheter")}
        className="mt-10 inline-flex items-center gap-2 rounded-md font-semibold text-snow hover:text-aurora"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("notFound.back")}
      </Link>
    </footer>
  );
}
