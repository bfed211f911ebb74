import { ArrowLeft, Languages } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { languageLocales, localizePath } from "~/i18n/languages";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import { useSite } from "~/lib/use-site";
import { useBusiness } from "~/features/settings/use-settings";
import { Seo } from "~/seo/seo";
import { articleDates, articleJsonLd, articleShareImage } from "./article-json-ld";
import { ArticlePicture } from "./article-picture";
import type { PublishedArticle } from "./article-types";
import { ArticleBody } from "./article-body";

/**
 * An article the owner wrote: title, date, picture and the stored (sanitized) HTML. On a
 * Finnish or English page without its own version, the Swedish text is shown, said so in a
 * note and marked with lang="sv" (docs/decisions/045).
 */
export function StoredArticle({ article }: { article: PublishedArticle }) {
  const { t } = useTranslation("news");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const site = useSite();
  const business = useBusiness();
  const origin = site?.publicUrl ?? "";
  const dates = articleDates(article);
  const image = article.image && articleShareImage(article.image, article.title);
  const textLang = article.fallback ? article.contentLanguage : undefined;
  const jsonLd = articleJsonLd({
    url: origin + localizePath(`/nyheter/${article.slug}`, lang),
    origin,
    headline: article.title,
    description: article.excerpt,
    dates,
    imageUrl: image ? origin + image.path : undefined,
    inLanguage: languageLocales[article.contentLanguage].intl,
    businessName: business.name,
  });

  return (
    <article>
      <Seo
        title={article.title}
        description={article.excerpt}
        article={dates}
        image={image ?? undefined}
        jsonLd={[jsonLd]}
        breadcrumbs={[{ name: t("breadcrumbs.news"), path: "/nyheter" }]}
        // A copy of the Swedish text is not a page of its own for search engines.
        noindex={article.fallback}
      />
      <header className="container-page max-w-3xl pt-14 sm:pt-20">
        <Link
          to={lp("/nyheter")}
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-mist hover:text-aurora"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("article.allNews")}
        </Link>
        <p className="mt-10 text-sm">
          {t("article.published")}{" "}
          <time dateTime={article.publishedAt} className="font-semibold text-snow">
            {formatLongDate(article.publishedAt, lang)}
          </time>
          {dates.modified && (
            <>
              {" · "}
              {t("article.updated")}{" "}
              <time dateTime={article.updatedAt} className="font-semibold text-snow">
                {formatLongDate(article.updatedAt, lang)}
              </time>
            </>
          )}
        </p>
        {article.fallback && (
          <p
            role="note"
            className="mt-6 flex gap-3 rounded-2xl border border-aurora/40 bg-aurora/10 p-4 text-snow"
          >
            <Languages className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
            {t("article.fallbackNote")}
          </p>
        )}
        <div lang={textLang}>
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{article.title}</h1>
          <p className="mt-6 text-lg leading-relaxed text-mist sm:text-xl">{article.excerpt}</p>
        </div>
      </header>
      {article.image && (
        <div className="container-page mt-10 max-w-4xl">
          <ArticlePicture
            image={article.image}
            sizes="(min-width: 896px) 896px, calc(100vw - 2rem)"
            priority
            className="aspect-video w-full rounded-2xl bg-ink-raised object-cover"
          />
        </div>
      )}
      <ArticleBody html={article.html} lang={textLang} className="container-page max-w-3xl py-12" />
      <footer className="container-page max-w-3xl pb-20">
        <Link
          to={lp("/nyheter")}
          className="inline-flex items-center gap-2 rounded-md font-semibold text-snow hover:text-aurora"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("notFound.back")}
        </Link>
      </footer>
    </article>
  );
}
