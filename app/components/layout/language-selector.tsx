import { Check, ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Flag } from "~/components/ui/flag";
import { languages, languageStorageKey, localizePath, type Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { useSite } from "~/lib/use-site";

/** Stores the choice where the spec keeps it (localStorage) and where the server reads it (cookie). */
function rememberLanguage(lang: Language) {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = `${languageStorageKey}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * A disclosure with the three languages as links to the same page in each language. The links
 * load a new document: each language's texts are their own download.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = useLanguage();
  const site = useSite();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const path = site?.path ?? "/";

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        rootRef.current?.querySelector("button")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-3 text-sm font-medium text-snow hover:border-aurora"
      >
        <Flag lang={current} />
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <span className="sr-only">
          {t("language.choose")}: {t(`language.${current}`)}
        </span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 mt-2 w-44 overflow-hidden rounded-xl border border-line bg-ink-soft py-1 shadow-xl"
      >
        {languages.map((lang) => (
          <li key={lang}>
            <a
              href={localizePath(path, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? "true" : undefined}
              onClick={() => rememberLanguage(lang)}
              className="flex items-center gap-3 px-4 py-2.5 text-sm text-snow hover:bg-ink-raised hover:text-aurora"
            >
              <Flag lang={lang} />
              <span className="flex-1">{t(`language.${lang}`)}</span>
              {lang === current && <Check className="size-4 text-aurora" aria-hidden="true" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
