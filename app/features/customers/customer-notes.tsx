import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { businessDateTime } from "~/features/admin/admin-time";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatClockTime, formatDate } from "~/lib/format";
import type { FormFailure } from "~/lib/forms/form-result";
import { maxNoteLength } from "./customer-forms.schema";
import type { CustomerNote } from "./customer-timeline.server";

/** The owner's own notes on a customer: a box to add one, and the notes, newest first. */
export function CustomerNotes({
  notes,
  failure,
}: {
  notes: CustomerNote[];
  failure: FormFailure | null;
}) {
  const { t } = useTranslation("customersAdmin");
  const lang = useLanguage();
  const id = useId();
  const busy = useNavigation().formData?.get("intent") === "addNote";
  const error = failure?.intent === "addNote" ? failure.fieldErrors.body : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line p-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t("notes.title")}
      </h2>
      <p className="mt-1 text-sm text-mist">{t("notes.intro")}</p>
      <Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="addNote" />
        <label htmlFor={`${id}-body`} className="text-sm font-semibold">
          {t("notes.label")}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={3}
          required
          maxLength={maxNoteLength}
          defaultValue={failure?.intent === "addNote" ? failure.values.body : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={`${inputClass} ${inputBorder(Boolean(error))}`}
        />
        <p id={`${id}-hint`} className="text-xs text-mist">
          {t("notes.hint")}
        </p>
        <FieldError id={`${id}-error`} message={error} />
        <div>
          <Button type="submit" disabled={busy} className="px-5 py-2.5">
            {busy ? t("notes.busy") : t("notes.add")}
          </Button>
        </div>
      </Form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm">{t("notes.empty")}</p>
      ) : (
        <ul className="mt-5 grid gap-3">
          {notes.map((note) => {
            const written = businessDateTime(note.at);
            const when = {
              date: formatDate(written.date, lang),
              time: formatClockTime(written.time, lang),
            };
            return (
              <li key={note.id} className="rounded-xl bg-ink-soft p-4">
                <p className="text-xs text-mist">{t("notes.written", when)}</p>
                <p className="mt-1 wrap-anywhere whitespace-pre-line">{note.body}</p>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="deleteNote" />
                  <input type="hidden" name="noteId" value={note.id} />
                  <button
                    type="submit"
                    aria-label={t("notes.deleteLabel", when)}
                    className="text-sm text-aurora underline hover:text-aurora-strong"
                  >
                    {t("notes.delete")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
