// The three languages and the URL scheme of docs/decisions/003: Swedish at the bare paths,
// Finnish and English under /fi and /en.
export const languages = ["sv", "fi", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "sv";

/** localStorage key of the spec; the cookie of the same name lets the server read the choice. */
export const languageStorageKey = "language";

/** BCP 47 tags for Intl and for Open Graph. */
export const languageLocales: Record<Language, { intl: string; og: string }> = {
  sv: { intl: "sv-SE", og: "sv_SE" },
  fi: { intl: "fi-FI", og: "fi_FI" },
  en: { intl: "en-GB", og: "en_GB" },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Splits "/fi/portfolio" into { lang: "fi", path: "/portfolio" }; bare paths are Swedish. */
export function splitLocalizedPath(pathname: string): { lang: Language; path: string } {
  const [, first, ...rest] = pathname.split("/");
  if (first && first !== defaultLanguage && isLanguage(first)) {
    return { lang: first, path: "/" + rest.join("/") };
  }
  return { lang: defaultLanguage, path: pathname || "/" };
}

/** "/portfolio" in Finnish is "/fi/portfolio"; home is "/fi" (no trailing slash). */
export function localizePath(path: string, lang: Language): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === defaultLanguage) return clean;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}

/**
 * First visit with no stored choice: the browser's preferred language decides (spec section 4):
 * a tag starting "fi" gives Finnish, "en" English, anything else Swedish.
 */
export function languageFromAcceptLanguage(header: string | null): Language {
  const first = header?.split(",")[0]?.trim().toLowerCase() ?? "";
  if (first.startsWith("fi")) return "fi";
  if (first.startsWith("en")) return "en";
  return "sv";
}

export function languageFromCookie(cookieHeader: string | null): Language | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)language=([a-z]{2})/);
  const value = match?.[1];
  return isLanguage(value) ? value : undefined;
}
