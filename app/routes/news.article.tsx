import { data } from "react-router";
import { seasonContractsSlug } from "~/content/news";
import { database } from "~/db/client.server";
import { ArticleNotFound } from "~/features/news/article-not-found";
import { NewsFeedLink } from "~/features/news/news-feed-link";
import { publishedArticle } from "~/features/news/news-store.server";
import { SeasonArticle } from "~/features/news/season-contracts/season-article";
import { StoredArticle } from "~/features/news/stored-article";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/news.article";

// One route module serves /nyheter/:slug in all three languages. Missing and unpublished
// articles are the same 404 (docs/decisions/045).
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db } = await database();
  const article = await publishedArticle(db, params.slug, pageLanguage(request));
  if (!article) return data({ article: null }, { status: 404 });
  return data({ article });
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) return <ArticleNotFound />;
  return (
    <>
      <NewsFeedLink />
      {article.slug === seasonContractsSlug ? (
        <SeasonArticle article={article} />
      ) : (
        <StoredArticle article={article} />
      )}
    </>
  );
}
