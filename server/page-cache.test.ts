import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaign as defaultCampaign } from "~/content/business";
import { addDays, businessToday } from "~/features/booking/slots";
import { campaignToForm, type FormFields } from "~/features/settings/settings.schema";
import { signInAs, startClockedServerWithAdmin } from "./admin-test-server";
import { sendRaw, testClient, type CallInit, type Client } from "./test-client";
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
  it("gives every answer its own nonce, the one its Content-Security-Policy names", async () => {
    const first = await page("/en");
    const second = await cachedPage("/en");
    const third = await cachedPage("/en");
    const nonces = [first, second, third].map((answer) => answer.nonce);
    expect(new Set(nonces).size).toBe(3);
    for (const answer of [first, second, third]) {
      expect(answer.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const attributes = nonceAttributes(answer.html);
      expect(attributes.length).toBeGreaterThan(0);
      expect(new Set(attributes)).toEqual(new Set([answer.nonce]));
      expect(answer.html).not.toContain(first === answer ? second.nonce! : first.nonce!);
    }
    // Apart from the nonce, the cached answer is the page the first request rendered.
    expect(second.html.replaceAll(second.nonce!, "N")).toBe(
      third.html.replaceAll(third.nonce!, "N"),
    );
    expect(second.response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("answers gzip from the stored copy, whole and with the answer's own nonce", async () => {
    const plain = await cachedPage("/fi");
    // As bytes: fetch would decompress it itself.
    const compressed = () =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = { "accept-encoding": "br;q=0.5, gzip" };
        http
          .get(`${server.url}/fi`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on("error", reject);
      });
    for (let round = 0; round < 2; round++) {
      const answer = await compressed();
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      // gunzip checks the CRC and the length in the trailer.
      const html = zlib.gunzipSync(answer.body).toString();
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
      expect(new Set(nonceAttributes(html))).toEqual(new Set([nonce]));
      expect(html.replaceAll(nonce!, "N")).toBe(plain.html.replaceAll(plain.nonce!, "N"));
    }
    // A client that takes no gzip gets the page as it is.
    const identity = await sendRaw(server.url, {
      path: "/fi",
      headers: { "accept-encoding": "gzip;q=0, identity" },
    });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers["x-page-cache"]).toBe("hit");
    expect(identity.body).toContain('<html lang="fi"');
  });

  it("never answers a signed-in visitor with the signed-out page", async () => {
    await cachedPage("/");
    const customer = await signUp({ name: "Signe Inloggad" });
    const signedIn = await page("/", { client: customer });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain(customer.email);
    expect(signedIn.html).toContain('href="/bookings"');
    expect(signedIn.response.headers.get("cache-control")).toBe("private, no-store");

    const signedOut = await cachedPage("/");
    expect(signedOut.html).not.toContain(customer.email);
    expect(signedOut.html).not.toContain('href="/bookings"');
  });

  it("shows the owner's change on the next request after the save", async () => {
    expect((await cachedPage("/")).html).toContain(bannerText(30));
    expect((await cachedPage("/en")).html).toContain("Offer: 30% off");

    await saveCampaign(45);
    const sv = await page("/");
    expect(sv.cache).toBe("miss");
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

  it("keeps the banner closed for a visitor who closed it, and open for the others", async () => {
    const closed = { headers: { cookie: "promoBannerClosed=1" } };
    for (let round = 0; round < 2; round++) {
      const open = await cachedPage("/");
      expect(open.html).toContain(bannerClose);
      const shut = await cachedPage("/", closed);
      expect(shut.html).not.toContain(bannerClose);
      // The hydration data agrees, so the browser does not bring the banner back.
      expect(rootLoaderValue(shut.html, "promoBannerClosed")).toBe(true);
      expect(rootLoaderValue(open.html, "promoBannerClosed")).toBe(false);
    }
  });

  it("stores no page under a key its banner does not match, whatever the cookie says", async () => {
    // Each odd cookie asks first for an address of its own, so its page is the one rendered and
    // stored; then a visitor with the other state must get their own banner state.
    const odd = [
      ["promoBannerClosed=1x", false],
      ["promoBannerClosed=10", false],
      ["promoBannerClosed=", false],
      ["promoBannerClosed=0; promoBannerClosed=1", false],
      ["promoBannerClosed =1", true],
      ["language=sv;promoBannerClosed= 1 ", true],
    ] as const;
    for (const [cookie, closed] of odd) {
      const path = `/?probe=${crypto.randomUUID()}`;
      const first = await page(path, { headers: { cookie } });
      expect(first.html.includes(bannerClose), cookie).toBe(!closed);
      const plain = await cachedPage(path);
      expect(plain.html, cookie).toContain(bannerClose);
      const shut = await cachedPage(path, { headers: { cookie: "promoBannerClosed=1" } });
      expect(shut.html, cookie).not.toContain(bannerClose);
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

/**
 * A value of the hydration data React Router streams into the page: a flat turbo-stream array
 * in which an object's `_k` keys and their values are indexes into the array (a value used
 * twice, such as `true`, is stored once and referred to).
 */
function rootLoaderValue(html: string, key: string): unknown {
  const literal = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
  expect(literal, "the page streams its hydration data").toBeDefined();
  const flat = JSON.parse(JSON.parse(literal!) as string) as unknown[];
  const keyIndex = flat.indexOf(key);
  expect(keyIndex, `the hydration data names ${key}`).toBeGreaterThanOrEqual(0);
  const owner = flat.find(
    (item): item is Record<string, number> =>
      typeof item === "object" && item !== null && `_${keyIndex}` in item,
  );
  return flat[owner![`_${keyIndex}`]!];
}
