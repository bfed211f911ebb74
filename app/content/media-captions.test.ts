import { describe, expect, it } from "vitest";
import home from "~/i18n/locales/sv/home";
import portfolio from "~/i18n/locales/sv/portfolio";
import shop from "~/i18n/locales/sv/shop";
import { images, videos, type ImageKey, type MediaTheme } from "./media";
import { portfolioItems } from "./portfolio";

// Every placeholder must show what its caption says ("Vasa i neon" once showed a mountain lake).
// The captions are the Swedish source texts; fi and en say the same.

/** What each scene can stand for, in the words a Swedish caption would use. */
const sceneWords: Record<MediaTheme, RegExp> = {
  aurora: /norrsken/i,
  bridge: /bro(n|ns)?\b/i,
  browser: /sajt|webbplats/i,
  city: /stad|trähus|centrum/i,
  coast: /strand|skärgård|klippor|kust/i,
  forest: /skog|tallar/i,
  lake: /sjö(n)?\b/i,
  lighthouse: /fyr\b/i,
  meadow: /trädgård|gräsmatta|herrgård|sommar/i,
  neonCity: /neon|nattens stad/i,
  night: /fjäll(?!sjö)|stuga/i,
  rink: /hockey|ishall|puck|konståk/i,
  studio: /studio|ateljé|butik|bord|skiva|händer|sidoljus|levande ljus/i,
  sunset: /solnedgång|kvällsljus|skymning/i,
  winter: /snö|frost|vinterdag/i,
};

/** Words that decide the scene: a caption that has one gets that scene and no other. */
const decisive: [RegExp, MediaTheme][] = [
  [/neon/i, "neonCity"],
  [/norrsken/i, "aurora"],
  [/\bfyr\b/i, "lighthouse"],
  [/bro(n|ns)?\b/i, "bridge"],
  [/hockey|ishall|puck/i, "rink"],
  [/sjö(n)?\b/i, "lake"],
  [/snö|frost/i, "winter"],
  [/studiobakgrund|fotostudio|ateljé/i, "studio"],
];

const portfolioCaption = (id: string) => {
  const item = portfolio.items[id as keyof typeof portfolio.items];
  return `${item.title}. ${item.alt}`;
};

/**
 * The caption of every image, or null for a backdrop (alt="") whose page says nothing about
 * what it should show. A new image fails the first test until it is given one here.
 */
const captions: Record<ImageKey, string | null> = {
  hero: null,
  introPoster: null,
  panelStudio: home.panels.studio.alt,
  panelField: home.panels.field.alt,
  aiArt1: home.aiArt.images.art1,
  aiArt2: home.aiArt.images.art2,
  aiArt3: home.aiArt.images.art3,
  videoPromo1: portfolio.promo.promo1.title,
  videoPromo2: portfolio.promo.promo2.title,
  videoDemo1: portfolio.demos.demo1.title,
  videoDemo2: portfolio.demos.demo2.title,
  videoDemo3: portfolio.demos.demo3.title,
  shopSoftware: null,
  shopMerch: null,
  shopPhotos: null,
  // The card and the page it heads are about websites.
  shopWebsites: shop.overview.categories.websites.title,
  travelSite: shop.websites.product.imageAlt,
  hockeyAlbum: shop.hockeyAlbum.title,
  aiInfluencer: null,
  sportsContracts: null,
  freelancer: null,
  whyChooseUs: null,
  itServices: null,
  newsDefault: null,
  ...(Object.fromEntries(
    portfolioItems.map((item) => [`portfolio${item.id.slice(1)}`, portfolioCaption(item.id)]),
  ) as Record<`portfolio${string}`, string>),
} as Record<ImageKey, string | null>;

const captioned = (Object.entries(captions) as [ImageKey, string | null][]).filter(
  (entry): entry is [ImageKey, string] => entry[1] !== null,
);

describe("placeholder scenes and their captions", () => {
  it("every image is listed, and every portfolio work has its own picture", () => {
    expect(Object.keys(captions).sort()).toEqual(Object.keys(images).sort());
    expect(portfolioItems).toHaveLength(32);
    portfolioItems.forEach((item, index) => {
      expect(item.image.name).toBe(`portfolio-${String(index + 1).padStart(2, "0")}`);
      expect(captions[`portfolio${item.id.slice(1)}` as ImageKey]).toBeTruthy();
    });
  });

  it.each(captioned)("%s shows what its caption says", (key, caption) => {
    const { theme } = images[key];
    expect(caption, `scene "${theme}"`).toMatch(sceneWords[theme]);
    for (const [word, scene] of decisive)
      if (word.test(caption)) expect(theme, `"${caption}" needs the ${scene} scene`).toBe(scene);
  });

  it("every video opens on its poster's scene", () => {
    expect(videos.demo3.poster.theme).toBe("neonCity");
    for (const video of Object.values(videos))
      expect(Object.values(images)).toContain(video.poster);
  });

  it("the words catch the old mistakes", () => {
    // Vasa in neon was drawn as snowy fells at night, the mountain lake as northern lights.
    const neon = portfolioCaption("p08");
    expect(neon).not.toMatch(sceneWords.night);
    expect(decisive.find(([word]) => word.test(neon))?.[1]).toBe("neonCity");
    expect(decisive.find(([word]) => word.test(portfolioCaption("p11")))?.[1]).toBe("lake");
  });
});
