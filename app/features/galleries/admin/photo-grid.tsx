import { clsx } from "clsx";
import {
  ArrowLeft,
  ArrowRight,
  Check,
  Eye,
  EyeOff,
  ImageIcon,
  LoaderCircle,
  Plus,
  Star,
  Trash2,
  TriangleAlert,
  X,
} from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { buttonClass } from "~/components/ui/button";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import type { AdminPhotoView } from "./admin-gallery-view";
import { PortfolioPhotoTexts } from "./portfolio-photo-texts";
import { ReplacePhotoForm } from "./replace-photo-form";
import { useGalleriesAdminT, usePhotoAction } from "./use-photo-action";

export type Selection = {
  has: (id: string) => boolean;
  /** `range`: from the photo clicked before to this one (a Shift-click). */
  toggle: (index: number, checked: boolean, range: boolean) => void;
};

/**
 * The gallery's photos in their order, as cards: a thumbnail (or what is happening to it), the
 * numbers, and its buttons. `tagFormId` is the tagging form the cards' checkboxes belong to.
 */
export function PhotoGrid({
  photos,
  coverPhotoId,
  selection,
  tagFormId,
  onDeleting,
  portfolio = false,
}: {
  photos: AdminPhotoView[];
  coverPhotoId: string | null;
  /** The portfolio's pictures: texts and a category instead of numbers and a cover. */
  portfolio?: boolean;
  selection: Selection;
  tagFormId: string;
  /** A photo is about to be deleted: its card, and the focus in it, will be gone. */
  onDeleting: (id: string) => void;
}) {
  const t = useGalleriesAdminT();
  if (photos.length === 0) return <p>{t("photos.empty")}</p>;
  return (
    <ol aria-label={t("photos.label")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {photos.map((photo, index) => (
        <PhotoCard
          key={photo.id}
          photo={photo}
          index={index}
          last={index === photos.length - 1}
          isCover={photo.id === coverPhotoId}
          selected={selection.has(photo.id)}
          onToggle={(checked, range) => selection.toggle(index, checked, range)}
          tagFormId={tagFormId}
          onDeleting={() => onDeleting(photo.id)}
          portfolio={portfolio}
        />
      ))}
    </ol>
  );
}

function PhotoCard({
  photo,
  index,
  last,
  isCover,
  selected,
  onToggle,
  tagFormId,
  onDeleting,
  portfolio,
}: {
  photo: AdminPhotoView;
  portfolio: boolean;
  index: number;
  last: boolean;
  isCover: boolean;
  selected: boolean;
  onToggle: (checked: boolean, range: boolean) => void;
  tagFormId: string;
  onDeleting: () => void;
}) {
  const { t, fetcher, markSubmitted } = usePhotoAction();
  const nameId = useId();
  const card = useRef<HTMLLIElement>(null);
  const shift = useRef(false);
  // A pressed button is disabled while its form is sent, and a moved card changes place: the
  // focus goes back to the button of the same kind (Hide becomes Show).
  const pressed = useRef<string | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !pressed.current) return;
    const slot = pressed.current;
    pressed.current = null;
    card.current?.querySelector<HTMLElement>(`[data-slot="${slot}"]:not(:disabled)`)?.focus();
  }, [fetcher.state]);

  const busy = fetcher.state !== "idle";
  const ready = photo.status === "ready";
  const label = (action: string) => t("photos.actionLabel", { action, file: photo.fileName });
  const button = (
    slot: string,
    intent: string,
    text: string,
    Icon: typeof Eye,
    disabled = false,
  ) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      data-slot={slot}
      disabled={busy || disabled}
      aria-label={label(text)}
      onClick={() => (pressed.current = slot)}
      className={buttonClass("secondary", "px-3 py-1.5 text-xs")}
    >
      <Icon className="size-4" aria-hidden="true" />
      {text}
    </button>
  );

  return (
    <li
      ref={card}
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
      className={clsx(
        "flex min-w-0 flex-col overflow-hidden rounded-2xl border bg-ink-soft",
        selected ? "border-aurora" : photo.hidden ? "border-dashed border-line/70" : "border-line",
      )}
    >
      <Thumbnail photo={photo} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-3">
          {portfolio ? (
            <span />
          ) : (
            <label className="flex items-center gap-2 text-sm font-semibold text-snow">
              <input
                type="checkbox"
                form={tagFormId}
                name="photoIds"
                value={photo.id}
                checked={selected}
                aria-label={t("photos.selectLabel", { file: photo.fileName })}
                onClick={(event) => (shift.current = event.shiftKey)}
                onChange={(event) => onToggle(event.currentTarget.checked, shift.current)}
                className="size-5 shrink-0 accent-aurora"
              />
              {t("photos.select")}
            </label>
          )}
          <span className="text-sm text-mist">{t("photos.position", { position: index + 1 })}</span>
        </div>
        <p id={nameId} className="text-sm font-semibold break-all text-snow">
          {photo.fileName}
        </p>
        {(photo.hidden || isCover) && (
          <p className="flex flex-wrap gap-2">
            {isCover && <Flag tone="aurora">{t("photos.cover")}</Flag>}
            {photo.hidden && <Flag tone="muted">{t("photos.hidden")}</Flag>}
          </p>
        )}
        {portfolio ? <PortfolioPhotoTexts photo={photo} /> : <Numbers photo={photo} />}
        <ReplacePhotoForm photo={photo} />
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            if (busy) return event.preventDefault();
            markSubmitted();
          }}
          className="mt-auto flex flex-wrap gap-2"
        >
          <input type="hidden" name="photoId" value={photo.id} />
          {photo.hidden
            ? button("visibility", "show", t("photos.show"), Eye)
            : button("visibility", "hide", t("photos.hide"), EyeOff)}
          {ready && !isCover && !portfolio && button("cover", "cover", t("photos.setCover"), Star)}
          {button("earlier", "moveEarlier", t("photos.moveEarlier"), ArrowLeft, index === 0)}
          {button("later", "moveLater", t("photos.moveLater"), ArrowRight, last)}
          <details className="w-full">
            <summary
              aria-label={label(t("photos.delete"))}
              className={buttonClass("ghost", "w-fit cursor-pointer px-3 py-1.5 text-xs")}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t("photos.delete")}
            </summary>
            <div className="mt-2 rounded-xl border border-red-400/40 bg-red-400/10 p-3">
              <p className="text-sm">{t("photos.deleteWarning")}</p>
              <button
                type="submit"
                name="intent"
                value="deletePhoto"
                disabled={busy}
                aria-label={label(t("photos.deleteConfirm"))}
                onClick={onDeleting}
                className={buttonClass("secondary", "mt-3 px-3 py-1.5 text-xs")}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t("photos.deleteConfirm")}
              </button>
            </div>
          </details>
        </fetcher.Form>
      </div>
    </li>
  );
}

function Flag({ tone, children }: { tone: "aurora" | "muted"; children: React.ReactNode }) {
  return (
    <span
      className={clsx(
        "rounded-full px-3 py-1 text-xs font-semibold",
        tone === "aurora" ? "bg-aurora/15 text-aurora" : "bg-ink-raised text-snow",
      )}
    >
      {children}
    </span>
  );
}

/** The small picture once processed; until then what is happening to it, or why it failed. */
function Thumbnail({ photo }: { photo: AdminPhotoView }) {
  const t = useGalleriesAdminT();
  const box = "flex aspect-[3/2] w-full items-center justify-center bg-ink";
  if (photo.status === "ready" && photo.thumbnail)
    return (
      <div className={box}>
        <img
          src={photo.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          className={clsx("h-full w-full object-contain", photo.hidden && "opacity-50")}
        />
      </div>
    );
  if (photo.status === "failed")
    return (
      <div className={clsx(box, "flex-col gap-2 p-4 text-center")}>
        <TriangleAlert className="size-7 text-red-300" aria-hidden="true" />
        <p className="text-sm text-red-200">
          {t("photos.failed", { reason: t(`failure.${failureKey(photo.failure)}`) })}
        </p>
      </div>
    );
  return (
    <div className={clsx(box, "flex-col gap-2")}>
      {photo.status === "processing" ? (
        <LoaderCircle className="size-7 animate-spin text-aurora" aria-hidden="true" />
      ) : (
        <ImageIcon className="size-7 text-mist" aria-hidden="true" />
      )}
      <p className="text-sm text-mist">{t("photos.processing")}</p>
    </div>
  );
}

const failureKeys = new Set([
  "notAnImage",
  "unsupportedFormat",
  "tooManyPixels",
  "tooSmall",
  "missingOriginal",
  "processingFailed",
]);
const failureKey = (failure: string | null) =>
  failure && failureKeys.has(failure) ? failure : "processingFailed";

/** The suggestions of a photo not yet among its numbers (decision 094). */
export function pendingSuggestions(photo: AdminPhotoView): string[] {
  return [
    ...new Set(
      photo.suggestedNumbers
        .map((suggested) => suggested.number)
        .filter((number) => !photo.numbers.includes(number)),
    ),
  ];
}

/**
 * The numbers tagged (each can be taken off) and, apart from them, the numbers read off the
 * picture that are not yet accepted: each accepts itself, or all of them at once. A wrong one is
 * simply not accepted; a missing one is typed in the tagging form.
 */
function Numbers({ photo }: { photo: AdminPhotoView }) {
  const t = useGalleriesAdminT();
  const suggestions = pendingSuggestions(photo);
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-mist">{t("photos.numbers")}:</span>
        {photo.numbers.length === 0 && <span>{t("photos.noNumbers")}</span>}
        {photo.numbers.map((number) => (
          <NumberChip
            key={number}
            photoId={photo.id}
            number={number}
            intent="removeNumber"
            label={t("photos.removeNumber", { number })}
          />
        ))}
      </div>
      {photo.readingNumbers && photo.status === "ready" && (
        <p className="flex items-center gap-2 text-mist">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t("photos.readingNumbers")}
        </p>
      )}
      {suggestions.length > 0 && (
        <div
          role="group"
          aria-label={t("photos.suggestedLabel", { file: photo.fileName })}
          className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-aurora/40 p-2"
        >
          <span className="text-mist">{t("photos.suggested")}:</span>
          {suggestions.map((number) => (
            <NumberChip
              key={number}
              photoId={photo.id}
              number={number}
              intent="acceptNumber"
              label={t("photos.accept", { number })}
            />
          ))}
          {suggestions.length > 1 && (
            <AdminActionForm
              intent="acceptSuggestions"
              fields={{ photoIds: photo.id }}
              failureTitle={t("photos.failedTitle")}
              className="inline"
            >
              {(busy) => (
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={t("photos.acceptAllLabel", {
                    numbers: suggestions.join(", "),
                    file: photo.fileName,
                  })}
                  className={buttonClass("secondary", "px-3 py-1 text-xs")}
                >
                  <Check className="size-3.5" aria-hidden="true" />
                  {t("photos.acceptAll")}
                </button>
              )}
            </AdminActionForm>
          )}
        </div>
      )}
    </div>
  );
}

/** A number as a small button: a tagged one takes itself off, a suggestion accepts itself. */
function NumberChip({
  photoId,
  number,
  intent,
  label,
}: {
  photoId: string;
  number: string;
  intent: "removeNumber" | "acceptNumber";
  label: string;
}) {
  const t = useGalleriesAdminT();
  const tagged = intent === "removeNumber";
  return (
    <AdminActionForm
      intent={intent}
      fields={{ photoId, number }}
      failureTitle={t("photos.failedTitle")}
      className="inline"
    >
      {(busy) => (
        <button
          type="submit"
          disabled={busy}
          aria-label={label}
          className={clsx(
            "inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold tabular-nums transition-colors disabled:opacity-60",
            tagged
              ? "bg-aurora/15 text-aurora hover:bg-aurora/25"
              : "border border-dashed border-aurora/60 text-snow hover:bg-aurora/15",
          )}
        >
          {!tagged && <Plus className="size-3.5" aria-hidden="true" />}
          {number}
          {tagged && <X className="size-3.5" aria-hidden="true" />}
        </button>
      )}
    </AdminActionForm>
  );
}
