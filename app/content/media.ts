// Every image and video the site shows. Sources live in media/source/ (images/ and videos/);
// `npm run build` turns each image into AVIF and WebP at the widths below (scripts/build-media.ts).
// To use the business's own photo: put it in media/source/images/ under the same name (.jpg,
// .png, .webp or .svg) and, if its shape differs, update width and height here.

export type ImageAsset = { name: string; width: number; height: number; theme: MediaTheme };

/**
 * The scenes a placeholder can show (drawn by scripts/placeholders/themes/). Each image gets the
 * one that fits its caption or its place; media-captions.test.ts holds every caption to it.
 */
export type MediaTheme =
  | "aurora" //     northern lights over fells and water
  | "bridge" //     a cable-stayed bridge over a sound under a full moon
  | "browser" //    a travel website in a browser window
  | "city" //       a city on the water at dusk, lit windows
  | "coast" //      the archipelago by day: skerries, islands, a red boathouse
  | "forest" //     misty spruce forest in low sun
  | "lake" //       a still mountain lake by day
  | "lighthouse" // a lighthouse on a skerry under the stars
  | "meadow" //     summer evening on open grass: birches, a farmhouse or manor
  | "neonCity" //   a city at night in pink and blue neon
  | "night" //      moonlit snowy fells, a cabin with lit windows
  | "rink" //       an ice hockey rink from behind a goal, stands full
  | "studio" //     a photo studio: paper backdrop, window light, a still life
  | "sunset" //     the sun going down over the sea, a wooded shore
  | "winter"; //    a winter day: frost on the spruces, a ski track

/** Widths generated for srcset; a source narrower than a width stops the list there. */
export const imageWidths = [480, 800, 1200, 1920] as const;

const wide = (name: string, theme: MediaTheme): ImageAsset => ({
  name,
  width: 1920,
  height: 1080,
  theme,
});
const photo = (name: string, theme: MediaTheme): ImageAsset => ({
  name,
  width: 1200,
  height: 900,
  theme,
});
const square = (name: string, theme: MediaTheme): ImageAsset => ({
  name,
  width: 1200,
  height: 1200,
  theme,
});
const portrait = (name: string, theme: MediaTheme): ImageAsset => ({
  name,
  width: 1200,
  height: 1500,
  theme,
});

/** Portfolio image n (1–32) shows scene n: the one that fits portfolio:items.pNN. */
// prettier-ignore
const portfolioThemes: readonly MediaTheme[] = [
  "studio", "sunset", "aurora", "rink", "coast", "forest", "studio", "neonCity",    // p01–p08
  "studio", "meadow", "lake", "rink", "coast", "forest", "studio", "lighthouse",    // p09–p16
  "studio", "meadow", "winter", "rink", "studio", "meadow", "studio", "city",      // p17–p24
  "studio", "studio", "aurora", "winter", "sunset", "meadow", "city", "bridge",    // p25–p32
];

export const images = {
  hero: wide("hero", "aurora"),
  introPoster: wide("intro-poster", "coast"),
  panelStudio: portrait("panel-studio", "studio"),
  panelField: portrait("panel-field", "forest"),
  aiArt1: square("ai-art-1", "aurora"),
  aiArt2: square("ai-art-2", "city"),
  aiArt3: square("ai-art-3", "sunset"),
  videoPromo1: wide("video-promo-1", "coast"),
  videoPromo2: wide("video-promo-2", "city"),
  videoDemo1: wide("video-demo-1", "aurora"),
  videoDemo2: wide("video-demo-2", "sunset"),
  videoDemo3: wide("video-demo-3", "neonCity"),
  shopSoftware: wide("shop-software", "city"),
  shopMerch: wide("shop-merch", "studio"),
  shopPhotos: wide("shop-photos", "rink"),
  shopWebsites: wide("shop-websites", "browser"),
  travelSite: wide("travel-site", "browser"),
  hockeyAlbum: wide("hockey-album", "rink"),
  aiInfluencer: portrait("ai-influencer", "aurora"),
  sportsContracts: wide("sports-contracts", "rink"),
  freelancer: wide("freelancer", "forest"),
  whyChooseUs: wide("why-choose-us", "sunset"),
  itServices: wide("it-services", "night"),
  newsDefault: wide("news-default", "coast"),
  ...Object.fromEntries(
    Array.from({ length: 32 }, (_, index) => {
      const number = String(index + 1).padStart(2, "0");
      return [`portfolio${number}`, photo(`portfolio-${number}`, portfolioThemes[index]!)];
    }),
  ),
} as const satisfies Record<string, ImageAsset>;

export type ImageKey = keyof typeof images;

/** The portfolio images by number 1–32. */
export function portfolioImage(number: number): ImageAsset {
  const key = `portfolio${String(number).padStart(2, "0")}` as ImageKey;
  return (images as Record<string, ImageAsset>)[key]!;
}

export type VideoAsset = { src: string; poster: ImageAsset; width: number; height: number };
const video = (file: string, poster: ImageAsset): VideoAsset => ({
  src: `/media/generated/videos/${file}`,
  poster,
  width: 1280,
  height: 720,
});

export const videos = {
  heroLoop: video("hero-loop.mp4", images.hero),
  intro: video("intro.mp4", images.introPoster),
  promo1: video("promo-1.mp4", images.videoPromo1),
  promo2: video("promo-2.mp4", images.videoPromo2),
  demo1: video("demo-1.mp4", images.videoDemo1),
  demo2: video("demo-2.mp4", images.videoDemo2),
  demo3: video("demo-3.mp4", images.videoDemo3),
} as const satisfies Record<string, VideoAsset>;

export function imageUrl(
  asset: ImageAsset,
  width: number,
  format: "avif" | "webp" | "jpg",
): string {
  return `/media/generated/${asset.name}-${width}.${format}`;
}

export function availableWidths(asset: ImageAsset): number[] {
  const widths = imageWidths.filter((width) => width <= asset.width);
  return widths.length ? widths : [asset.width];
}
