import { describe, expect, it } from "vitest";
import type { ImageAsset, MediaTheme } from "../../../app/content/media.ts";
import { MARK } from "../marker.ts";
import { drawPlaceholder } from "./index.ts";

const everyTheme = Object.keys({
  aurora: 1,
  bridge: 1,
  browser: 1,
  city: 1,
  coast: 1,
  forest: 1,
  lake: 1,
  lighthouse: 1,
  meadow: 1,
  neonCity: 1,
  night: 1,
  rink: 1,
  studio: 1,
  sunset: 1,
  winter: 1,
} satisfies Record<MediaTheme, 1>) as MediaTheme[];

describe("placeholder scenes", () => {
  it.each(everyTheme)("%s draws a marked SVG, the same for the same name", (theme) => {
    const asset: ImageAsset = { name: `test-${theme}`, width: 1200, height: 900, theme };
    const svg = drawPlaceholder(asset);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 900"/);
    expect(svg).toContain(`data-${MARK}`);
    expect(drawPlaceholder(asset)).toBe(svg);
    expect(drawPlaceholder({ ...asset, name: `other-${theme}` })).not.toBe(svg);
    // Every id the drawing refers to is defined in it (a scene inside a scene keeps its own).
    const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    for (const match of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g))
      expect(defined).toContain(match[1] ?? match[2]);
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
