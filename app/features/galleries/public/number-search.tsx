import { Search } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { pluralOf } from "./gallery-offer";

type Props = {
  /** What the field holds (the visitor's typing, or the address's ?number=). */
  value: string;
  /** The number the photos are filtered by; "invalid" when the field holds no number. */
  asked: string | null | "invalid";
  matches: number;
  /** The page without ?number=. */
  allPhotosPath: string;
  onChange: (value: string) => void;
};

/**
 * "Find your photos by number": a GET form, so without scripts the server filters the page; with
 * them every keystroke filters the photos already on it. The outcome is announced politely.
 */
export function NumberSearch({ value, asked, matches, allPhotosPath, onChange }: Props) {
  const { t } = useTranslation("gallery");
  const id = useId();
  return (
    <div className="container-page mt-8">
      <form
        method="get"
        role="search"
        aria-labelledby={`${id}-label`}
        onSubmit={(event) => {
          // Already filtered as typed: the address is up to date too.
          event.preventDefault();
        }}
        className="flex max-w-xl flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1">
          <label id={`${id}-label`} htmlFor={`${id}-input`} className="font-semibold text-snow">
            {t("search.label")}
          </label>
          <p id={`${id}-hint`} className="text-sm">
            {t("search.hint")}
          </p>
          <input
            id={`${id}-input`}
            name="number"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={`${id}-hint ${id}-outcome`}
            aria-invalid={asked === "invalid" || undefined}
            className="mt-2 w-full rounded-xl border border-line bg-ink-soft px-4 py-3 text-lg text-snow placeholder:text-mist/60 focus:border-aurora"
          />
        </div>
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-full border border-line bg-ink-raised/60 px-5 py-3 text-sm font-semibold text-snow hover:border-aurora hover:text-aurora"
        >
          <Search className="size-4" aria-hidden="true" />
          {t("search.submit")}
        </button>
      </form>
      <div id={`${id}-outcome`} role="status" className="mt-3 min-h-6 text-sm">
        {asked === "invalid" && <p className="text-ember">{t("search.invalid")}</p>}
        {asked !== null && asked !== "invalid" && (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="font-semibold text-snow" data-testid="number-matches">
              {matches === 0
                ? t("search.none", { number: asked })
                : t(`search.matches.${pluralOf(matches)}`, { count: matches, number: asked })}
            </span>
            {matches === 0 && <span>{t("search.noneHint")}</span>}
            <a
              href={allPhotosPath}
              onClick={(event) => {
                event.preventDefault();
                onChange("");
              }}
              className="font-semibold text-aurora underline-offset-4 hover:underline"
            >
              {t("search.showAll")}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
