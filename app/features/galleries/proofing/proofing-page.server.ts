import type { Database } from "~/db/client.server";
import type { Gallery } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { formatLongDate } from "~/lib/format";
import { deliveryOf, extrasForSale } from "./delivery.server";
import { favouritesOf } from "./favourites.server";
import type { ProofingView } from "./proofing-view";

/** The proofing part of an open client gallery's page data. */
export async function proofingPageData(
  db: Database,
  gallery: Gallery,
  lang: Language,
): Promise<ProofingView> {
  const favourites = await favouritesOf(db, gallery.id);
  const { downloadable } = await deliveryOf(db, gallery);
  return {
    favourites: Object.fromEntries(favourites.map((one) => [one.photoId, one.note])),
    count: favourites.length,
    limit: gallery.selectionLimit,
    // The day written by the server, as the gallery page writes the shoot's (decision 093).
    submittedAt: gallery.selectionSubmittedAt
      ? formatLongDate(gallery.selectionSubmittedAt.toISOString(), lang)
      : null,
    allowDownload: gallery.allowDownload,
    downloadable,
    forSale: await extrasForSale(db, gallery),
  };
}
