import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { publishedBuiltInArticles } from "~/content/news";
import { NewsList } from "~/features/news/news-list";
import { PageSeo } from "~/seo/seo";
import type { Route } from "./+types/news";

// Built-in articles only for now; database articles join this list in a later task.
export function loader() {
  return { articles: publishedBuiltInArticles() };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  return (
    <>
      <PageSeo ns="news" breadcrumbs={[]} />
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={t("hero.lead")} />
      <section aria-labelledby="news-list-heading" className="container-page py-20 sm:py-24">
        <h2 id="news-list-heading" className="mb-10 text-3xl font-bold tracking-tight sm:text-4xl">
          {t("list.title")}
        </h2>
        <NewsList items={loaderData.articles} />
      </section>
    </>
  );
}
