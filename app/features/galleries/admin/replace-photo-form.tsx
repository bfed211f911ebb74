import { ImageUp } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import type { AdminPhotoView } from "./admin-gallery-view";
import { usePhotoAction } from "./use-photo-action";

/**
 * "Replace photo": a new file for the picture, its texts, category and place kept (decision
 * 095). A plain multipart form posted to the page's action (intent replacePhoto), so it works
 * before or without the page's scripts; with them, it is sent in the background and the card
 * shows the new picture once processed.
 */
export function ReplacePhotoForm({ photo }: { photo: AdminPhotoView }) {
  const { t, fetcher, markSubmitted, busy } = usePhotoAction();
  const id = useId();
  return (
    <details>
      <summary
        aria-label={t("photos.replaceLabel", { file: photo.fileName })}
        className={buttonClass("ghost", "w-fit cursor-pointer px-3 py-1.5 text-xs")}
      >
        <ImageUp className="size-4" aria-hidden="true" />
        {t("photos.replace")}
      </summary>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => {
          if (busy) return event.preventDefault();
          markSubmitted();
          // The same file may be chosen again after a refusal.
          const form = event.currentTarget;
          queueMicrotask(() => form.reset());
        }}
        className="mt-3 space-y-2 text-sm"
      >
        <input type="hidden" name="intent" value="replacePhoto" />
        <input type="hidden" name="photoId" value={photo.id} />
        <label htmlFor={`${id}-file`} className="block font-semibold text-snow">
          {t("photos.replaceFile")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          name="photo"
          accept="image/*"
          required
          aria-describedby={`${id}-hint`}
          className="block w-full text-sm text-mist file:mr-3 file:rounded-lg file:border-0 file:bg-aurora file:px-3 file:py-1.5 file:font-semibold file:text-ink"
        />
        <p id={`${id}-hint`} className="text-xs text-mist">
          {t("photos.replaceHint")}
        </p>
        <button
          type="submit"
          disabled={busy}
          className={buttonClass("secondary", "px-3 py-1.5 text-xs")}
        >
          {t("photos.replaceSubmit")}
        </button>
      </fetcher.Form>
    </details>
  );
}
