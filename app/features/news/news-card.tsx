import { clsx } from "clsx";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import { ArticlePicture } from "./article-picture";
import type { ArticleSummary } from "./article-types";

// Below the tablet width a card is as wide as the page less its 1 rem margins (container-page).
const cardImageSizes = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, calc(100vw - 2rem)";
const featuredImageSizes = "(min-width: 1152px) 560px, (min-width: 768px) 50vw, calc(100vw - 2rem)";

/**
 * One article in the list: image if any, date, title, excerpt and a read-more link. The newest
 * article is "featured": image and text side by side from tablet width up. A Swedish text on a
 * Finnish or English page says so with its lang attribute.
 */
export function NewsCard({ item, featured = false }: { item: ArticleSummary; featured?: boolean }) {
  const { t } = useTranslation("news");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const textLang = item.fallback ? item.contentLanguage : undefined;

  return (
    <article
      className={clsx(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-ink-soft transition-colors focus-within:border-aurora hover:border-aurora/60",
        featured && "md:grid md:grid-cols-2",
      )}
    >
      {item.image && (
        <ArticlePicture
          image={item.image}
          sizes={featured ? featuredImageSizes : cardImageSizes}
          // The featured article leads the list: its picture is the page's largest content.
          priority={featured}
          className={clsx(
            "aspect-video w-full bg-ink-raised object-cover",
            featured && "md:h-full",
          )}
        />
      )}
      <div className={clsx("flex flex-1 flex-col p-6", featured && "md:justify-center md:p-10")}>
        <time dateTime={item.publishedAt} className="text-sm font-medium text-aurora">
          {formatLongDate(item.publishedAt, lang)}
        </time>
        <h3
          lang={textLang}
          className={clsx(
            "mt-2 leading-snug font-semibold",
            featured ? "text-2xl sm:text-3xl" : "text-xl",
          )}
        >
          {item.title}
        </h3>
        <p lang={textLang} className="mt-3 flex-1 leading-relaxed">
          {item.excerpt}
        </p>
        {/* The link covers the whole card (after:inset-0), so the card is one click target. */}
        <Link
          to={lp(`/nyheter/${item.slug}`)}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-aurora after:absolute after:inset-0 after:rounded-2xl hover:text-aurora-strong"
        >
          {t("list.readMore")}
          <span className="sr-only" lang={textLang}>
            : {item.title}
          </span>
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </Link>
      </div>
    </article>
  );
}
