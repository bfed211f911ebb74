import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { portfolioCategories } from "~/content/portfolio";
import { languages } from "~/i18n/languages";
import type { AdminPhotoView } from "./admin-gallery-view";
import { usePhotoAction } from "./use-photo-action";
import { photoTextFields, photoTextMax } from "./portfolio-photo-form.schema";

/**
 * A portfolio picture's caption and alt text in the three languages and its category, one
 * plain form posted to the page's action (intent photoTexts; decision 095). Swedish is
 * required; an empty Finnish or English field shows the Swedish text.
 */
export function PortfolioPhotoTexts({ photo }: { photo: AdminPhotoView }) {
  const { t, fetcher, markSubmitted, busy } = usePhotoAction();
  const id = useId();
  const stored = { caption: photo.caption, alt: photo.alt };
  return (
    <div className="space-y-2 text-sm">
      <p>
        <span className="font-semibold text-aurora">
          {photo.category ? t(`photos.categories.${photo.category}`) : "–"}
        </span>
        {" · "}
        <span className="text-snow">{photo.caption?.sv ?? t("photos.noCaption")}</span>
      </p>
      <details>
        <summary
          aria-label={t("photos.textsLabel", { file: photo.fileName })}
          className={buttonClass("ghost", "w-fit cursor-pointer px-3 py-1.5 text-xs")}
        >
          {t("photos.texts")}
        </summary>
        <fetcher.Form
          method="post"
          onSubmit={(event) => {
            if (busy) return event.preventDefault();
            markSubmitted();
          }}
          className="mt-3 space-y-3"
        >
          <input type="hidden" name="intent" value="photoTexts" />
          <input type="hidden" name="photoId" value={photo.id} />
          <label className="block">
            <span className="mb-1 block font-semibold text-snow">{t("photos.category")}</span>
            <select
              name="category"
              defaultValue={photo.category ?? ""}
              required
              className="w-full rounded-lg border border-line bg-ink px-3 py-2 text-snow"
            >
              <option value="" disabled>
                –
              </option>
              {portfolioCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`photos.categories.${category}`)}
                </option>
              ))}
            </select>
          </label>
          {photoTextFields.map((field) =>
            languages.map((lang) => (
              <label key={`${field}_${lang}`} className="block">
                <span className="mb-1 block font-semibold text-snow">
                  {t("photos.inLanguage", {
                    field: t(`photos.${field}`),
                    language: t(`photos.languages.${lang}`),
                  })}
                </span>
                <input
                  name={`${field}_${lang}`}
                  defaultValue={stored[field]?.[lang] ?? ""}
                  maxLength={photoTextMax}
                  required={lang === "sv"}
                  aria-describedby={lang === "sv" ? undefined : `${id}-fallback`}
                  className="w-full rounded-lg border border-line bg-ink px-3 py-2 text-snow"
                />
              </label>
            )),
          )}
          <p id={`${id}-fallback`} className="text-xs text-mist">
            {t("photos.fallback")}
          </p>
          <button
            type="submit"
            disabled={busy}
            className={buttonClass("secondary", "px-3 py-1.5 text-xs")}
          >
            {t("photos.saveTexts")}
          </button>
        </fetcher.Form>
      </details>
    </div>
  );
}
