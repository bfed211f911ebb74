import { redirect } from "react-router";
import { database } from "~/db/client.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/request-language";
import { hockeyAlbumSlug } from "./hockey-album-slug";
import { isPublishedEventGallery } from "./published-galleries.server";

/**
 * The hockey album's page (/shop/photos/muik2-virkia2-hockey, the spec's address) as a
 * permanent redirect to the gallery of the same match in the same language, once the owner has
 * published it; undefined until then, and the album's page stays.
 */
export async function albumGalleryRedirect(request: Request): Promise<Response | undefined> {
  const { db } = await database();
  if (!(await isPublishedEventGallery(db, hockeyAlbumSlug))) return undefined;
  return redirect(localizePath(`/galleri/${hockeyAlbumSlug}`, pageLanguage(request)), 301);
}
