import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { GalleryPicture } from "./gallery-picture";
import type { ShownPhoto } from "./photo-grid";

// The full-screen viewer (loaded on demand: the page's first load carries none of it). A modal
// <dialog>: the browser keeps focus inside it and hides the page from assistive technology.
// Arrow keys, the buttons and a swipe move between the photos shown; Escape or the close button
// closes it, and the page puts focus back on the thumbnail of the photo last shown.

type Props = {
  shown: ShownPhoto[];
  index: number;
  /** Photos in the whole gallery, for "photo 12 of 300". */
  total: number;
  picked: ReadonlySet<string>;
  canPick: boolean;
  onIndex: (index: number) => void;
  onToggle: (photoId: string, picked: boolean) => void;
  onClose: () => void;
};

/** A horizontal move of at least this much, and more sideways than up or down, is a swipe. */
const swipeMinPx = 50;

export default function PhotoViewer({
  shown,
  index,
  total,
  picked,
  canPick,
  onIndex,
  onToggle,
  onClose,
}: Props) {
  const { t } = useTranslation("gallery");
  const dialog = useRef<HTMLDialogElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  /** The format the browser chose for the photos: the neighbours are fetched in it. */
  const [format, setFormat] = useState<"avif" | "webp" | null>(null);
  const current = shown[index]!;
  const hasPrevious = index > 0;
  const hasNext = index < shown.length - 1;
  const previous = () => hasPrevious && onIndex(index - 1);
  const next = () => hasNext && onIndex(index + 1);

  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    // The page behind does not scroll while the viewer is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  // Once the photo shown has arrived, its neighbours are fetched: the next swipe shows at once.
  useEffect(() => {
    if (!format) return;
    for (const neighbour of [shown[index + 1], shown[index - 1]]) {
      const source = neighbour?.photo.preview.sources.find(
        (candidate) => candidate.type === `image/${format}`,
      );
      if (!source) continue;
      const preload = new Image();
      preload.decoding = "async";
      preload.sizes = "100vw";
      preload.srcset = source.srcset;
    }
  }, [index, shown, format]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  function onPointerUp(event: React.PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeMinPx || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  }

  const { photo, position } = current;
  const isPicked = picked.has(photo.id);
  const label = t("viewer.label", { position, count: total });
  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onCancel={(event) => {
        // Escape: closed by the page, so focus goes back where it belongs.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none border-0 bg-black p-0 text-snow backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-5">
          <p className="font-semibold tabular-nums" aria-hidden="true">
            {position} / {total}
          </p>
          {photo.numbers.length > 0 && (
            <p className="text-sm text-mist" data-testid="viewer-numbers">
              {t("viewer.numbers", { numbers: photo.numbers.join(", ") })}
            </p>
          )}
          <div className="ml-auto flex items-center gap-2">
            {canPick && (
              <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm font-semibold has-[:checked]:border-aurora has-[:checked]:bg-aurora has-[:checked]:text-ink">
                <input
                  type="checkbox"
                  checked={isPicked}
                  onChange={(event) => onToggle(photo.id, event.target.checked)}
                  className="size-4 accent-ink"
                />
                {t("grid.pick", { position })}
              </label>
            )}
            <button
              type="button"
              onClick={onClose}
              className="grid size-11 place-items-center rounded-full hover:bg-white/10"
            >
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">{t("viewer.close")}</span>
            </button>
          </div>
        </div>
        <div
          className="relative min-h-0 flex-1 touch-pan-y select-none"
          data-testid="viewer-stage"
          onPointerDown={(event) => {
            if (event.isPrimary)
              swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <GalleryPicture
            key={photo.id}
            picture={photo.preview}
            width={photo.width}
            height={photo.height}
            alt={
              photo.numbers.length > 0
                ? t("grid.photoNumbers", { position, numbers: photo.numbers.join(", ") })
                : t("grid.photo", { position })
            }
            sizes="100vw"
            className="pointer-events-none absolute inset-0 size-full object-contain"
            ref={image}
            onLoad={() => {
              const chosen = image.current?.currentSrc ?? "";
              setFormat(chosen.endsWith(".avif") ? "avif" : "webp");
            }}
          />
          <ViewerButton side="left" disabled={!hasPrevious} onClick={previous}>
            <ChevronLeft className="size-7" aria-hidden="true" />
            <span className="sr-only">{t("viewer.previous")}</span>
          </ViewerButton>
          <ViewerButton side="right" disabled={!hasNext} onClick={next}>
            <ChevronRight className="size-7" aria-hidden="true" />
            <span className="sr-only">{t("viewer.next")}</span>
          </ViewerButton>
        </div>
      </div>
    </dialog>
  );
}

function ViewerButton({
  side,
  disabled,
  onClick,
  children,
}: {
  side: "left" | "right";
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-black/50 text-snow hover:bg-black/80 disabled:opacity-0 ${
        side === "left" ? "left-2 sm:left-4" : "right-2 sm:right-4"
      }`}
    >
      {children}
    </button>
  );
}
