import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts as business } from "~/content/business";
import { themeColor } from "~/seo/theme";
import { jsonLdSources } from "../tests/support/structured-data";
import { startServer, type RunningServer } from "./test-server";

// What crawlers and link previews get from the built site: the page a URL names, share images
// with their size and description, article dates, icons and the web manifest.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers, redirect: "manual" });

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

describe("the first-visit language redirect", () => {
  // Real user agents of the crawlers and link-preview bots that fetch shared links.
  const bots = {
    Googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    facebookexternalhit:
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    Twitterbot: "Twitterbot/1.0",
    LinkedInBot:
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
    Slackbot: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    Discordbot: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    WhatsApp: "WhatsApp/2.23.20.0",
    TelegramBot: "TelegramBot (like TwitterBot)",
  };

  for (const [bot, userAgent] of Object.entries(bots)) {
    it(`is not applied to ${bot}: a Swedish URL gives the Swedish page`, async () => {
      const response = await get("/portfolio", {
        "user-agent": userAgent,
        "accept-language": "en-GB,en;q=0.9",
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="sv"/);
      // Who asks decides: private, so no shared cache keeps it, and no Vary: User-Agent
      // (docs/decisions/107).
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("vary")).not.toContain("User-Agent");
    });
  }

  it("still sends a browser with English preferred to the English page", async () => {
    const browser =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const response = await get("/portfolio", {
      "user-agent": browser,
      "accept-language": "en-GB,en;q=0.9",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/portfolio");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).not.toContain("User-Agent");
  });
});

describe("share images", () => {
  it("state the size of the site's share image and describe it in the page's language", async () => {
    const { width, height } = await sharp("public/og-image.jpg").metadata();
    const alts: string[] = [];
    for (const path of ["/", "/fi/portfolio", "/en/shop"]) {
      const html = await (await get(path, { "accept-language": "sv" })).text();
      expect(metaContent(html, "og:image")).toBe("http://localhost:0/og-image.jpg");
      expect(metaContent(html, "og:image:width")).toBe(String(width));
      expect(metaContent(html, "og:image:height")).toBe(String(height));
      alts.push(metaContent(html, "og:image:alt")!);
    }
    expect(alts).toEqual([
      "Norrsken över en fjällsjö och namnet Nordic Media Studio",
      "Revontulet tunturijärven yllä ja nimi Nordic Media Studio",
      "Northern lights over a mountain lake and the name Nordic Media Studio",
    ]);
  });
});

describe("articles", () => {
  const article = "/en/nyheter/sasongskontrakt-idrottsforeningar-pricematch";

  it("state their publication date in Open Graph and in the NewsArticle JSON-LD alike", async () => {
    const html = await (await get(article)).text();
    expect(metaContent(html, "og:type")).toBe("article");
    const published = metaContent(html, "article:published_time");
    expect(published).toBe("2025-11-01");
    const data = jsonLdSources(html)
      .map((source) => JSON.parse(source))
      .find((block) => block["@type"] === "NewsArticle");
    expect(data.datePublished).toBe(published);
    // Never changed since: no modified time of its own, and the JSON-LD's is the publication.
    expect(metaContent(html, "article:modified_time")).toBeUndefined();
    expect(data.dateModified).toBe(published);
  });

  it("share their own picture, with its real size", async () => {
    const html = await (await get(article)).text();
    const image = metaContent(html, "og:image")!;
    expect(image).toMatch(/^http:\/\/localhost:0\/media\/generated\/sports-contracts-1200\.webp$/);
    const file = path.join("public", new URL(image).pathname);
    const { width, height } = await sharp(fs.readFileSync(file)).metadata();
    expect(metaContent(html, "og:image:width")).toBe(String(width));
    expect(metaContent(html, "og:image:height")).toBe(String(height));
    expect(metaContent(html, "og:image:alt")).toBe("An empty, floodlit ice hockey rink");
  });
});

describe("icons and the web manifest", () => {
  it("serves /favicon.ico as an icon file of small PNG images", async () => {
    const response = await get("/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = Buffer.from(await response.arrayBuffer());
    expect(ico.length).toBeLessThan(10_000);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let entry = 0; entry < count; entry++) {
      const at = 6 + 16 * entry;
      const [length, offset] = [ico.readUInt32LE(at + 8), ico.readUInt32LE(at + 12)];
      const image = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(image.format).toBe("png");
      expect(image.width).toBe(ico.readUInt8(at));
      sizes.push(image.width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it("serves /apple-touch-icon.png as an opaque 180 px PNG", async () => {
    const response = await get("/apple-touch-icon.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ format: "png", width: 180, height: 180 });
    expect((await image.stats()).isOpaque).toBe(true);
  });

  it("serves a manifest with the business's name, the theme colour and 192 and 512 px icons", async () => {
    const response = await get("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: business.name,
      start_url: "/",
      theme_color: themeColor,
      background_color: themeColor,
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
      const file = await get(icon.src);
      expect(file.status).toBe(200);
      const image = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(image).toMatchObject({ format: "png", width: size, height: size });
    }
  });
});
