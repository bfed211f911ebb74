import { MailWarning } from "lucide-react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";

/**
 * A signed-in customer whose address is not confirmed yet cannot book (docs/decisions/021):
 * says so beside the booking form, with a button that sends the link again. Works without
 * scripts (a form posting to the /auth action).
 */
export function VerifyEmailNote({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const markSubmitted = useFetcherOutcome(fetcher, {
    onFailure: (failure) => toast.error(failure.title, { description: failure.detail }),
  });
  return (
    <div
      role="status"
      className="mt-5 flex gap-3 rounded-xl border border-amber-300/40 bg-amber-300/10 p-4 text-sm"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-200" aria-hidden="true" />
      <div>
        <p className="font-semibold text-snow">{t("verifyEmail.note.title")}</p>
        <p className="mt-1">{t("verifyEmail.note.text", { email })}</p>
        <fetcher.Form method="post" action={lp("/auth")} onSubmit={markSubmitted} className="mt-3">
          <input type="hidden" name="intent" value="resend-verification" />
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className="rounded-md font-semibold text-aurora underline underline-offset-4 hover:no-underline disabled:opacity-60"
          >
            {busy ? t("verifyEmail.note.resending") : t("verifyEmail.note.resend")}
          </button>
        </fetcher.Form>
      </div>
    </div>
  );
}
