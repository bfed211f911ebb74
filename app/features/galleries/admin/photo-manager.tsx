import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { isFormFailure, type FormFailure } from "~/lib/forms/form-result";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";
import type { AdminGalleryView } from "./admin-gallery-view";
import { pendingSuggestions, PhotoGrid, type Selection } from "./photo-grid";
import { PhotoUploader } from "./photo-uploader";
import { useHydrated } from "./use-hydrated";
import { useLiveGallery } from "./use-live-gallery";

/** The intents of the photo grid and the tagging form (the page's other forms have their own). */
const photoIntents = new Set([
  "hide",
  "show",
  "cover",
  "moveEarlier",
  "moveLater",
  "deletePhoto",
  "acceptNumber",
  "removeNumber",
  "tagAdd",
  "tagRemove",
  "acceptSuggestions",
  "acceptAllSuggestions",
]);

/**
 * A gallery's photos on its page: the uploader, the tagging form and the grid, on the same live
 * view of the gallery (polled while photos are being processed) and one selection.
 */
export function PhotoManager({ gallery: loaded }: { gallery: AdminGalleryView }) {
  const { t } = useTranslation("galleriesAdmin");
  const { gallery, refresh } = useLiveGallery(loaded);
  const photos = gallery.photos;
  const tagFormId = useId();
  const uploadHeadingId = useId();
  const photosHeadingId = useId();
  const photosHeading = useRef<HTMLHeadingElement>(null);
  const onUploaded = useCallback(() => void refresh(), [refresh]);

  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<number | null>(null);
  const selected = photos.filter((photo) => chosen.has(photo.id));
  const selection: Selection = {
    has: (id) => chosen.has(id),
    toggle: (index, checked, range) => {
      const from = range && anchor.current !== null ? Math.min(anchor.current, index) : index;
      const to = range && anchor.current !== null ? Math.max(anchor.current, index) : index;
      anchor.current = index;
      setChosen((before) => {
        const next = new Set(before);
        for (const photo of photos.slice(from, to + 1))
          if (checked) next.add(photo.id);
          else next.delete(photo.id);
        return next;
      });
    },
  };

  // After a deletion the photo's card is gone, and the focus with it: it goes to the heading.
  const deleting = useRef<string | null>(null);
  useEffect(() => {
    const id = deleting.current;
    if (!id || photos.some((photo) => photo.id === id)) return;
    deleting.current = null;
    photosHeading.current?.focus();
  }, [photos]);

  const posted: unknown = useActionData();
  const postedFailure = isFormFailure(posted) && photoIntents.has(posted.intent) ? posted : null;

  return (
    <>
      <section aria-labelledby={uploadHeadingId} className="mb-10">
        <h2 id={uploadHeadingId} className="mb-4 text-2xl font-bold">
          {t("upload.title")}
        </h2>
        <PhotoUploader galleryId={gallery.id} onUploaded={onUploaded} />
      </section>
      <section aria-labelledby={photosHeadingId} className="mb-10">
        <h2
          id={photosHeadingId}
          ref={photosHeading}
          tabIndex={-1}
          className="mb-1 text-2xl font-bold focus-visible:outline-none"
        >
          {t("photos.title")}
        </h2>
        <p className="mb-4 text-sm text-mist">{t("photos.count", { count: photos.length })}</p>
        <FormNotice
          failure={postedFailure && { ...postedFailure, title: t("photos.failedTitle") }}
        />
        {photos.length > 0 && gallery.kind !== "portfolio" && (
          <TagForm
            id={tagFormId}
            selected={selected.length}
            withSuggestions={photos.filter((photo) => pendingSuggestions(photo).length > 0).length}
            posted={postedFailure}
            onSelectAll={() => setChosen(new Set(photos.map((photo) => photo.id)))}
            onSelectNone={() => setChosen(new Set())}
          />
        )}
        <PhotoGrid
          photos={photos}
          coverPhotoId={gallery.coverPhotoId}
          portfolio={gallery.kind === "portfolio"}
          selection={selection}
          tagFormId={tagFormId}
          onDeleting={(id) => (deleting.current = id)}
        />
      </section>
    </>
  );
}

const tagIntents = new Set(["tagAdd", "tagRemove", "acceptSuggestions", "acceptAllSuggestions"]);

/**
 * "Select many, type a number": the checkboxes of the grid's cards belong to this form (their
 * `form` attribute), so it posts them without scripts too. A refusal is shown under the number.
 */
function TagForm({
  id,
  selected,
  withSuggestions,
  posted,
  onSelectAll,
  onSelectNone,
}: {
  id: string;
  selected: number;
  /** Photos with numbers read off them and not yet accepted. */
  withSuggestions: number;
  posted: FormFailure | null;
  onSelectAll: () => void;
  onSelectNone: () => void;
}) {
  const { t } = useTranslation("galleriesAdmin");
  const hydrated = useHydrated();
  const headingId = useId();
  const numberId = useId();
  const number = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<FormFailure>();
  const [refusal, setRefusal] = useState<string | undefined>(() =>
    posted && tagIntents.has(posted.intent)
      ? (posted.fieldErrors.number ?? posted.fieldErrors.photoIds ?? posted.detail)
      : undefined,
  );
  const markSubmitted = useFetcherOutcome(fetcher, {
    onSuccess: () => {
      setRefusal(undefined);
      if (number.current) number.current.value = "";
    },
    onFailure: (failure) => {
      const message = failure.fieldErrors.number ?? failure.fieldErrors.photoIds ?? failure.detail;
      setRefusal(message);
      toast.error(t("tagging.failedTitle"), { description: message });
      if (failure.fieldErrors.number) number.current?.focus();
    },
  });
  const busy = fetcher.state !== "idle";
  const submit = (intent: string, label: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={buttonClass(intent === "tagAdd" ? "primary" : "secondary", "px-4 py-2")}
    >
      {label}
    </button>
  );
  return (
    <fetcher.Form
      id={id}
      method="post"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        if (busy) return event.preventDefault();
        markSubmitted();
      }}
      className="mb-6 space-y-4 rounded-2xl border border-line bg-ink-soft p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold text-snow">
        {t("tagging.title")}
      </h3>
      <p className="text-sm">{t("tagging.intro")}</p>
      {hydrated && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="mr-2 text-sm font-semibold text-snow">
            {t("tagging.selected", { count: selected })}
          </p>
          <button
            type="button"
            onClick={onSelectAll}
            className={buttonClass("secondary", "px-4 py-1.5")}
          >
            {t("tagging.selectAll")}
          </button>
          <button
            type="button"
            onClick={onSelectNone}
            className={buttonClass("secondary", "px-4 py-1.5")}
          >
            {t("tagging.selectNone")}
          </button>
        </div>
      )}
      <div className="max-w-xs">
        <label htmlFor={numberId} className="mb-2 block text-sm font-semibold text-snow">
          {t("tagging.number")}
        </label>
        <input
          ref={number}
          id={numberId}
          name="number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          defaultValue={posted?.values.number ?? ""}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={`${numberId}-hint${refusal ? ` ${numberId}-error` : ""}`}
          className={`${inputClass} ${inputBorder(Boolean(refusal))}`}
        />
        <p id={`${numberId}-hint`} className="mt-2 text-sm text-mist">
          {t("tagging.numberHint")}
        </p>
        <FieldError id={`${numberId}-error`} message={refusal} />
      </div>
      <div className="flex flex-wrap gap-2">
        {submit("tagAdd", t("tagging.add"))}
        {submit("tagRemove", t("tagging.remove"))}
        {submit("acceptSuggestions", t("tagging.acceptSuggestions"))}
      </div>
      {withSuggestions > 0 && (
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <p className="text-sm">{t("tagging.withSuggestions", { count: withSuggestions })}</p>
          {submit("acceptAllSuggestions", t("tagging.acceptAllSuggestions"))}
        </div>
      )}
    </fetcher.Form>
  );
}
