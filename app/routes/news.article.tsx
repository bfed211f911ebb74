import { data } from "react-router";
import { findBuiltInArticle, seasonContractsSlug } from "~/content/news";
import { ArticleNotFound } from "~/features/news/article-not-found";
import { SeasonArticle } from "~/features/news/season-contracts/season-article";
import type { Route } from "./+types/news.article";

// One route module serves /nyheter/:slug in all three languages; the page's language comes from
// useLanguage() in the components. Database articles (stored HTML) arrive in a later task.
export function loader({ params }: Route.LoaderArgs) {
  const article = findBuiltInArticle(params.slug);
  if (!article) return data({ article: null }, { status: 404 });
  return data({ article });
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (article?.slug === seasonContractsSlug) return <SeasonArticle article={article} />;
  return <ArticleNotFound />;
}
