import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { businessDateTime } from "~/features/admin/admin-time";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import type { FormFailure } from "~/lib/forms/form-result";
import { maxReplyLength } from "./customer-forms.schema";
import type { CustomerReply, TimelineEntry } from "./customer-timeline.server";

/** The owner's replies to one entry, oldest first, as a thread under it. */
export function ReplyThread({ replies }: { replies: CustomerReply[] }) {
  const { t } = useTranslation("customersAdmin");
  const lang = useLanguage();
  if (replies.length === 0) return null;
  return (
    <div className="mt-3 border-l-2 border-aurora/60 pl-3">
      <p className="text-xs font-semibold text-mist">{t("reply.thread")}</p>
      <ol className="mt-1 grid gap-2">
        {replies.map((reply) => {
          const at = businessDateTime(reply.at);
          return (
            <li key={reply.id}>
              <p className="text-xs text-mist">
                {t("reply.sent", {
                  date: formatDate(at.date, lang),
                  time: formatClockTime(at.time, lang),
                })}{" "}
                · {t(`reply.delivery.${reply.delivery}`)}
              </p>
              <p className="mt-1 wrap-anywhere whitespace-pre-line">{reply.body}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * One text box that mails the customer (docs/decisions/105): inside a <details>, so it opens
 * without scripts, and is open again with the words kept after a refusal.
 */
export function ReplyForm({
  entry,
  what,
  failure,
  email,
  language,
  businessEmail,
}: {
  entry: TimelineEntry;
  what: string;
  failure: FormFailure | null;
  email: string;
  language: string;
  businessEmail: string;
}) {
  const { t } = useTranslation("customersAdmin");
  const id = useId();
  const navigation = useNavigation();
  const busy =
    navigation.formData?.get("intent") === "reply" &&
    navigation.formData.get("subjectId") === entry.id;
  const error = failure?.fieldErrors.body;
  const languageName = t(
    `detail.languages.${language === "fi" || language === "en" ? language : "sv"}`,
  );
  return (
    <details className="group mt-3" open={failure ? true : undefined}>
      <summary
        className="inline-flex cursor-pointer list-none rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:border-aurora focus-visible:outline-2 focus-visible:outline-aurora [&::-webkit-details-marker]:hidden"
        aria-label={t("reply.openLabel", { what })}
      >
        {t("reply.open")}
      </summary>
      <Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="subjectKind" value={entry.kind} />
        <input type="hidden" name="subjectId" value={entry.id} />
        <label htmlFor={`${id}-body`} className="text-sm font-semibold">
          {t("reply.label")}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={5}
          required
          maxLength={maxReplyLength}
          defaultValue={failure?.values.body ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={`${inputClass} ${inputBorder(Boolean(error))}`}
        />
        <p id={`${id}-hint`} className="text-xs wrap-anywhere text-mist">
          {t("reply.hint", { email, language: languageName, business: businessEmail })}
        </p>
        <FieldError id={`${id}-error`} message={error} />
        <div>
          <Button type="submit" disabled={busy} className="px-5 py-2.5">
            {busy ? t("reply.busy") : t("reply.send")}
          </Button>
        </div>
      </Form>
    </details>
  );
}
