import type { Gallery, GalleryPhoto } from "~/db/schema";
import {
  clientGalleryAdminView,
  type ClientGalleryAdminView,
} from "../client/client-gallery-admin-view";
import { publicVariantUrl } from "../photo-urls";

// The owner's view of a gallery and its photos, as the admin API sends it: every language as
// stored, every photo with its state (hidden and unprocessed ones too).

export type AdminPhotoView = {
  id: string;
  position: number;
  status: GalleryPhoto["status"];
  fileName: string;
  bytes: number;
  width: number | null;
  height: number | null;
  numbers: string[];
  /** Numbers read off the picture, for the owner to accept (decision 094). */
  suggestedNumbers: { number: string; score: number }[];
  /** Its numbers are still to be read: suggestions may come. */
  readingNumbers: boolean;
  caption: GalleryPhoto["caption"];
  alt: GalleryPhoto["alt"];
  category: string | null;
  hidden: boolean;
  failure: string | null;
  /** The small picture for the owner's grid, once processed. */
  thumbnail: string | null;
};

export type AdminGalleryView = {
  id: string;
  slug: string;
  kind: Gallery["kind"];
  title: Gallery["title"];
  description: Gallery["description"];
  shotOn: string | null;
  perPhoto: number | null;
  fullGallery: number | null;
  currency: string;
  watermarkText: string | null;
  coverPhotoId: string | null;
  published: boolean;
  publishedAt: string | null;
  photos: AdminPhotoView[];
  /** A client gallery's customer, link and rules (docs/decisions/101); null for the others. */
  client?: ClientGalleryAdminView | null;
};

export function adminPhotoView(photo: GalleryPhoto, readingNumbers = false): AdminPhotoView {
  const thumb = photo.variants.find((variant) => variant.name.startsWith("thumbnail-"));
  return {
    id: photo.id,
    position: photo.position,
    status: photo.status,
    fileName: photo.fileName,
    bytes: photo.bytes,
    width: photo.width,
    height: photo.height,
    numbers: photo.numbers,
    suggestedNumbers: photo.suggestedNumbers,
    readingNumbers,
    caption: photo.caption,
    alt: photo.alt,
    category: photo.category,
    hidden: photo.hidden,
    failure: photo.failure,
    thumbnail: thumb ? publicVariantUrl(photo, thumb) : null,
  };
}

export function adminGalleryView(
  gallery: Gallery,
  photos: GalleryPhoto[],
  beingRead: ReadonlySet<string> = new Set(),
): AdminGalleryView {
  return {
    id: gallery.id,
    slug: gallery.slug,
    kind: gallery.kind,
    title: gallery.title,
    description: gallery.description,
    shotOn: gallery.shotOn,
    perPhoto: gallery.perPhoto,
    fullGallery: gallery.fullGallery,
    currency: gallery.currency,
    watermarkText: gallery.watermarkText,
    coverPhotoId: gallery.coverPhotoId,
    published: gallery.publishedAt !== null,
    publishedAt: gallery.publishedAt?.toISOString() ?? null,
    photos: photos.map((photo) => adminPhotoView(photo, beingRead.has(photo.id))),
    client: clientGalleryAdminView(gallery),
  };
}
