import {
  isLanguage,
  languageFromAcceptLanguage,
  languageFromCookie,
  type Language,
} from "./languages";

/** The language of an API request: `?lang=`, then the stored choice, then the browser's. */
export function requestLanguage(request: Request): Language {
  const query = new URL(request.url).searchParams.get("lang");
  if (isLanguage(query)) return query;
  return (
    languageFromCookie(request.headers.get("cookie")) ??
    languageFromAcceptLanguage(request.headers.get("accept-language"))
  );
}
