import { useTranslation } from "~/i18n/react";
import type { BuiltInArticle } from "~/content/news";
import { languageLocales, localizePath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { useSite } from "~/lib/use-site";
import { useBusiness } from "~/features/settings/use-settings";
import { Seo } from "~/seo/seo";
import { articleDates, articleJsonLd, shareImage } from "../article-json-ld";
import { SeasonArticleBody } from "./season-article-body";
import { SeasonArticleClosing } from "./season-article-closing";
import { SeasonArticleHero } from "./season-article-hero";

const base = "articles.seasonContracts";

/** The season-contracts article: its own hero and a fixed body (spec section 2). */
export function SeasonArticle({ article }: { article: BuiltInArticle }) {
  const { t } = useTranslation("news");
  const lang = useLanguage();
  const site = useSite();
  const business = useBusiness();
  const origin = site?.publicUrl ?? "";
  const title = t(article.titleKey);
  const description = t(article.excerptKey);
  const image = article.image && shareImage(article.image, t(`${base}.imageAlt`));
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
