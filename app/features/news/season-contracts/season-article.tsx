import { useTranslation } from "~/i18n/react";
import { languageLocales, localizePath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { useSite } from "~/lib/use-site";
import { useBusiness } from "~/features/settings/use-settings";
import { Seo } from "~/seo/seo";
import { articleDates, articleJsonLd, articleShareImage } from "../article-json-ld";
import type { PublishedArticle } from "../article-types";
import { SeasonArticleBody } from "./season-article-body";
import { SeasonArticleClosing } from "./season-article-closing";
import { SeasonArticleHero } from "./season-article-hero";

const base = "articles.seasonContracts";

/** The season-contracts article: its own hero and a fixed body (spec section 2). */
export function SeasonArticle({ article }: { article: PublishedArticle }) {
  const { t } = useTranslation("news");
  const lang = useLanguage();
  const site = useSite();
  const business = useBusiness();
  const origin = site?.publicUrl ?? "";
  // Title and excerpt are the stored ones (the owner may edit them); the body is fixed.
  const { title, excerpt: description } = article;
  const image = article.image ? articleShareImage(article.image, t(`${base}.imageAlt`)) : undefined;
  const dates = articleDates(article);
  const jsonLd = articleJsonLd({
    url: origin + localizePath(`/nyheter/${article.slug}`, lang),
    origin,
    headline: title,
    description,
    dates,
    imageUrl: image && origin + image.path,
    inLanguage: languageLocales[lang].intl,
    businessName: business.name,
  });

  return (
    <article>
      <Seo
        title={title}
        description={description}
        keywords={t(`${base}.keywords`)}
        article={dates}
        image={image}
        jsonLd={[jsonLd]}
        breadcrumbs={[{ name: t("breadcrumbs.news"), path: "/nyheter" }]}
      />
      <SeasonArticleHero article={article} />
      <SeasonArticleBody />
      <SeasonArticleClosing />
    </article>
  );
}
