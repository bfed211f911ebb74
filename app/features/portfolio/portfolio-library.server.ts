import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries, galleryPhotos, type GalleryPhoto } from "~/db/schema";
import { portfolioCategories, type PortfolioCategory } from "~/content/portfolio";
import { textIn } from "~/features/catalogue/service-view";
import { publicVariantUrl } from "~/features/galleries/photo-urls";
import { shownWhileReprocessed } from "~/features/galleries/photo-visibility.server";
import type { Language } from "~/i18n/languages";
import type { PortfolioPicture } from "./portfolio-pictures";

// What /portfolio shows (docs/decisions/095): the ready, visible pictures of the published
// portfolio gallery, in the owner's order, each with a category the filters know. A picture
// still being processed (a new upload, a replaced file) is left out until it is ready.

const isCategory = (category: string | null): category is PortfolioCategory =>
  portfolioCategories.includes(category as PortfolioCategory);

function srcSet(photo: GalleryPhoto, format: "avif" | "webp"): string {
  return photo.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${publicVariantUrl(photo, variant)} ${variant.width}w`)
    .join(", ");
}

function fallbackSrc(photo: GalleryPhoto): string {
  const webp = photo.variants
    .filter((variant) => variant.format === "webp")
    .sort((a, b) => a.width - b.width);
  const variant = webp.find((candidate) => candidate.width >= 800) ?? webp.at(-1);
  return variant ? publicVariantUrl(photo, variant) : "";
}

export function portfolioPicture(photo: GalleryPhoto, lang: Language): PortfolioPicture | null {
  if (!isCategory(photo.category) || !photo.width || !photo.height) return null;
  const src = fallbackSrc(photo);
  if (!src) return null;
  const caption = photo.caption ? textIn(photo.caption, lang).text : "";
  return {
    id: photo.id,
    category: photo.category,
    caption,
    // A picture the owner described for no one is at least named by its caption.
    alt: photo.alt ? textIn(photo.alt, lang).text : caption,
    width: photo.width,
    height: photo.height,
    avif: srcSet(photo, "avif"),
    webp: srcSet(photo, "webp"),
    src,
  };
}

/**
 * `limit`: only the first pictures in the owner's order — the home page's preview, one query
 * on the gallery photos' index.
 */
export async function portfolioPictures(
  db: Database,
  lang: Language,
  { limit }: { limit?: number } = {},
): Promise<PortfolioPicture[]> {
  const query = db
    .select({ photo: galleryPhotos })
    .from(galleryPhotos)
    .innerJoin(galleries, eq(galleries.id, galleryPhotos.galleryId))
    .where(
      and(
        eq(galleries.kind, "portfolio"),
        isNotNull(galleries.publishedAt),
        shownWhileReprocessed,
        eq(galleryPhotos.hidden, false),
        inArray(galleryPhotos.category, [...portfolioCategories]),
      ),
    )
    .orderBy(asc(galleries.createdAt), asc(galleryPhotos.position), asc(galleryPhotos.createdAt));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.flatMap(({ photo }) => portfolioPicture(photo, lang) ?? []);
}
