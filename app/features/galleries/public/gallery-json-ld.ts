import type { PublicGallery, PublicPhoto } from "../public-gallery.server";
import type { GalleryOffer } from "./gallery-offer";

// A gallery's structured data (docs/decisions/093): the ImageGallery with its first photos'
// watermarked previews, and the Product it sells — the whole gallery at its price, and from a
// single photo's price upwards (AggregateOffer). Prices in euros, addresses absolute.

/** Photos named in the structured data: enough to describe the gallery, not all 300. */
export const jsonLdPhotos = 50;

// The link preview's picture is chosen in cover-share-image.ts: the page draws it in its head,
// while this module is loaded only by the part that writes the structured data
// (gallery-json-ld-script.tsx, docs/decisions/112).
export { coverShareImage, srcsetCandidate } from "./cover-share-image";

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
