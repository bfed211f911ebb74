import { Heart, Send } from "lucide-react";
import { useActionData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { isFormFailure } from "~/lib/forms/form-result";
import { favouriteNoteMax } from "./proofing.schema";
import { ProofingForm } from "./proofing-form";
import type { ProofingView } from "./proofing-view";

/**
 * A photo's heart and note (docs/decisions/102). The heart is a toggle button (aria-pressed)
 * in its own form; the note is a second form under a disclosure. Once the selection is sent,
 * both show what was chosen and change nothing.
 */
export function PhotoProofing({
  photoId,
  position,
  proofing,
}: {
  photoId: string;
  position: number;
  proofing: ProofingView;
}) {
  const { t } = useTranslation("proofing");
  const hearted = Object.hasOwn(proofing.favourites, photoId);
  const note = proofing.favourites[photoId] ?? "";
  const locked = proofing.submittedAt !== null;
  return (
    <div className="mt-1 space-y-1">
      <ProofingForm
        intent={hearted ? "unheart" : "heart"}
        fields={{ photoId }}
        failureTitle={t("heart.label", { position })}
      >
        {(busy) => (
          <button
            type="submit"
            aria-pressed={hearted}
            aria-label={t("heart.label", { position })}
            title={hearted ? t("heart.remove") : t("heart.add")}
            disabled={busy || locked}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-ink text-snow hover:text-aurora focus-visible:outline-2 disabled:opacity-60 aria-pressed:text-rose-400"
          >
            <Heart className="size-5" fill={hearted ? "currentColor" : "none"} aria-hidden="true" />
          </button>
        )}
      </ProofingForm>
      {hearted && (
        <details open={note !== "" || undefined}>
          <summary className="cursor-pointer text-sm">{t("note.label")}</summary>
          <ProofingForm
            intent="note"
            fields={{ photoId }}
            failureTitle={t("note.label")}
            className="mt-1 space-y-1"
          >
            {(busy) => (
              <>
                <label className="sr-only" htmlFor={`note-${photoId}`}>
                  {t("note.label")}
                </label>
                <textarea
                  id={`note-${photoId}`}
                  name="note"
                  defaultValue={note}
                  maxLength={favouriteNoteMax}
                  readOnly={locked}
                  rows={2}
                  placeholder={t("note.placeholder")}
                  className="w-full rounded border border-line bg-ink p-2 text-sm"
                />
                {!locked && (
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonClass("secondary", "px-3 py-1 text-sm")}
                  >
                    {t("note.save")}
                  </button>
                )}
              </>
            )}
          </ProofingForm>
        </details>
      )}
    </div>
  );
}

/**
 * The selection's counter ("3 of 10 picked", a live region) and its sending, which takes a
 * second step: a disclosure that says what sending means, then "Yes, send it".
 */
export function SelectionBar({ proofing }: { proofing: ProofingView }) {
  const { t } = useTranslation("proofing");
  const { count, limit, submittedAt } = proofing;
  const counter =
    limit !== null
      ? t("counter.limited", { count, limit })
      : t(count === 1 ? "counter.one" : "counter.other", { count });
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-4 rounded-t-2xl border border-line bg-ink-soft p-4">
      <p role="status" className="font-semibold text-snow" data-testid="selection-counter">
        {counter}
      </p>
      {submittedAt ? (
        <p>{t("submit.submitted", { date: submittedAt })}</p>
      ) : (
        count > 0 && (
          <details>
            <summary className={buttonClass("primary", "cursor-pointer px-5 py-2")}>
              {t("submit.open")}
            </summary>
            <div className="mt-3 space-y-3">
              <p>{t(count === 1 ? "submit.confirm.one" : "submit.confirm.other", { count })}</p>
              <ProofingForm intent="submitSelection" fields={{}} failureTitle={t("submit.open")}>
                {(busy) => (
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonClass("primary", "px-5 py-2")}
                  >
                    <Send className="size-4" aria-hidden="true" />
                    {t("submit.yes")}
                  </button>
                )}
              </ProofingForm>
            </div>
          </details>
        )
      )}
    </div>
  );
}

/** A proofing form posted without scripts and refused: its message, where the page shows it. */
export function ProofingRefusal() {
  const failure = useActionData();
  if (!isFormFailure(failure)) return null;
  if (!["heart", "unheart", "note", "submitSelection"].includes(failure.intent)) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-2xl border border-red-400/40 bg-red-400/10 p-4 text-snow"
    >
      {failure.detail}
    </p>
  );
}

/** What the customer may download, and how (docs/decisions/102). */
export function DeliveryPanel({ slug, proofing }: { slug: string; proofing: ProofingView }) {
  const { t } = useTranslation("proofing");
  const count = proofing.downloadable.length;
  return (
    <section aria-labelledby="delivery-heading" className="my-8 rounded-2xl border border-line p-5">
      <h2 id="delivery-heading" className="mb-2 text-xl font-bold">
        {t("delivery.title")}
      </h2>
      {count > 0 ? (
        <a
          href={`/api/galleries/${slug}/download`}
          download
          className={buttonClass("primary", "px-5 py-2")}
        >
          {t(count === 1 ? "delivery.downloadAll.one" : "delivery.downloadAll.other", { count })}
        </a>
      ) : (
        <p>
          {proofing.allowDownload && proofing.limit !== null && !proofing.submittedAt
            ? t("delivery.waitingForSelection")
            : t("delivery.viewOnly")}
        </p>
      )}
    </section>
  );
}

/** The single download of a photo the customer may download. */
export function PhotoDownloadLink({
  slug,
  photoId,
  position,
}: {
  slug: string;
  photoId: string;
  position: number;
}) {
  const { t } = useTranslation("proofing");
  return (
    <a
      href={`/api/galleries/${slug}/photos/${photoId}/download`}
      download
      className="text-sm underline"
    >
      {t("delivery.downloadOne", { position })}
    </a>
  );
}
