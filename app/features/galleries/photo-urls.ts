import type { GalleryPhoto, PhotoVariant } from "~/db/schema";

// The address of a photo's public picture (a thumbnail or a watermarked preview): the photo's
// id, a version that changes when it is processed again (so the answer can be cached for a
// year), and the variant. Originals have no public address (docs/decisions/090).

export const photoMediaPath = "/media/photos";

export function publicVariantUrl(
  photo: Pick<GalleryPhoto, "id" | "processedAt">,
  variant: Pick<PhotoVariant, "name" | "format">,
): string {
  const version = photo.processedAt ? photo.processedAt.getTime().toString(36) : "0";
  return `${photoMediaPath}/${photo.id}/${version}/${variant.name}.${variant.format}`;
}
