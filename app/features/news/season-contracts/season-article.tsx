import { useTranslation } from "~/i18n/react";
import { imageUrl } from "~/content/media";
import type { BuiltInArticle } from "~/content/news";
import { languageLocales, localizePath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { useSite } from "~/lib/use-site";
import { useBusiness } from "~/features/settings/use-settings";
import { Seo } from "~/seo/seo";
import { articleJsonLd } from "../article-json-ld";
import { SeasonArticleBody } from "./season-article-body";
import { SeasonArticleClosing } from "./season-article-closing";
import { SeasonArticleHero } from "./season-article-hero";

/** The season-contracts article: its own hero and a fixed body (spec section 2). */
export function SeasonArticle({ article }: { article: BuiltInArticle }) {
  const { t } = useTranslation("news");
  const lang = useLanguage();
  const site = useSite();
  const business = useBusiness();
  const origin = site?.publicUrl ?? "";
  const title = t(article.titleKey);
  const description = t(article.excerptKey);
  // WebP is generated for every width, so the share image always exists.
  const image = article.image ? imageUrl(article.image, 1200, "webp") : undefined;
  const jsonLd = articleJsonLd({
    url: origin + localizePath(`/nyheter/${article.slug}`, lang),
    origin,
    headline: title,
    description,
    datePublished: article.publishedAt,
    imageUrl: image && origin + image,
    inLanguage: languageLocales[lang].intl,
    businessName: business.name,
  });

  return (
    <article>
      <Seo
        title={title}
        description={description}
        keywords={t("articles.seasonContracts.keywords")}
        type="article"
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
