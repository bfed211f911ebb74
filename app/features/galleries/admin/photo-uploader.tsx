import { clsx } from "clsx";
import { ImagePlus, RotateCcw, Upload } from "lucide-react";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "./use-hydrated";
import { useLanguage } from "~/i18n/use-localized-path";
import { sendPhoto } from "./send-photo";
import {
  canRetry,
  emptyUploads,
  toStart,
  uploadReducer,
  uploadSummary,
  type UploadError,
  type UploadItem,
} from "./upload-queue";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The owner's uploader: files chosen or dropped join one queue; each is its own request (two at
 * a time) with its own progress bar, so a failed one says why and is retried alone. More files
 * can be added while others are on their way. It needs scripts: the file input stays disabled
 * until the page has hydrated, and a page without them says so.
 */
export function PhotoUploader({
  galleryId,
  onUploaded,
}: {
  galleryId: string;
  /** After each file the API accepted: the photo grid fetches the new photo. */
  onUploaded: () => void;
}) {
  const { t: typed } = useTranslation("galleriesAdmin");
  const t = typed as unknown as Translate;
  const lang = useLanguage();
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();
  const [state, dispatch] = useReducer(uploadReducer, emptyUploads);
  const [dragging, setDragging] = useState(false);
  const running = useRef(new Map<string, () => void>());

  useEffect(() => {
    for (const item of toStart(state)) {
      if (running.current.has(item.key)) continue;
      dispatch({ type: "start", key: item.key });
      const sending = sendPhoto(galleryId, item.file, lang, (sent, size) =>
        dispatch({ type: "progress", key: item.key, sent, size }),
      );
      running.current.set(item.key, sending.abort);
      void sending.done.then((outcome) => {
        running.current.delete(item.key);
        if (!outcome.ok) return dispatch({ type: "fail", key: item.key, error: outcome.error });
        dispatch({ type: "done", key: item.key });
        onUploaded();
      });
    }
  }, [state, galleryId, lang, onUploaded]);

  // Leaving the page stops what is still on its way (the server stores nothing half-sent).
  useEffect(() => {
    const inFlight = running.current;
    return () => inFlight.forEach((abort) => abort());
  }, []);

  // A file dropped beside the drop zone would make the browser open it and leave the page.
  useEffect(() => {
    const keep = (event: DragEvent) => event.preventDefault();
    window.addEventListener("dragover", keep);
    window.addEventListener("drop", keep);
    return () => {
      window.removeEventListener("dragover", keep);
      window.removeEventListener("drop", keep);
    };
  }, []);

  const add = (files: FileList | null) => {
    if (files && files.length > 0) dispatch({ type: "add", files: [...files] });
  };
  const summary = uploadSummary(state);

  return (
    <div>
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
        className={clsx(
          "rounded-2xl border-2 border-dashed p-5 transition-colors sm:p-8",
          dragging ? "border-aurora bg-aurora/10" : "border-line bg-ink-soft",
        )}
      >
        <Upload className="mb-3 size-8 text-aurora" aria-hidden="true" />
        <p id={hintId} className="mb-4 text-sm text-mist">
          {dragging ? t("upload.dropping") : t("upload.hint")}
        </p>
        {/* The browser's own file button speaks the browser's language: this one the page's. */}
        <input
          id={inputId}
          type="file"
          name="photos"
          multiple
          accept="image/*"
          disabled={!hydrated}
          aria-describedby={hintId}
          onChange={(event) => {
            add(event.currentTarget.files);
            // The same file can be chosen again (after it failed, say).
            event.currentTarget.value = "";
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonClass(
            "primary",
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-aurora peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
          )}
        >
          <ImagePlus className="size-5" aria-hidden="true" />
          {t("upload.choose")}
        </label>
        {/* Until the page's scripts run (or when there are none) the input cannot send anything. */}
        {!hydrated && (
          <p className="mt-4 text-sm font-semibold text-snow">{t("upload.needsScript")}</p>
        )}
      </div>

      <p role="status" className="mt-4 text-sm font-semibold text-snow empty:hidden">
        {summary.total > 0 &&
          [
            t(summary.busy ? "upload.summaryWorking" : "upload.summaryDone", {
              done: summary.done,
              total: summary.total,
            }),
            summary.failed > 0 ? t("upload.summaryFailed", { failed: summary.failed }) : "",
          ]
            .filter(Boolean)
            .join(" ")}
      </p>

      {summary.total > 0 && (
        <div className="mt-3 space-y-4">
          <BatchProgress sent={summary.sent} size={summary.size} label={t("upload.total")} />
          <ul aria-label={t("upload.files")} className="space-y-3">
            {state.items.map((item) => (
              <UploadRow
                key={item.key}
                item={item}
                onRetry={() => dispatch({ type: "retry", key: item.key })}
              />
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {summary.retryable > 0 && (
              <button
                type="button"
                onClick={() => dispatch({ type: "retryFailed" })}
                className={buttonClass("primary", "px-4 py-2")}
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                {t("upload.retryAll")}
              </button>
            )}
            {summary.done + summary.failed > 0 && (
              <button
                type="button"
                onClick={() => dispatch({ type: "clear" })}
                className={buttonClass("secondary", "px-4 py-2")}
              >
                {t("upload.clear")}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** A bar in the site's colours (Chromium's own is green on grey). */
const progressClass =
  "block h-2 w-full appearance-none overflow-hidden rounded-full bg-ink-raised [&::-moz-progress-bar]:bg-aurora [&::-webkit-progress-bar]:bg-ink-raised [&::-webkit-progress-value]:bg-aurora";

function BatchProgress({ sent, size, label }: { sent: number; size: number; label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-snow">
        {label}
      </label>
      <progress id={id} value={sent} max={Math.max(size, 1)} className={progressClass} />
    </div>
  );
}

function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  const { t: typed } = useTranslation("galleriesAdmin");
  const t = typed as unknown as Translate;
  const nameId = useId();
  const reasonId = useId();
  const failed = item.status === "failed";
  return (
    <li className="rounded-xl border border-line bg-ink-soft p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span id={nameId} className="min-w-0 font-semibold break-all text-snow">
          {item.file.name}
        </span>
        <span className={failed ? "font-semibold text-red-300" : "text-mist"}>
          {t(`upload.${item.status}`)}
        </span>
      </div>
      {failed ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p id={reasonId} className="text-sm text-red-300">
            {reasonOf(item.error, t)}
          </p>
          {canRetry(item) && (
            <button
              type="button"
              onClick={onRetry}
              aria-label={t("upload.retryLabel", { file: item.file.name })}
              aria-describedby={reasonId}
              className={buttonClass("secondary", "px-4 py-1.5")}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t("upload.retry")}
            </button>
          )}
        </div>
      ) : (
        <progress
          aria-labelledby={nameId}
          value={item.status === "done" ? 1 : item.size > 0 ? item.sent / item.size : 0}
          max={1}
          className={clsx("mt-2", progressClass)}
        />
      )}
    </li>
  );
}

function reasonOf(error: UploadError | undefined, t: Translate): string {
  if (!error || error.kind === "connectionLost") return t("upload.errors.connectionLost");
  if (error.kind === "tooLarge") return t("upload.errors.tooLarge");
  return error.detail ?? t("upload.errors.failed", { status: error.status });
}
