import { Suspense } from "react";
import { Await } from "react-router";
import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { database } from "~/db/client.server";
import { NewsFeedLink } from "~/features/news/news-feed-link";
import { NewsList } from "~/features/news/news-list";
import { NewsSkeleton } from "~/features/news/news-skeleton";
import { publishedArticles, summaries } from "~/features/news/news-store.server";
import { pageLanguage } from "~/i18n/request-language";
import { PageSeo } from "~/seo/seo";
import type { Route } from "./+types/news";

export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await database();
  return { articles: summaries(await publishedArticles(db, pageLanguage(request))) };
}

/**
 * The first page load is rendered with its articles (it works without scripts); on navigation
 * in the browser the page opens at once with the three-card skeleton until they arrive.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { articles: serverLoader().then((data) => data.articles) };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  return (
    <>
      <PageSeo ns="news" breadcrumbs={[]} />
      <NewsFeedLink />
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <section aria-labelledby="news-list-heading" className="container-page py-20 sm:py-24">
        <h2 id="news-list-heading" className="mb-10 text-3xl font-bold tracking-tight sm:text-4xl">
          {t("list.title")}
        </h2>
        <Suspense fallback={<NewsSkeleton />}>
          <Await resolve={loaderData.articles}>{(articles) => <NewsList items={articles} />}</Await>
        </Suspense>
      </section>
    </>
  );
}
