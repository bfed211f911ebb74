import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { PortfolioPicture } from "./portfolio-pictures";

const buttonClass =
  "inline-flex size-12 items-center justify-center rounded-full bg-ink/80 text-snow ring-1 ring-line transition-colors hover:bg-ink-raised hover:text-aurora disabled:opacity-40";

/**
 * A picture full-screen: a modal <dialog> (the browser keeps the focus inside and the rest of
 * the page inert), arrows for the previous and next picture of the filter, Escape to close.
 * Loaded on demand by portfolio-gallery.tsx; its default export is what React.lazy takes.
 */
export default function PortfolioViewer({
  pictures,
  index,
  onIndex,
  onClose,
}: {
  pictures: PortfolioPicture[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("portfolio");
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const picture = pictures[index]!;
  const first = index === 0;
  const last = index === pictures.length - 1;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // React keeps autoFocus to itself (no attribute for the dialog to find): the way out first.
    close.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={captionId}
      onCancel={(event) => {
        // Escape: closed by us, so the focus goes back to the picture it was opened from.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft" && !first) onIndex(index - 1);
        else if (event.key === "ArrowRight" && !last) onIndex(index + 1);
        else return;
        event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the dark backdrop (the dialog itself, not its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-ink/95 p-0 text-snow backdrop:bg-ink/80"
    >
      <div className="flex h-full flex-col items-center justify-center gap-4 p-4 sm:p-8">
        <picture className="flex min-h-0 flex-1 items-center justify-center">
          <source type="image/avif" srcSet={picture.avif} sizes="100vw" />
          <source type="image/webp" srcSet={picture.webp} sizes="100vw" />
          <img
            key={picture.id}
            src={picture.src}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            className="max-h-full w-auto max-w-full object-contain"
          />
        </picture>
        <div className="flex w-full max-w-3xl items-center justify-between gap-4">
          <button
            type="button"
            onClick={() => onIndex(index - 1)}
            disabled={first}
            aria-label={t("viewer.previous")}
            className={buttonClass}
          >
            <ChevronLeft className="size-6" aria-hidden="true" />
          </button>
          <p className="min-w-0 text-center">
            <span id={captionId} className="block font-semibold">
              {picture.caption || picture.alt}
            </span>
            <span className="text-sm text-mist">
              {t("viewer.position", { position: index + 1, total: pictures.length })}
            </span>
          </p>
          <button
            type="button"
            onClick={() => onIndex(index + 1)}
            disabled={last}
            aria-label={t("viewer.next")}
            className={buttonClass}
          >
            <ChevronRight className="size-6" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("viewer.close")}
          ref={close}
          className={`${buttonClass} absolute top-4 right-4`}
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
    </dialog>
  );
}
