// Toasts without their cost on first load: sonner and its container are downloaded the first
// time a toast is shown (a page that never shows one never loads them). Same call shape as
// sonner's `toast.success` / `toast.error`.
import type { toast as SonnerToast } from "sonner";

type ToastOptions = { description?: React.ReactNode; duration?: number };
type Sonner = typeof SonnerToast;

const listeners = new Set<() => void>();
let wanted = false;
let mounted: Promise<void> | undefined;
let markMounted: (() => void) | undefined;

export function subscribeToToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isToasterWanted() {
  return wanted;
}

/** Called by the container once it is mounted and listening. */
export function toasterMounted() {
  markMounted?.();
}

async function sonner(): Promise<Sonner> {
  if (!mounted) {
    mounted = new Promise((resolve) => (markMounted = resolve));
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [module] = await Promise.all([import("sonner"), mounted]);
  return module.toast;
}

/**
 * Loads and mounts the toast container ahead of a toast that is about to come (a form was
 * sent): the answer's message then shows at once instead of after a download.
 */
export function prepareToasts() {
  void sonner();
}

/** Error toasts still on screen: a success that settles the matter takes them away. */
const errorToasts = new Set<string | number>();

export const toast = {
  success(title: string, options?: ToastOptions) {
    void sonner().then((show) => show.success(title, options));
  },
  error(title: string, options?: ToastOptions) {
    void sonner().then((show) => {
      const id = show.error(title, {
        ...options,
        onDismiss: () => errorToasts.delete(id),
        onAutoClose: () => errorToasts.delete(id),
      });
      errorToasts.add(id);
    });
  },
  /** Closes every error toast (e.g. the failed attempts before a booking that went through). */
  dismissErrors() {
    if (!mounted) return;
    void sonner().then((show) => {
      for (const id of errorToasts) show.dismiss(id);
      errorToasts.clear();
    });
  },
};
