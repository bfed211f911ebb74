import { and, eq, isNotNull, or } from "drizzle-orm";
import { galleryPhotos } from "~/db/schema";

/**
 * A photo whose pictures can be shown: ready, or processed before and being processed again (a
 * replaced file, decision 095), which keeps its previous variants, at their previous address,
 * until the new ones are made. A portfolio picture does not vanish from the page for the minute
 * its replacement takes. Sales still wait for "ready": the download is being made again.
 */
export const shownWhileReprocessed = or(
  eq(galleryPhotos.status, "ready"),
  and(eq(galleryPhotos.status, "processing"), isNotNull(galleryPhotos.processedAt)),
);
