import { fetchWebFontForNextPages } from "./web-font";
import { linkManifest } from "~/seo/manifest-link";

// What a page does once it has loaded and hydrated, for later pages and none of its own
// (docs/decisions/113): loaded on demand by the root, so its code is not in every page's first
// download, whose budget is 126 KB (docs/decisions/112).

/** Fetches the web font for the next pages and links the web app manifest. */
export function afterFirstPage(): void {
  void fetchWebFontForNextPages();
  linkManifest(document);
}
