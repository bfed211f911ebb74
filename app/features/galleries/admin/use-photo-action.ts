import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";

/** The galleries' admin texts, looked up by keys built at run time (categories, counts). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function useGalleriesAdminT(): Translate {
  const { t } = useTranslation("galleriesAdmin");
  return t as unknown as Translate;
}

/**
 * A photo card's own form (hide, move, texts, replace …): posted to the page's action in the
 * background, a refusal shown as a toast with the server's reason.
 */
export function usePhotoAction() {
  const t = useGalleriesAdminT();
  const fetcher = useFetcher();
  const markSubmitted = useFetcherOutcome(fetcher, {
    onFailure: (failure) => toast.error(t("photos.failedTitle"), { description: failure.detail }),
  });
  return { t, fetcher, markSubmitted, busy: fetcher.state !== "idle" };
}
