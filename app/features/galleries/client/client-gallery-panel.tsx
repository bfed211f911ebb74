import { CalendarPlus, Copy, KeyRound, Mail, RefreshCw } from "lucide-react";
import { useId } from "react";
import { inputClass, inputBorder } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import { languages } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import type { AdminGalleryView } from "../admin/admin-gallery-view";
import { useHydrated } from "../admin/use-hydrated";

const sectionClass = "mb-10 space-y-6 rounded-2xl border border-line bg-ink-soft p-5 sm:p-6";
const labelClass = "mb-2 block text-sm font-semibold text-snow";
const fieldClass = `${inputClass} ${inputBorder(false)}`;

/**
 * A client gallery's own settings on its page in the back office (docs/decisions/101): the
 * private link to copy, the PIN, the selection limit, the download choice, the last day with
 * "extend", and the "ready" mail. Each form posts to the page's action (client-editor-actions).
 */
export function ClientGalleryPanel({
  gallery,
  origin,
}: {
  gallery: AdminGalleryView;
  origin: string;
}) {
  const { t } = useTranslation("clientGallery");
  const lang = useLanguage();
  const hydrated = useHydrated();
  const ids = {
    link: useId(),
    email: useId(),
    language: useId(),
    limit: useId(),
    expires: useId(),
    pin: useId(),
  };
  const client = gallery.client;
  if (!client) return null;
  const link = client.privatePath ? origin + client.privatePath : "";
  const failureTitle = t("admin.failedTitle");
  const day = (iso: string) => formatLongDate(iso.slice(0, 10), lang);

  async function copy() {
    await navigator.clipboard.writeText(link);
    toast.success(t("admin.copied"));
  }

  return (
    <section aria-labelledby={ids.link + "-heading"} className={sectionClass}>
      <div>
        <h2 id={ids.link + "-heading"} className="text-2xl font-bold">
          {t("admin.heading")}
        </h2>
        <p className="mt-2 max-w-3xl">{t("admin.intro")}</p>
      </div>

      <div>
        <label htmlFor={ids.link} className={labelClass}>
          {t("admin.link")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={ids.link}
            readOnly
            value={link}
            className={`${fieldClass} min-w-0 flex-1 font-mono text-sm`}
          />
          {hydrated && (
            <button
              type="button"
              onClick={() => void copy()}
              className={buttonClass("secondary", "px-4 py-2")}
            >
              <Copy className="size-4" aria-hidden="true" />
              {t("admin.copy")}
            </button>
          )}
        </div>
        {!gallery.published && (
          <p className="mt-2 text-sm text-mist">{t("admin.linkAfterPublish")}</p>
        )}
      </div>

      <AdminActionForm
        intent="clientSettings"
        fields={{}}
        failureTitle={failureTitle}
        className="grid gap-4 sm:grid-cols-2"
      >
        {(busy) => (
          <>
            <div>
              <label htmlFor={ids.email} className={labelClass}>
                {t("admin.customer")}
              </label>
              <input
                id={ids.email}
                name="customerEmail"
                type="email"
                required
                defaultValue={client.customerEmail ?? ""}
                className={fieldClass}
              />
            </div>
            <div>
              <label htmlFor={ids.language} className={labelClass}>
                {t("admin.language")}
              </label>
              <select
                id={ids.language}
                name="language"
                defaultValue={client.language}
                className={fieldClass}
              >
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {t(`admin.languages.${code}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.limit} className={labelClass}>
                {t("admin.limit")}
              </label>
              <input
                id={ids.limit}
                name="selectionLimit"
                inputMode="numeric"
                defaultValue={client.selectionLimit ?? ""}
                aria-describedby={ids.limit + "-hint"}
                className={fieldClass}
              />
              <p id={ids.limit + "-hint"} className="mt-2 text-sm text-mist">
                {t("admin.limitHint")}
              </p>
            </div>
            <div>
              <label htmlFor={ids.expires} className={labelClass}>
                {t("admin.expiresOn")}
              </label>
              <input
                id={ids.expires}
                name="expiresOn"
                type="date"
                required
                defaultValue={client.expiresOn ?? ""}
                className={fieldClass}
              />
            </div>
            <label className="flex items-start gap-3 sm:col-span-2">
              <input
                type="checkbox"
                name="allowDownload"
                defaultChecked={client.allowDownload}
                className="mt-1 size-5 accent-aurora"
              />
              <span>{t("admin.download")}</span>
            </label>
            <div className="sm:col-span-2">
              <button type="submit" disabled={busy} className={buttonClass("primary", "px-5 py-2")}>
                {t("admin.save")}
              </button>
            </div>
          </>
        )}
      </AdminActionForm>

      <AdminActionForm intent="clientExtend" fields={{}} failureTitle={failureTitle}>
        {(busy) => (
          <button type="submit" disabled={busy} className={buttonClass("secondary", "px-5 py-2")}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t("admin.extend")}
          </button>
        )}
      </AdminActionForm>

      <div>
        <h3 className="mb-2 text-lg font-semibold">{t("admin.pin")}</h3>
        <p className="mb-4 max-w-3xl">{client.hasPin ? t("admin.pinSet") : t("admin.pinNone")}</p>
        <div className="flex flex-wrap items-end gap-4">
          <AdminActionForm
            intent="clientPin"
            fields={{}}
            failureTitle={failureTitle}
            className="flex flex-wrap items-end gap-2"
          >
            {(busy) => (
              <>
                <div>
                  <label htmlFor={ids.pin} className={labelClass}>
                    {t("admin.pinLabel")}
                  </label>
                  <input
                    id={ids.pin}
                    name="pin"
                    inputMode="numeric"
                    pattern="[0-9]{4}"
                    maxLength={4}
                    required
                    autoComplete="off"
                    className={`${fieldClass} w-32`}
                  />
                </div>
                <button
                  type="submit"
                  disabled={busy}
                  className={buttonClass("secondary", "px-5 py-3")}
                >
                  <KeyRound className="size-4" aria-hidden="true" />
                  {t("admin.pinSave")}
                </button>
              </>
            )}
          </AdminActionForm>
          {client.hasPin && (
            <AdminActionForm intent="clientPinRemove" fields={{}} failureTitle={failureTitle}>
              {(busy) => (
                <button
                  type="submit"
                  disabled={busy}
                  className={buttonClass("secondary", "px-5 py-3")}
                >
                  {t("admin.pinRemove")}
                </button>
              )}
            </AdminActionForm>
          )}
        </div>
      </div>

      <div>
        <p className="mb-3">
          {client.readyMailSentAt
            ? t("admin.readyMailSent", { date: day(client.readyMailSentAt) })
            : t("admin.readyMailPending")}
          {client.expiryReminderSentAt &&
            ` ${t("admin.reminderSent", { date: day(client.expiryReminderSentAt) })}`}
        </p>
        {gallery.published && client.readyMailSentAt && (
          <AdminActionForm intent="clientSendAgain" fields={{}} failureTitle={failureTitle}>
            {(busy) => (
              <button
                type="submit"
                disabled={busy}
                className={buttonClass("secondary", "px-5 py-2")}
              >
                <Mail className="size-4" aria-hidden="true" />
                {t("admin.sendAgain")}
              </button>
            )}
          </AdminActionForm>
        )}
      </div>

      <details>
        <summary className="cursor-pointer font-semibold text-snow">{t("admin.newLink")}</summary>
        <p className="mt-3 text-sm">{t("admin.newLinkWarning")}</p>
        <AdminActionForm
          intent="clientNewLink"
          fields={{}}
          failureTitle={failureTitle}
          className="mt-4"
        >
          {(busy) => (
            <button type="submit" disabled={busy} className={buttonClass("secondary", "px-5 py-2")}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t("admin.newLinkConfirm")}
            </button>
          )}
        </AdminActionForm>
      </details>
    </section>
  );
}
