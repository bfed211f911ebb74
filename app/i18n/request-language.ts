import {
  isLanguage,
  languageFromAcceptLanguage,
  languageFromCookie,
  splitLocalizedPath,
  type Language,
} from "./languages";
import { pagePath } from "~/lib/page-path";

/** The language of an API request: `?lang=`, then the stored choice, then the browser's. */
export function requestLanguage(request: Request): Language {
  const query = new URL(request.url).searchParams.get("lang");
  if (isLanguage(query)) return query;
  return (
    languageFromCookie(request.headers.get("cookie")) ??
    languageFromAcceptLanguage(request.headers.get("accept-language"))
  );
}

/** The language of the page a request is for (its URL prefix), data requests included. */
export function pageLanguage(request: Request): Language {
  return splitLocalizedPath(pagePath(new URL(request.url).pathname)).lang;
}
