import { Newspaper } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { NewsCard } from "./news-card";
import type { ArticleSummary } from "./article-types";

/** The published articles as cards, or a friendly message when there are none. */
export function NewsList({ items }: { items: ArticleSummary[] }) {
  const { t } = useTranslation("news");
  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-line bg-ink-soft px-6 py-14 text-center">
        <Newspaper className="mx-auto size-12 text-aurora" aria-hidden="true" />
        <p className="mt-4 text-xl font-semibold text-snow">{t("list.emptyTitle")}</p>
        <p className="mt-2">{t("list.emptyText")}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.slug} className={index === 0 ? "sm:col-span-2 lg:col-span-3" : undefined}>
          <NewsCard item={item} featured={index === 0} />
        </li>
      ))}
    </ul>
  );
}
