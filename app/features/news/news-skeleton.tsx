import { useTranslation } from "~/i18n/react";

const placeholderCards = 3;

/** Three pulsing cards while news load in the browser (spec section 9); announced once. */
export function NewsSkeleton() {
  const { t } = useTranslation("news");
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t("list.loading")}</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: placeholderCards }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-line bg-ink-soft">
            <div className="aspect-video w-full animate-pulse bg-ink-raised" />
            <div className="space-y-3 p-6">
              <div className="h-4 w-1/3 animate-pulse rounded bg-ink-raised" />
              <div className="h-6 w-4/5 animate-pulse rounded bg-ink-raised" />
              <div className="h-4 w-full animate-pulse rounded bg-ink-raised" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-ink-raised" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
