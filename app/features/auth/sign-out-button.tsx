import { LoaderCircle, LogOut } from "lucide-react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";

/**
 * Ends the session and goes home: a form posting to the /auth action, so it works before
 * scripts run. Every sign-out button shares one fetcher, so all of them show the busy state.
 */
export function SignOutButton({
  formClassName,
  className,
  title,
}: {
  formClassName?: string;
  className?: string;
  title?: string;
}) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const fetcher = useFetcher({ key: "sign-out" });
  const busy = fetcher.state !== "idle";
  const markSubmitted = useFetcherOutcome(fetcher, {
    onFailure: (failure) => toast.error(t("nav.logoutFailed"), { description: failure.detail }),
  });

  return (
    <fetcher.Form
      method="post"
      action={lp("/auth")}
      onSubmit={markSubmitted}
      className={formClassName}
    >
      <input type="hidden" name="intent" value="sign-out" />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        title={title}
        className={className}
      >
        {busy ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <LogOut className="size-4" aria-hidden="true" />
        )}
        <span>{busy ? t("nav.loggingOut") : t("nav.logout")}</span>
      </button>
    </fetcher.Form>
  );
}
