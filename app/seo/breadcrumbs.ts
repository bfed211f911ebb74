import { localizePath, type Language } from "~/i18n/languages";

// Every page's trail (seo.tsx); apart from the business's JSON-LD (structured-data.ts), which
// only home shows, so that the other pages do not load it (docs/decisions/112).

export type Crumb = { name: string; path: string };

export function breadcrumbList(origin: string, lang: Language, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: origin + localizePath(crumb.path, lang),
    })),
  };
}
