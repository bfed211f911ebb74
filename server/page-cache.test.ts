import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaign as defaultCampaign } from "~/content/business";
import { addDays, businessToday } from "~/features/booking/slots";
import { campaignToForm, type FormFields } from "~/features/settings/settings.schema";
import { signInAs, startClockedServerWithAdmin } from "./admin-test-server";
import { testClient, type CallInit, type Client } from "./test-client";
import { unauthorizedInline } from "../tests/support/inline-policy";
import { cookieStateScript } from "~/lib/cookie-state-script";
import { cspHash } from "~/lib/security-headers.server";
import type { RunningServer } from "./test-server";

// The signed-out page cache (docs/decisions/064) through the real built server. These requests
// send no X-Test-Now (a test clock bypasses the cache), so the campaign is set to run on any
// real date first, through the owner's settings form.
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;

const { call, signUp, nextAddress } = testClient(() => server);

/** Campaign texts of the banner and of its close button (sv and en). */
const bannerText = (percent: number) => `${percent}\u00a0% rabatt`;
const bannerClose = 'aria-label="Stäng kampanjbannern"';
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

async function saveCampaign(percent: number) {
  const fields: FormFields = {
    ...campaignToForm(defaultCampaign),
    percent: String(percent),
    firstDay: "2000-01-01",
    lastDay: "2999-12-31",
  };
  const saved = await call("/admin/settings", {
    method: "POST",
    client: owner,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, intent: "campaign" }).toString(),
  });
  expect(saved.status).toBe(302);
}

async function page(path: string, init: CallInit = {}) {
  const response = await call(path, init);
  expect(response.status).toBe(200);
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  return { response, html, nonce, cache: response.headers.get("x-page-cache") };
}

/** A page the cache has answered: asked until it says "hit" (the first answer stores it). */
async function cachedPage(path: string, init: CallInit = {}) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await page(path, init);
    if (answer.cache === "hit") return answer;
  }
  throw new Error(`${path} was never answered from the cache`);
}

/** Every nonce attribute of the document. */
const nonceAttributes = (html: string) =>
  [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);

beforeAll(async () => {
  const started = await startClockedServerWithAdmin({
    // Nothing ages out during the tests: a change can only show through the invalidation.
    PAGE_CACHE_SECONDS: "3600",
    AVAILABILITY_CACHE_SECONDS: "3600",
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
  await saveCampaign(30);
});
afterAll(async () => {
  await stop?.();
});

describe("the signed-out page cache", () => {
  it("gives every visitor of an address the same bytes, its scripts named by hash", async () => {
    for (const path of [
      "/",
      "/fi",
      "/en",
      "/nyheter",
      "/fi/testimonials",
      "/en/shop",
      "/fi/shop/software",
      "/en/nyheter/video-och-ai-innehall",
    ]) {
      const first = await page(path, { lang: "sv-FI" });
      const second = await cachedPage(path, { lang: "sv-FI" });
      const third = await cachedPage(path, { lang: "sv-FI" });
      for (const answer of [second, third]) {
        expect(answer.html, path).toBe(first.html);
        for (const name of ["content-security-policy", "etag", "cache-control", "vary"])
          expect(answer.response.headers.get(name), `${path} ${name}`).toBe(
            first.response.headers.get(name),
          );
      }
      const policy = first.response.headers.get("content-security-policy") ?? "";
      expect(policy).not.toContain("'nonce-");
      expect(policy).not.toContain("'unsafe-inline'");
      expect(nonceAttributes(first.html), path).toEqual([]);
      // Every inline script (and the code the starter runs) and style is named by its hash.
      expect(unauthorizedInline(first.html, policy), path).toEqual([]);
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
      expect(first.response.headers.get("etag")).toMatch(/^"[\w-]{27}-(br|gz)"$/);
      expect(first.response.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=3600, stale-while-revalidate=7200",
      );
    }
  });

  it("says what the bytes at an address depend on: the coding, and the language on some", async () => {
    const vary = async (path: string) =>
      (await cachedPage(path)).response.headers.get("vary")?.split(/,\s*/).sort();
    // Swedish addresses redirect by the browser's language; English shop pages show the
    // buyer's currency (docs/decisions/098). No cookie and no user agent (decision 107).
    expect(await vary("/")).toEqual(["Accept-Encoding", "Accept-Language"]);
    expect(await vary("/shop/software")).toEqual(["Accept-Encoding", "Accept-Language"]);
    expect(await vary("/en/shop/software")).toEqual(["Accept-Encoding", "Accept-Language"]);
    for (const path of ["/en", "/fi", "/fi/shop/software", "/en/testimonials"])
      expect(await vary(path), path).toEqual(["Accept-Encoding"]);
  });

  it("gives the same bytes whatever the browser's language where it does not vary on it", async () => {
    // What justifies leaving Accept-Language out of Vary: no Finnish or English page outside
    // the English shop changes with the buyer's country (a Swede pays in crowns, others in euros).
    const sitemap = await (await call("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)]
      .map((match) => match[1]!)
      .filter((path) => /^\/(fi|en)(\/|$)/.test(path) && !/^\/en\/shop(\/|$)/.test(path));
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const swede = await page(path, { lang: "sv-SE,sv;q=0.9" });
      const other = await page(path, { lang: "en-US,en;q=0.9" });
      expect(swede.html === other.html, path).toBe(true);
      expect(swede.response.headers.get("vary"), path).toBe("Accept-Encoding");
    }
  });

  it("answers brotli, gzip or the page as it is, each made once, and 304 for the same tag", async () => {
    const plain = await cachedPage("/fi", { headers: { "accept-encoding": "identity" } });
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(`${server.url}/fi`, { headers }, (response) => {
              const chunks: Buffer[] = [];
              response.on("data", (chunk: Buffer) => chunks.push(chunk));
              response.on("end", () =>
                resolve({
                  status: response.statusCode!,
                  headers: response.headers,
                  body: Buffer.concat(chunks),
                }),
              );
            })
            .on("error", reject);
        },
      );
    // Brotli is made in the background once the page is stored: gzip until then.
    let brotli = await raw({ "accept-encoding": "gzip, deflate, br" });
    for (let attempt = 0; brotli.headers["content-encoding"] !== "br" && attempt < 50; attempt++)
      brotli = await raw({ "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(plain.html);
    const gzip = await raw({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    // gunzip checks the CRC and the length in the trailer.
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.html);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    for (const answer of [brotli, gzip]) {
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
    // The very same bytes, not compressed again per request.
    expect((await raw({ "accept-encoding": "br" })).body.equals(brotli.body)).toBe(true);
    expect((await raw({ "accept-encoding": "gzip" })).body.equals(gzip.body)).toBe(true);

    // A tag per coding; a client (or a shared cache) holding this version gets 304.
    const tags = [plain.response.headers.get("etag")!, brotli.headers.etag!, gzip.headers.etag!];
    expect(new Set(tags).size).toBe(3);
    const held: [string, string][] = [
      ["identity", tags[0]!],
      ["br, gzip", tags[1]!],
      ["gzip", tags[2]!],
    ];
    for (const [encoding, tag] of held) {
      const again = await raw({ "accept-encoding": encoding, "if-none-match": tag });
      expect(again.status, encoding).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
      expect(again.headers["cache-control"]).toContain("s-maxage=");
      // A weak comparison, and one tag among others, as caches send them.
      const weak = await raw({ "accept-encoding": encoding, "if-none-match": `"x", W/${tag}` });
      expect(weak.status).toBe(304);
    }
    // Another coding's tag, another version's or a hostile header: the page itself.
    for (const held of [tags[2]!, '"not-this-one"', `${'"a", '.repeat(2000)}"b"`, "W/", ","]) {
      const answer = await raw({ "accept-encoding": "br", "if-none-match": held });
      expect(answer.status).toBe(200);
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(plain.html);
    }
  });

  it("lets no shared cache keep a Swedish page a browser asking the same would leave", async () => {
    // A crawler that prefers English gets the Swedish page (decision 025), a browser the
    // redirect: the answer depends on who asks, so only the crawler may keep it. No
    // `Vary: User-Agent` (decision 107): a private cache is one user agent's own.
    const crawler = await cachedPage("/", {
      lang: "en-GB,en;q=0.9",
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(crawler.html).toContain('<html lang="sv"');
    expect(crawler.response.headers.get("cache-control")).toBe("private, no-cache");
    expect(crawler.response.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");
    const script = await cachedPage("/", {
      lang: "en-GB,en;q=0.9",
      headers: { "sec-fetch-dest": "empty", "user-agent": browser },
    });
    expect(script.response.headers.get("cache-control")).toBe("private, no-cache");
    // A stored choice of Swedish keeps an English browser on the Swedish page: that depends on
    // the cookie, so it is private too; a shared copy is one Accept-Language alone decides.
    const chose = await cachedPage("/", {
      lang: "en-GB,en;q=0.9",
      headers: { cookie: "language=sv", "user-agent": browser },
    });
    expect(chose.response.headers.get("cache-control")).toBe("private, no-cache");
    const swede = await cachedPage("/", {
      lang: "sv-FI,sv;q=0.9",
      headers: { "user-agent": browser, cookie: "language=sv" },
    });
    expect(swede.response.headers.get("cache-control")).toContain("public");
    expect(swede.html).toBe(crawler.html);
    expect(chose.html).toBe(crawler.html);
    // The redirect a browser gets is never shared either.
    const redirected: CallInit[] = [
      { lang: "en-GB,en;q=0.9", headers: { "user-agent": browser } },
      { lang: "sv-FI", headers: { cookie: "language=fi", "user-agent": browser } },
    ];
    for (const init of redirected) {
      const answer = await call("/", init);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
      expect(answer.headers.get("vary")).not.toContain("User-Agent");
    }
  });

  it("never answers a signed-in visitor with the signed-out page", async () => {
    const stored = await cachedPage("/");
    const tag = stored.response.headers.get("etag")!;
    // The signed-out page does not vary on the cookie (decision 107): the site and nginx pass
    // every request with a session by instead (deploy/nginx.conf), as here.
    expect(stored.response.headers.get("vary")).not.toContain("Cookie");
    const customer = await signUp({ name: "Signe Inloggad" });
    // Even holding the signed-out page's tag, as a browser that was signed out would.
    const signedIn = await page("/", { client: customer, headers: { "if-none-match": tag } });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain(customer.email);
    expect(signedIn.html).toContain('href="/bookings"');
    expect(signedIn.response.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.response.headers.get("etag")).toBeNull();
    // Its own policy: a fresh nonce, still no 'unsafe-inline', every inline element named.
    const policy = signedIn.response.headers.get("content-security-policy")!;
    expect(signedIn.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(unauthorizedInline(signedIn.html, policy)).toEqual([]);

    const signedOut = await cachedPage("/");
    expect(signedOut.html).not.toContain(customer.email);
    expect(signedOut.html).not.toContain('href="/bookings"');
  });

  it("shows the owner's change on the next request after the save", async () => {
    const before = await cachedPage("/");
    expect(before.html).toContain(bannerText(30));
    expect((await cachedPage("/en")).html).toContain("Offer: 30% off");

    await saveCampaign(45);
    // A cache revalidating with the old tag gets the new page.
    const sv = await page("/", {
      headers: { "if-none-match": before.response.headers.get("etag")! },
    });
    expect(sv.cache).toBe("miss");
    expect(sv.response.headers.get("etag")).not.toBe(before.response.headers.get("etag"));
    expect(sv.html).toContain(bannerText(45));
    expect(sv.html).not.toContain(bannerText(30));
    const en = await page("/en");
    expect(en.cache).toBe("miss");
    expect(en.html).toContain("Offer: 45% off");
    expect(en.html).not.toContain("Offer: 30% off");
    expect((await cachedPage("/")).html).toContain(bannerText(45));
  });

  it("keeps the languages of one page apart", async () => {
    for (let round = 0; round < 2; round++) {
      for (const [path, lang] of [
        ["/", "sv"],
        ["/fi", "fi"],
        ["/en", "en"],
        ["/nyheter", "sv"],
        ["/fi/nyheter", "fi"],
        ["/en/nyheter", "en"],
      ] as const) {
        const answer = await cachedPage(path);
        expect(answer.html).toContain(`<html lang="${lang}"`);
      }
    }
    // A browser that prefers English, by its language or a stored choice, is still sent to the
    // English page rather than given the cached Swedish one.
    const asks: CallInit[] = [
      { lang: "en-GB,en;q=0.9", headers: { "user-agent": browser } },
      { headers: { cookie: "language=en", "user-agent": browser } },
    ];
    for (const init of asks) {
      const answer = await call("/", init);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/en");
    }
  });

  it("sends the same bytes with and without the banner's cookie; the browser hides it", async () => {
    const closed = { headers: { cookie: "promoBannerClosed=1" } };
    for (const path of ["/", "/fi", "/en"]) {
      const open = await cachedPage(path);
      const shut = await cachedPage(path, closed);
      expect(shut.html, path).toBe(open.html);
      expect(shut.response.headers.get("etag"), path).toBe(open.response.headers.get("etag"));
      expect(shut.response.headers.get("cache-control"), path).toContain("public");
      // The banner is in the page for all; the head's script, named by hash, marks <html>.
      if (path === "/") expect(open.html).toContain(bannerClose);
      // In the head, before the stylesheet and the body: it runs before the first paint.
      const at = open.html.indexOf(`<script>${cookieStateScript}</script>`);
      expect(at, path).toBeGreaterThan(open.html.indexOf("<head>"));
      expect(at, path).toBeLessThan(open.html.indexOf("<style"));
      expect(at, path).toBeLessThan(open.html.indexOf("<body"));
      const policy = open.response.headers.get("content-security-policy")!;
      expect(policy).toContain(cspHash(cookieStateScript));
      expect(unauthorizedInline(open.html, policy)).toEqual([]);
      // The cookie's name is in that script only, not in the hydration data.
      expect(open.html.split("promoBannerClosed").length, path).toBe(2);
    }
  });

  it("serves every harmless cookie from the cache, and odd banner cookies the same page", async () => {
    const path = `/?probe=${crypto.randomUUID()}`;
    const reference = await cachedPage(path);
    for (const cookie of [
      "promoBannerClosed=1x",
      "promoBannerClosed=0; promoBannerClosed=1",
      "promoBannerClosed =1",
      "language=sv;promoBannerClosed= 1 ",
      `promoBannerClosed=${"1".repeat(4000)}`,
    ]) {
      const answer = await page(path, { headers: { cookie } });
      expect(answer.cache, cookie).toBe("hit");
      expect(answer.html, cookie).toBe(reference.html);
    }
  });

  it("is bypassed by the test clock, a flash message, HEAD and unknown cookies", async () => {
    await cachedPage("/en");
    const bypassing: CallInit[] = [
      { headers: { "x-test-now": "2026-11-24T10:00:00+02:00" } },
      { headers: { cookie: "flash=x" } },
      { headers: { cookie: "some-other=1" } },
      { method: "HEAD" },
    ];
    for (const init of bypassing) {
      const answer = await call("/en", init);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-page-cache")).toBeNull();
    }
  });
});

describe("the calendar's one-second cache", () => {
  type Slot = { date: string; time: string; available: boolean };
  const slots = async (from: string, to: string) => {
    const response = await call(`/api/availability?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { slots: Slot[] }).slots;
  };

  it("shows a slot taken in the answer right after its booking", async () => {
    const from = addDays(businessToday(), 20);
    const to = addDays(from, 6);
    const free = (await slots(from, to)).find((slot) => slot.available);
    expect(free).toBeDefined();

    const customer = await signUp();
    const booked = await call("/api/bookings", {
      method: "POST",
      client: customer,
      body: JSON.stringify({
        serviceType: "portrait",
        bookingDate: free!.date,
        bookingTime: free!.time,
      }),
    });
    expect(booked.status).toBe(201);
    const after = await slots(from, to);
    expect(after.find((slot) => slot.date === free!.date && slot.time === free!.time)).toEqual({
      ...free,
      available: false,
    });
  });

  it("still refuses a bad range in the request's language", async () => {
    const sv = await call("/api/availability?from=2026-12-10&to=2026-12-01");
    expect(sv.status).toBe(400);
    const en = await call("/api/availability?from=2026-12-10&to=2026-12-01&lang=en");
    expect(en.status).toBe(400);
    expect((await sv.json()).detail).not.toBe((await en.json()).detail);
  });
});
