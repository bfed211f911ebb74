import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  escapeMarkup,
  maxWatermarkLength,
  textMask,
  watermarkOverlay,
  watermarkText,
} from "./watermark.server";

/** How many pixels of a one-channel mask are ink, and the mask's width. */
async function ink(text: string, textPx = 40) {
  const mask = await textMask(text, textPx, 100_000);
  return { width: mask.width, inked: mask.data.filter((value) => value > 128).length };
}

describe("the watermark's text", () => {
  it("is one line without control or format characters, trimmed", () => {
    expect(watermarkText("  Nordic\tMedia\r\n\u0000Studio\u200b\u202e  ")).toBe(
      "Nordic Media Studio",
    );
  });

  it(`is cut at ${maxWatermarkLength} characters, never inside a character`, () => {
    const long = "Å".repeat(100);
    expect(Array.from(watermarkText(long))).toHaveLength(maxWatermarkLength);
    expect(watermarkText(long).endsWith("…")).toBe(true);
    // A flag is two code points; cutting between them would leave half a flag.
    const flags = watermarkText("🇫🇮".repeat(70));
    expect(flags.endsWith("🇫🇮…")).toBe(true);
  });

  it("refuses an empty text, or one of spaces and control characters only", () => {
    expect(() => watermarkText("")).toThrow(RangeError);
    expect(() => watermarkText(" \u0007\n ")).toThrow(RangeError);
  });

  it("is escaped for Pango's markup", () => {
    expect(escapeMarkup(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      "&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;",
    );
  });
});

describe("the watermark's drawing", () => {
  it("draws markup and entities as the characters they are written with", async () => {
    // Read as markup, "<b>x</b>" would draw one "x" (the font is bold already) and "&amp;" one
    // "&"; a lone "&" would not draw at all.
    const x = await ink("x");
    expect((await ink("<b>x</b>")).inked).toBeGreaterThan(4 * x.inked);
    const ampersand = await ink("&");
    expect(ampersand.inked).toBeGreaterThan(0);
    expect((await ink("&amp;")).inked).toBeGreaterThan(3 * ampersand.inked);
    expect((await ink("<script>alert(1)</script>")).inked).toBeGreaterThan(10 * x.inked);
  });

  it("draws with the font from npm where the system has no fonts at all", async () => {
    const here = await ink("Nordic Media Studio");
    // The same drawing in a process whose fontconfig finds no configuration and no font.
    const script = `
      const { textMask } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "watermark.server.ts"))});
      const mask = await textMask("Nordic Media Studio", 40, 100000);
      console.log(JSON.stringify({ width: mask.width, inked: mask.data.filter((v) => v > 128).length }));`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
    const empty = path.join(dir, "fonts.conf");
    fs.writeFileSync(empty, '<?xml version="1.0"?><fontconfig></fontconfig>');
    let output: string;
    try {
      output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        env: { ...process.env, FONTCONFIG_FILE: empty },
        encoding: "utf8",
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const bare = JSON.parse(output.trim().split("\n").at(-1)!) as typeof here;
    // The same font; hinting may differ with the system's settings by a pixel.
    expect(Math.abs(bare.width - here.width)).toBeLessThanOrEqual(3);
    expect(Math.abs(bare.inked - here.inked) / here.inked).toBeLessThan(0.1);
    // Letters, not the empty boxes of a missing font: a box is mostly hollow.
    expect(bare.inked / (bare.width * 40)).toBeGreaterThan(0.15);
  });

  it("is visible but leaves most of the picture alone, and is never opaque", async () => {
    const overlay = await watermarkOverlay("Nordic Media Studio", 2048, 1365);
    let touched = 0;
    let strongest = 0;
    for (let i = 3; i < overlay.data.length; i += 4) {
      const alpha = overlay.data[i]!;
      if (alpha > 0) touched += 1;
      strongest = Math.max(strongest, alpha);
    }
    const share = touched / (2048 * 1365);
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.3);
    expect(strongest).toBeGreaterThan(0.3 * 255);
    // Text and shadow together let at least a third of the picture through.
    expect(strongest).toBeLessThanOrEqual(0.65 * 255);
  });

  it("repeats across the picture, so that a crop of any quarter still holds it", async () => {
    const overlay = await watermarkOverlay("Nordic Media Studio", 2048, 1365);
    const quarters = [0, 1, 2, 3].map((quarter) => {
      const [left, top] = [(quarter % 2) * 1024, Math.floor(quarter / 2) * 682];
      let touched = 0;
      for (let y = top; y < top + 682; y++)
        for (let x = left; x < left + 1024; x++)
          if (overlay.data[(y * 2048 + x) * 4 + 3]! > 64) touched += 1;
      return touched;
    });
    for (const touched of quarters) expect(touched).toBeGreaterThan(1024 * 682 * 0.01);
  });

  it("fits small and narrow pictures, and a 60-character text", async () => {
    for (const [width, height] of [
      [200, 200],
      [4000, 200],
      [200, 3000],
    ] as const) {
      const overlay = await watermarkOverlay("W".repeat(80), width, height);
      expect(overlay.data.length).toBe(width * height * 4);
      expect(overlay.data.some((value, index) => index % 4 === 3 && value > 0)).toBe(true);
    }
  });
});
