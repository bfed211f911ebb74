import { galleryJsonLd } from "./gallery-json-ld";

/**
 * A gallery's structured data as JSON-LD scripts in the page ("<" escaped against "</script>",
 * as Seo writes them). Data for search engines, which read the server's HTML: the page keeps
 * the scripts as the server wrote them, and this code is not in its first load
 * (gallery-seo.tsx, docs/decisions/112).
 */
export function GalleryJsonLdScript(props: Parameters<typeof galleryJsonLd>[0]) {
  return galleryJsonLd(props).map((item, index) => (
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, "\\u003c") }}
    />
  ));
}
