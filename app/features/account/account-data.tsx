import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";
import type { ConfirmDeletion } from "./account-actions.server";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * The customer's own data: a JSON download, and erasing the account after a confirmation —
 * a dialog with scripts; without them the action answers with a second form that asks.
 */
export function AccountData() {
  const { t } = useTranslation("bookings");
  const fetcher = useFetcher();
  const actionData = useActionData() as ConfirmDeletion | undefined;
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const askedByServer = actionData?.intent === "delete-account" && actionData.confirmNeeded;

  const markSubmitted = useFetcherOutcome(fetcher, {
    onFailure: (failure) => toast.error(t("data.failedTitle"), { description: failure.detail }),
  });

  return (
    <section
      aria-labelledby="account-data-heading"
      className="rounded-2xl border border-line bg-ink-soft p-5 sm:p-6"
    >
      <h2 id="account-data-heading" className="text-xl font-semibold">
        {t("data.title")}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">{t("data.text")}</p>
      <div className="mt-5 flex flex-col gap-3">
        <a
          href="/api/me/export"
          download="my-data.json"
          className={buttonClass("secondary", "w-full")}
        >
          <Download className="size-4" aria-hidden="true" />
          {t("data.export")}
        </a>
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <input type="hidden" name="intent" value="delete-account" />
          <Button type="submit" variant="ghost" className="w-full text-red-300 hover:text-red-200">
            <Trash2 className="size-4" aria-hidden="true" />
            {t("data.delete")}
          </Button>
        </fetcher.Form>
        {askedByServer && (
          <form method="post" role="alert" className="rounded-xl border border-red-400/40 p-4">
            <p className="font-semibold text-snow">{t("data.confirmTitle")}</p>
            <p className="mt-1 text-sm">{t("data.confirmText")}</p>
            <input type="hidden" name="intent" value="delete-account" />
            <input type="hidden" name="confirm" value="yes" />
            <Button type="submit" className="mt-3 w-full bg-red-300 text-ink hover:bg-red-200">
              {t("data.confirm")}
            </Button>
          </form>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("data.confirmTitle")}
        text={t("data.confirmText")}
        confirmLabel={t("data.confirm")}
        cancelLabel={t("data.keep")}
        busyLabel={t("data.busy")}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          markSubmitted();
          void fetcher.submit({ intent: "delete-account", confirm: "yes" }, { method: "post" });
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
