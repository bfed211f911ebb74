import { languages, localizePath } from "~/i18n/languages";
import { pages } from "~/routes";

/** Every public page in every language: the sitemap and the end-to-end walk read this list. */
export function publicPaths(): { path: string; alternates: Record<string, string> }[] {
  const staticPages = pages.map((page) => page.path).filter((path) => !path.includes(":"));
  return staticPages.flatMap((path) =>
    languages.map((lang) => ({
      path: localizePath(path, lang),
      alternates: Object.fromEntries(languages.map((l) => [l, localizePath(path, l)])),
    })),
  );
}
