import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries, galleryPhotos, type Gallery, type GalleryPhoto } from "~/db/schema";
import { textIn } from "~/features/catalogue/service-view";
import type { Language } from "~/i18n/languages";
import { gallerySlugPattern } from "./gallery.schema";
import { publicVariantUrl } from "./photo-urls";

// What visitors see of the library (docs/decisions/090): published event galleries, their
// ready and visible photos, and only the watermarked previews and small thumbnails. Nothing
// here ever names an original.

export type PictureSource = {
  /** The largest of its kind, for browsers without srcset. */
  src: string;
  /** "…-640.webp 640w, …-1280.webp 1280w"; AVIF first where there is one (`sources`). */
  srcset: string;
  sources: { type: string; srcset: string }[];
};

export type PublicPhoto = {
  id: string;
  numbers: string[];
  width: number;
  height: number;
  thumb: PictureSource;
  preview: PictureSource;
};

export type PublicGallery = {
  id: string;
  slug: string;
  kind: Gallery["kind"];
  title: string;
  /** The language the title is written in, when it fell back to Swedish. */
  titleLang?: Language;
  description: string | null;
  shotOn: string | null;
  pricing: {
    perPhoto: number | null;
    fullGallery: number | null;
    currency: string;
    /** VAT included in the prices, in basis points. */
    vatRateBp: number;
  };
  photoCount: number;
  cover: (Pick<PublicPhoto, "width" | "height" | "thumb" | "preview"> & { id: string }) | null;
};

/** The picture sources of one kind ("thumb" or "preview") of a processed photo. */
function pictureOf(photo: GalleryPhoto, kind: "thumbnail" | "preview"): PictureSource {
  const variants = photo.variants
    .filter((variant) => variant.name.startsWith(`${kind}-`))
    .sort((a, b) => a.width - b.width);
  const byFormat = (format: string) => variants.filter((variant) => variant.format === format);
  const srcsetOf = (list: typeof variants) =>
    list.map((variant) => `${publicVariantUrl(photo, variant)} ${variant.width}w`).join(", ");
  const fallback = byFormat("webp").length > 0 ? byFormat("webp") : byFormat("jpeg");
  const largest = fallback.at(-1) ?? variants.at(-1);
  const sources = (["avif", "webp"] as const)
    .map((format) => ({ type: `image/${format}`, srcset: srcsetOf(byFormat(format)) }))
    .filter((source) => source.srcset !== "");
  return {
    src: largest ? publicVariantUrl(photo, largest) : "",
    srcset: srcsetOf(fallback),
    sources,
  };
}

export function publicPhoto(photo: GalleryPhoto): PublicPhoto {
  return {
    id: photo.id,
    numbers: photo.numbers,
    width: photo.width ?? 0,
    height: photo.height ?? 0,
    thumb: pictureOf(photo, "thumbnail"),
    preview: pictureOf(photo, "preview"),
  };
}

const visible = and(eq(galleryPhotos.status, "ready"), eq(galleryPhotos.hidden, false));

async function visiblePhotos(db: Database, galleryId: string): Promise<GalleryPhoto[]> {
  return db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.galleryId, galleryId), visible))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.createdAt));
}

async function coverOf(db: Database, gallery: Gallery): Promise<PublicGallery["cover"]> {
  const [chosen] = gallery.coverPhotoId
    ? await db
        .select()
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.id, gallery.coverPhotoId), visible))
    : [];
  const [first] = chosen
    ? [chosen]
    : await db
        .select()
        .from(galleryPhotos)
        .where(and(eq(galleryPhotos.galleryId, gallery.id), visible))
        .orderBy(asc(galleryPhotos.position))
        .limit(1);
  if (!first) return null;
  const { id, width, height, thumb, preview } = publicPhoto(first);
  return { id, width, height, thumb, preview };
}

function galleryView(
  gallery: Gallery,
  lang: Language,
  photoCount: number,
  cover: PublicGallery["cover"],
): PublicGallery {
  const title = textIn(gallery.title, lang);
  return {
    id: gallery.id,
    slug: gallery.slug,
    kind: gallery.kind,
    title: title.text,
    ...(title.fallback && { titleLang: "sv" as const }),
    description: gallery.description ? textIn(gallery.description, lang).text : null,
    shotOn: gallery.shotOn,
    pricing: {
      perPhoto: gallery.perPhoto,
      fullGallery: gallery.fullGallery,
      currency: gallery.currency,
      vatRateBp: gallery.vatRate,
    },
    photoCount,
    cover,
  };
}

/** The published event galleries, newest shoot first, for /shop/photos and the sitemap. */
export async function publishedEventGalleries(
  db: Database,
  lang: Language,
): Promise<PublicGallery[]> {
  const rows = await db
    .select({
      gallery: galleries,
      // The outer gallery by its table's name: in a query of one table Drizzle writes its
      // columns unqualified, and a bare "id" here would be the photo's own (every count was 0).
      photos: sql<number>`(select count(*)::int from ${galleryPhotos} where ${galleryPhotos.galleryId} = "galleries"."id" and ${galleryPhotos.status} = 'ready' and not ${galleryPhotos.hidden})`,
    })
    .from(galleries)
    .where(and(eq(galleries.kind, "event"), isNotNull(galleries.publishedAt)))
    .orderBy(desc(galleries.shotOn), desc(galleries.publishedAt));
  return Promise.all(
    rows.map(async ({ gallery, photos }) =>
      galleryView(gallery, lang, photos, await coverOf(db, gallery)),
    ),
  );
}

/**
 * A published event gallery and its visible photos, only those tagged `number` when one is
 * asked for; undefined when there is no such gallery (unknown, unpublished, or not public).
 */
export async function publishedEventGallery(
  db: Database,
  slug: string,
  lang: Language,
  options: { number?: string } = {},
): Promise<{ gallery: PublicGallery; photos: PublicPhoto[] } | undefined> {
  // What cannot be an address is not looked up: a NUL byte in it is not even text to
  // PostgreSQL, and the query failed with a 500.
  if (slug.length > 80 || !gallerySlugPattern.test(slug)) return undefined;
  const [gallery] = await db
    .select()
    .from(galleries)
    .where(
      and(eq(galleries.slug, slug), eq(galleries.kind, "event"), isNotNull(galleries.publishedAt)),
    );
  if (!gallery) return undefined;
  const photos = await visiblePhotos(db, gallery.id);
  const shown = options.number
    ? photos.filter((photo) => photo.numbers.includes(options.number!))
    : photos;
  return {
    gallery: galleryView(gallery, lang, photos.length, await coverOf(db, gallery)),
    photos: shown.map(publicPhoto),
  };
}

/**
 * A gallery already found and allowed (a client gallery its customer opened, decision 101) and
 * its visible photos: the same view as an event gallery's.
 */
export async function galleryContents(
  db: Database,
  gallery: Gallery,
  lang: Language,
): Promise<{ gallery: PublicGallery; photos: PublicPhoto[] }> {
  const photos = await visiblePhotos(db, gallery.id);
  return {
    gallery: galleryView(gallery, lang, photos.length, await coverOf(db, gallery)),
    photos: photos.map(publicPhoto),
  };
}
