import { useCallback, useEffect, useRef, useState } from "react";
import type { AdminGalleryView } from "./admin-gallery-view";

/** How often the photos are asked for while any is still being processed or read. */
export const pollMilliseconds = 3000;

/**
 * The gallery as the page shows it: the loader's answer, replaced by GET /api/admin/galleries/{id}
 * every few seconds while a photo is being processed (and at once when `refresh` is called, after
 * an upload), until none is. A loader answer that arrives later (after one of the page's forms)
 * wins over a poll that was asked for before it.
 */
export function useLiveGallery(loaded: AdminGalleryView) {
  const [polled, setPolled] = useState<{ basis: AdminGalleryView; view: AdminGalleryView }>();
  const gallery = polled?.basis === loaded ? polled.view : loaded;
  const latest = useRef(loaded);
  useEffect(() => {
    latest.current = loaded;
  }, [loaded]);
  const asking = useRef<"idle" | "asking" | "again">("idle");

  const refresh = useCallback(async () => {
    // One request at a time; a refresh asked for meanwhile is made right after it.
    if (asking.current !== "idle") {
      asking.current = "again";
      return;
    }
    do {
      asking.current = "asking";
      const basis = latest.current;
      try {
        const response = await fetch(`/api/admin/galleries/${encodeURIComponent(basis.id)}`, {
          headers: { Accept: "application/json" },
        });
        if (response.ok) {
          const { gallery: view } = (await response.json()) as { gallery: AdminGalleryView };
          if (latest.current === basis) setPolled({ basis, view });
        }
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    } while ((asking.current as string) === "again");
    asking.current = "idle";
  }, []);

  // Numbers are read after a photo is ready (decision 094): their suggestions are waited for too.
  const processing = gallery.photos.some(
    (photo) => photo.status === "processing" || photo.readingNumbers,
  );
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void refresh(), pollMilliseconds);
    return () => clearInterval(timer);
  }, [processing, refresh]);

  return { gallery, refresh };
}
