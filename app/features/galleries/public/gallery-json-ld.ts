import type { PictureSource, PublicGallery, PublicPhoto } from "../public-gallery.server";
import type { GalleryOffer } from "./gallery-offer";

// A gallery's structured data (docs/decisions/093): the ImageGallery with its first photos'
// watermarked previews, and the Product it sells — the whole gallery at its price, and from a
// single photo's price upwards (AggregateOffer). Prices in euros, addresses absolute.

/** Photos named in the structured data: enough to describe the gallery, not all 300. */
export const jsonLdPhotos = 50;

/** The widest candidate of a srcset no wider than `maxWidth` (else the narrowest). */
export function srcsetCandidate(
  srcset: string,
  maxWidth: number,
): { url: string; width: number } | null {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url!, width: Number.parseInt(descriptor ?? "", 10) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
  const fitting = candidates.filter((candidate) => candidate.width <= maxWidth);
  return fitting.at(-1) ?? candidates[0] ?? null;
}

/** The picture a link preview shows: the cover's preview, about 1200 px wide, as WebP. */
export function coverShareImage(
  cover: { width: number; height: number; preview: PictureSource },
  alt: string,
) {
  const webp = cover.preview.sources.find((source) => source.type === "image/webp")?.srcset;
  const chosen = srcsetCandidate(webp ?? cover.preview.srcset, 1280);
  if (!chosen || !cover.width || !cover.height) return undefined;
  return {
    path: chosen.url,
    width: chosen.width,
    height: Math.round((chosen.width * cover.height) / cover.width),
    alt,
  };
}

const euros = (cents: number) => cents / 100;

export function galleryJsonLd({
  origin,
  url,
  gallery,
  photos,
  offer,
  description,
}: {
  origin: string;
  url: string;
  gallery: PublicGallery;
  photos: PublicPhoto[];
  offer: GalleryOffer;
  description: string;
}): object[] {
  const imageGallery = {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name: gallery.title,
    description,
    url,
    ...(gallery.shotOn && { dateCreated: gallery.shotOn }),
    image: photos.slice(0, jsonLdPhotos).map((photo) => ({
      "@type": "ImageObject",
      contentUrl: origin + photo.preview.src,
      thumbnailUrl: origin + photo.thumb.src,
      width: photo.width,
      height: photo.height,
    })),
  };
  const offers = productOffers(offer, url);
  if (!offers) return [imageGallery];
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: gallery.title,
    description,
    url,
    ...(gallery.cover && { image: origin + gallery.cover.preview.src }),
    offers,
  };
  return [imageGallery, product];
}

function productOffers({ perPhoto, whole }: GalleryOffer, url: string) {
  const inStock = { availability: "https://schema.org/InStock", url } as const;
  const wholeOffer =
    whole === null
      ? undefined
      : { "@type": "Offer", price: euros(whole), priceCurrency: "EUR", ...inStock };
  if (perPhoto === null || !wholeOffer) return wholeOffer;
  // From one photo's price to the whole gallery's: what a buyer can pay here.
  return {
    "@type": "AggregateOffer",
    lowPrice: euros(perPhoto),
    highPrice: wholeOffer.price,
    priceCurrency: "EUR",
    offers: [wholeOffer],
  };
}
