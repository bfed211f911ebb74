import { createContext, useContext } from "react";
import { useLocation } from "react-router";
import { splitLocalizedPath } from "~/i18n/languages";
import { pagePath } from "~/lib/page-path";
import { useSite } from "~/lib/use-site";

/**
 * The site's origin for pages rendered without the root loader's data: the error page shown
 * when the root loader itself failed. The server entry provides PUBLIC_URL, the browser its own
 * origin (the same address, since PUBLIC_URL is where the site is served).
 */
const PublicOriginContext = createContext("");
export const PublicOriginProvider = PublicOriginContext.Provider;

/** The canonical origin and the page's unprefixed path, with or without the root loader's data. */
export function usePageAddress(): { origin: string; path: string } {
  const site = useSite();
  const fallbackOrigin = useContext(PublicOriginContext);
  const location = useLocation();
  return {
    origin: site?.publicUrl ?? fallbackOrigin,
    path: site?.path ?? splitLocalizedPath(pagePath(location.pathname)).path,
  };
}
