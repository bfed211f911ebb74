import { describe, expect, it } from "vitest";
import { structuredDataProblems } from "../../../../tests/support/structured-data";
import type { PublicGallery, PublicPhoto } from "../public-gallery.server";
import { galleryOffer } from "./gallery-offer";
import { coverShareImage, galleryJsonLd, srcsetCandidate } from "./gallery-json-ld";

const picture = (id: string, kind: "thumb" | "preview", widths: number[]) => {
  const srcset = (format: string) =>
    widths.map((w) => `/media/photos/${id}/v1/${kind}-${w}.${format} ${w}w`).join(", ");
  return {
    src: `/media/photos/${id}/v1/${kind}-${widths.at(-1)}.webp`,
    srcset: srcset("webp"),
    sources: [
      { type: "image/avif", srcset: srcset("avif") },
      { type: "image/webp", srcset: srcset("webp") },
    ],
  };
};
const photo = (index: number): PublicPhoto => ({
  id: `p${index}`,
  numbers: [],
  width: 3000,
  height: 2000,
  thumb: picture(`p${index}`, "thumb", [400]),
  preview: picture(`p${index}`, "preview", [640, 1280, 2048]),
});
const photos = Array.from({ length: 80 }, (_, index) => photo(index));
const gallery: PublicGallery = {
  id: "g",
  slug: "match",
  kind: "event",
  title: "MUIK 2 – Virkiä 2",
  description: null,
  shotOn: "2026-10-18",
  pricing: { perPhoto: 800, fullGallery: 8900, currency: "EUR", vatRateBp: 2550 },
  photoCount: 80,
  cover: {
    id: "p0",
    width: 3000,
    height: 2000,
    thumb: photos[0]!.thumb,
    preview: photos[0]!.preview,
  },
};
const origin = "https://example.fi";
const url = `${origin}/galleri/match`;

function render(of: PublicGallery) {
  const blocks = galleryJsonLd({
    origin,
    url,
    gallery: of,
    photos,
    offer: galleryOffer(of.pricing, of.photoCount),
    description: "Bilder",
  });
  const html = blocks
    .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
    .join("");
  return { blocks: blocks as Record<string, unknown>[], html };
}

describe("a gallery's structured data", () => {
  it("lists the first 50 photos' previews and offers one photo to the whole gallery", () => {
    const { blocks, html } = render(gallery);
    expect(structuredDataProblems(html)).toEqual([]);
    const [imageGallery, product] = blocks;
    expect(imageGallery).toMatchObject({ "@type": "ImageGallery", url, dateCreated: "2026-10-18" });
    expect(imageGallery!.image).toHaveLength(50);
    expect((imageGallery!.image as Record<string, unknown>[])[0]).toEqual({
      "@type": "ImageObject",
      contentUrl: `${origin}/media/photos/p0/v1/preview-2048.webp`,
      thumbnailUrl: `${origin}/media/photos/p0/v1/thumb-400.webp`,
      width: 3000,
      height: 2000,
    });
    expect(product).toMatchObject({
      "@type": "Product",
      image: `${origin}/media/photos/p0/v1/preview-2048.webp`,
      offers: {
        "@type": "AggregateOffer",
        lowPrice: 8,
        highPrice: 89,
        priceCurrency: "EUR",
        offers: [{ "@type": "Offer", price: 89, priceCurrency: "EUR", url }],
      },
    });
  });

  it("offers the whole gallery alone when photos are not sold one by one", () => {
    const { blocks, html } = render({
      ...gallery,
      pricing: { perPhoto: null, fullGallery: 5000, currency: "EUR", vatRateBp: 2550 },
    });
    expect(structuredDataProblems(html)).toEqual([]);
    expect(blocks[1]!.offers).toMatchObject({ "@type": "Offer", price: 50 });
  });

  it("has no Product when nothing is for sale", () => {
    const { blocks } = render({
      ...gallery,
      pricing: { perPhoto: null, fullGallery: null, currency: "EUR", vatRateBp: 2550 },
    });
    expect(blocks.map((block) => block["@type"])).toEqual(["ImageGallery"]);
  });
});

describe("the cover as a link preview", () => {
  it("is its WebP preview of at most 1280 px, with its height", () => {
    expect(coverShareImage(gallery.cover!, "Omslag")).toEqual({
      path: "/media/photos/p0/v1/preview-1280.webp",
      width: 1280,
      height: 853,
      alt: "Omslag",
    });
  });

  it("takes the narrowest width when every one is wider", () => {
    expect(srcsetCandidate("a.webp 2048w, b.webp 1600w", 1280)).toEqual({
      url: "b.webp",
      width: 1600,
    });
    expect(srcsetCandidate("", 1280)).toBeNull();
  });
});
