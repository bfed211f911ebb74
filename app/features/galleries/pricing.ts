// What a buyer pays for photos of an event gallery (docs/decisions/090): each photo at the
// gallery's price, never more than the whole gallery's. 8 € a photo, 89 € for all: 10 photos
// cost 80 €, 12 cost 89 €. Integer cents throughout.

export type GalleryPricing = { perPhoto: number | null; fullGallery: number | null };

/** The amount for `count` photos of a gallery of `total`; null when they cannot be bought so. */
export function photosAmount(
  count: number,
  total: number,
  { perPhoto, fullGallery }: GalleryPricing,
): number | null {
  if (!Number.isInteger(count) || count < 1 || count > total) return null;
  const buyingAll = count === total;
  if (perPhoto === null) return buyingAll ? fullGallery : null;
  const photos = count * perPhoto;
  return fullGallery === null ? photos : Math.min(photos, fullGallery);
}

/** From how many photos the whole-gallery price is the cheaper one (the cap applies). */
export function capReachedAt({ perPhoto, fullGallery }: GalleryPricing): number | null {
  if (perPhoto === null || fullGallery === null) return null;
  return Math.ceil(fullGallery / perPhoto);
}

/** Whether a gallery sells anything at all. */
export function isForSale(pricing: GalleryPricing): boolean {
  return pricing.perPhoto !== null || pricing.fullGallery !== null;
}
