import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A confirmation before something that cannot be undone: a native modal <dialog> (focus moves in
 * and stays, Escape cancels, the page behind is inert). The safe choice has the first focus.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border border-line bg-ink-raised p-6 text-mist shadow-2xl shadow-black/60 backdrop:bg-ink/80 backdrop:backdrop-blur-sm sm:p-8"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-red-400/15 text-red-300">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-semibold">
        {title}
      </h2>
      <p id={textId} className="mt-2 leading-relaxed">
        {text}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className="bg-red-300 text-ink hover:bg-red-200"
        >
          {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
