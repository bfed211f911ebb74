import { CircleAlert, LoaderCircle, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/**
 * In place of the list when the bookings could not be read: the spec's toast once scripts run,
 * a notice that stays (and works without them), and a link that loads the page again.
 */
export function BookingsUnavailable() {
  const { t } = useTranslation("bookings");
  const lp = useLocalizedPath();
  const retrying = useNavigation().state !== "idle";

  useEffect(() => {
    toast.error(t("loadFailed.title"), { description: t("loadFailed.text") });
  }, [t]);

  return (
    <section
      role="alert"
      aria-labelledby="bookings-unavailable-heading"
      className="rounded-2xl border border-red-400/40 bg-red-400/10 p-6"
    >
      <div className="flex gap-3">
        <CircleAlert className="mt-1 size-5 shrink-0 text-red-300" aria-hidden="true" />
        <div>
          <h2 id="bookings-unavailable-heading" className="text-xl font-semibold">
            {t("loadFailed.title")}
          </h2>
          <p className="mt-2">{t("loadFailed.text")}</p>
          <ButtonLink to={lp("/bookings")} variant="secondary" className="mt-5">
            {retrying ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <RotateCw className="size-4" aria-hidden="true" />
            )}
            {t("loadFailed.retry")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
