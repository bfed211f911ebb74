import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries } from "~/db/schema";

// Light reads of which event galleries are public (the same rule as public-gallery.server.ts:
// kind "event" and published), for the sitemap and the old album address, without their photos.

const publishedEvent = and(eq(galleries.kind, "event"), isNotNull(galleries.publishedAt));

/** Every published event gallery's address and last change, for the sitemap. */
export async function publishedEventGalleryPages(
  db: Database,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: galleries.slug, updatedAt: galleries.updatedAt })
    .from(galleries)
    .where(publishedEvent)
    .orderBy(galleries.slug);
}

export async function isPublishedEventGallery(db: Database, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: galleries.id })
    .from(galleries)
    .where(and(eq(galleries.slug, slug), publishedEvent));
  return row !== undefined;
}
