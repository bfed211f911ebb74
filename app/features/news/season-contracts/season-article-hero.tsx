import { ArrowLeft, BadgePercent, Clock, Handshake, Images } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import { ArticlePicture } from "../article-picture";
import type { PublishedArticle } from "../article-types";
import { seasonFacts } from "./season-facts";

const highlights = [
  { key: "priceMatch", icon: Handshake },
  { key: "discount", icon: BadgePercent },
  { key: "images", icon: Images },
  { key: "delivery", icon: Clock },
] as const;

const base = "articles.seasonContracts";

/** The article's own hero: badge, date, title, intro and the four key facts. */
export function SeasonArticleHero({ article }: { article: PublishedArticle }) {
  const { t } = useTranslation("news");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const facts = seasonFacts;

  return (
    <header className="relative isolate overflow-hidden border-b border-line">
      {article.image && (
        <div className="absolute inset-0 -z-10">
          <ArticlePicture
            image={article.image}
            sizes="100vw"
            priority
            className="h-full w-full object-cover opacity-40"
          />
          <div className="absolute inset-0 bg-gradient-to-b from-ink/50 via-ink/80 to-ink" />
        </div>
      )}
      <div className="container-page py-14 sm:py-20">
        <Link
          to={lp("/nyheter")}
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-mist hover:text-aurora"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("article.allNews")}
        </Link>
        <div className="mt-10 max-w-4xl">
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-aurora px-3 py-1 font-bold tracking-wide text-ink uppercase">
              {t(`${base}.badge`)}
            </span>
            <span>
              {t("article.published")}{" "}
              <time dateTime={article.publishedAt} className="font-semibold text-snow">
                {formatLongDate(article.publishedAt, lang)}
              </time>
            </span>
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {article.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-mist sm:text-xl">
            {t(`${base}.intro`)}
          </p>
        </div>
        <ul
          aria-label={t(`${base}.highlightsLabel`)}
          className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          {highlights.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-2xl border border-line bg-ink-soft/80 p-4 font-semibold text-snow backdrop-blur"
            >
              <Icon className="size-6 shrink-0 text-aurora" aria-hidden="true" />
              {t(`${base}.highlights.${key}`, facts)}
            </li>
          ))}
        </ul>
        <ButtonLink to={lp("/#kontakt")} className="mt-10">
          {t(`${base}.cta`)}
        </ButtonLink>
      </div>
    </header>
  );
}
