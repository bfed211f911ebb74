import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button, buttonClass } from "~/components/ui/button";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { apiFetch } from "~/lib/api-fetch";
import { ConfirmDialog } from "./confirm-dialog";

/** The customer's own data: a JSON download, and erasing the account after a confirmation. */
export function AccountData() {
  const { t } = useTranslation("bookings");
  const { t: ta } = useTranslation("auth");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function deleteAccount() {
    setBusy(true);
    const result = await apiFetch("/api/me", { method: "DELETE", lang });
    if (!result.ok) {
      setBusy(false);
      setConfirming(false);
      toast.error(t("data.failedTitle"), {
        description: result.problem?.detail ?? ta("networkError"),
      });
      return;
    }
    toast.success(t("data.successTitle"), { description: t("data.successText") });
    await navigate(lp("/"));
  }

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
        <Button
          variant="ghost"
          onClick={() => setConfirming(true)}
          className="w-full text-red-300 hover:text-red-200"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t("data.delete")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("data.confirmTitle")}
        text={t("data.confirmText")}
        confirmLabel={t("data.confirm")}
        cancelLabel={t("data.keep")}
        busyLabel={t("data.busy")}
        busy={busy}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
