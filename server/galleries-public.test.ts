import { afterAll, beforeAll, describe, expect, it } from "vitest";
import svApi from "~/i18n/locales/sv/api";
import { generatedPhoto, shapeOf } from "../tests/support/generated-photos";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// What visitors get of the galleries (docs/decisions/090 and 093), over real HTTP against the
// built server with its job runner: GET /api/galleries/{slug} and its ?number= filter, the
// gallery's page, the sitemap and /shop/photos show published event galleries only, never an
// original; the old album address moves to the gallery of the same match once it is published;
// and a gallery order goes through the test checkout.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
const { call, nextAddress } = testClient(() => server);

type MadeGallery = { id: string; slug: string; photoIds: string[] };

async function json(path: string, init: Parameters<typeof call>[1] = {}, status = 200) {
  const response = await call(path, init);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(status);
  return response.json();
}

/** A gallery made as the owner makes one: created, photos uploaded and processed, tagged. */
async function makeGallery(
  slug: string,
  options: { kind?: string; photos?: number; publish?: boolean; tags?: Record<number, string[]> },
): Promise<MadeGallery> {
  const { gallery } = await json(
    "/api/admin/galleries",
    {
      method: "POST",
      client: owner,
      body: JSON.stringify({
        title: { sv: `Galleri ${slug}` },
        kind: options.kind ?? "event",
        ...(options.kind === "client" && { customerEmail: "kund@example.com" }),
        slug,
        shotOn: "2026-10-18",
        perPhoto: 800,
        fullGallery: 8900,
      }),
    },
    201,
  );
  const form = new FormData();
  for (let index = 0; index < (options.photos ?? 3); index++)
    form.append(
      "photos",
      new Blob([new Uint8Array(await generatedPhoto(index, shapeOf(index, 700)))], {
        type: "image/jpeg",
      }),
      `IMG_SECRET_${index}.jpg`,
    );
  // Straight through fetch: it writes the multipart boundary itself.
  const upload = await fetch(`${server.url}/api/admin/galleries/${gallery.id}/photos`, {
    method: "POST",
    headers: { cookie: owner.cookie, "x-forwarded-for": owner.address, origin: server.url },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(202);
  const photoIds = await processed(gallery.id, options.photos ?? 3);
  for (const [index, numbers] of Object.entries(options.tags ?? {}))
    await json(`/api/admin/galleries/${gallery.id}/tags`, {
      method: "POST",
      client: owner,
      body: JSON.stringify({ photoIds: [photoIds[Number(index)]], add: numbers }),
    });
  if (options.publish !== false)
    await json(`/api/admin/galleries/${gallery.id}/publish`, { method: "POST", client: owner });
  return { id: gallery.id, slug, photoIds };
}

/** Polls the owner's view until the job runner has processed every photo. */
async function processed(galleryId: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { gallery } = await json(`/api/admin/galleries/${galleryId}`, { client: owner });
    const photos = gallery.photos as { id: string; status: string; position: number }[];
    expect(photos.filter((photo) => photo.status === "failed")).toEqual([]);
    if (photos.length === count && photos.every((photo) => photo.status === "ready"))
      return [...photos].sort((a, b) => a.position - b.position).map((photo) => photo.id);
    if (Date.now() > deadline) throw new Error("photos not processed in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let match: MadeGallery;
let hidden: MadeGallery;
let client: MadeGallery;

beforeAll(async () => {
  const started = await startServerWithAdmin({ TRUSTED_PROXIES: "127.0.0.1,::1" });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
  match = await makeGallery("match-public", {
    photos: 5,
    tags: { 1: ["17"], 3: ["17", "23"], 4: ["5"] },
  });
  hidden = await makeGallery("match-hidden", { photos: 1, publish: false });
  client = await makeGallery("client-private", { kind: "client", photos: 1 });
}, 180_000);
afterAll(async () => {
  await stop?.();
});

type PublicAnswer = {
  gallery: { slug: string; photoCount: number; pricing: Record<string, unknown> };
  photos: { id: string; numbers: string[]; thumb: { src: string }; preview: { src: string } }[];
};

describe("GET /api/galleries/{slug}", () => {
  it("answers a published event gallery with its photos' public pictures and nothing of the originals", async () => {
    const response = await call(`/api/galleries/${match.slug}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text) as PublicAnswer;
    expect(body.gallery).toMatchObject({
      slug: match.slug,
      photoCount: 5,
      pricing: { perPhoto: 800, fullGallery: 8900, currency: "EUR" },
    });
    expect(body.photos.map((photo) => photo.id)).toEqual(match.photoIds);
    // No original, no storage key, no file name the owner's camera gave.
    for (const secret of [
      "originalKey",
      "fileName",
      "original",
      "IMG_SECRET",
      "galleries/",
      "download",
    ])
      expect(text).not.toContain(secret);
    const urls = [...text.matchAll(/"(\/[^"\s]+)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls)
      expect(url).toMatch(
        /^\/media\/photos\/[0-9a-f-]{36}\/\w+\/(thumbnail|preview)-\d+\.(avif|webp|jpeg)$/,
      );
    // Each of them is served to anyone, and cached.
    const picture = await call(body.photos[0]!.thumb.src);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("cache-control")).toContain("immutable");
  });

  it("filters by number, and refuses what is no number", async () => {
    const numbersOf = async (query: string) =>
      ((await json(`/api/galleries/${match.slug}${query}`)) as PublicAnswer).photos.map(
        (photo) => photo.id,
      );
    expect(await numbersOf("?number=17")).toEqual([match.photoIds[1], match.photoIds[3]]);
    expect(await numbersOf("?number=23")).toEqual([match.photoIds[3]]);
    expect(await numbersOf("?number=%2017%20")).toEqual([match.photoIds[1], match.photoIds[3]]);
    expect(await numbersOf("?number=99")).toEqual([]);
    expect(await numbersOf("?number=")).toEqual(match.photoIds);
    for (const bad of ["abc", "12345", "-1", "17%27%20or%201%3D1", "%3Cscript%3E", "1.5"]) {
      const response = await call(`/api/galleries/${match.slug}?number=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
    }
  });

  it("is 404 for an unpublished, a client's, an unknown or a hostile address", async () => {
    const hostile = [
      hidden.slug,
      client.slug,
      "no-such-gallery",
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e",
      "match-public%00",
      "MATCH-PUBLIC",
      "match-public'%20or%20'1'%3D'1",
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "g%C3%A4llery",
      "a".repeat(300),
    ];
    for (const slug of hostile) {
      const response = await call(`/api/galleries/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.headers.get("content-type"), slug).toContain("application/problem+json");
      expect(await response.text(), slug).not.toContain("IMG_SECRET");
    }
    expect(
      (await call(`/api/galleries/${match.slug}`, { method: "POST", body: "{}" })).status,
    ).toBe(405);
  });
});

describe("the gallery's page, the sitemap and /shop/photos", () => {
  it("shows a published gallery in every language and nothing of the others", async () => {
    for (const prefix of ["", "/fi", "/en"]) {
      const page = await call(`${prefix}/galleri/${match.slug}`);
      expect(page.status, prefix).toBe(200);
      const html = await page.text();
      expect(html).toContain(`Galleri ${match.slug}`);
      expect(html).not.toContain("IMG_SECRET");
      for (const other of [hidden, client])
        expect((await call(`${prefix}/galleri/${other.slug}`)).status).toBe(404);
    }
    const sitemap = await (await call("/sitemap.xml")).text();
    for (const prefix of ["", "/fi", "/en"])
      expect(sitemap).toContain(`${prefix}/galleri/${match.slug}</loc>`);
    expect(sitemap).not.toContain(hidden.slug);
    expect(sitemap).not.toContain(client.slug);
    const shop = await (await call("/shop/photos")).text();
    expect(shop).toContain(`/galleri/${match.slug}"`);
    expect(shop).toContain("5 bilder");
    expect(shop).not.toContain(hidden.slug);
    expect(shop).not.toContain(client.slug);
  });

  it("filters the page by ?number= on the server, for a visit without scripts", async () => {
    const html = await (await call(`/galleri/${match.slug}?number=17`)).text();
    const shown = [...html.matchAll(/data-photo-id="([0-9a-f-]{36})"/g)].map((m) => m[1]);
    expect(shown).toEqual([match.photoIds[1], match.photoIds[3]]);
    expect(html).toContain("2 bilder med nummer 17");
  });

  it("buys the ticked photos through the page's form, and the test checkout shows the order", async () => {
    const form = new URLSearchParams([
      ["intent", "selected"],
      ["photo", match.photoIds[0]!],
      ["photo", match.photoIds[2]!],
    ]);
    // Without the consent to immediate delivery: the page again, 400, saying why.
    const unconsented = await call(`/galleri/${match.slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(unconsented.status).toBe(400);
    expect(await unconsented.text()).toContain(svApi.errors.immediateDeliveryConsent);
    form.append("immediateDelivery", "on");
    const response = await call(`/galleri/${match.slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    // 303: the browser goes to the checkout from the click itself.
    expect(response.status).toBe(303);
    const checkout = new URL(response.headers.get("location")!);
    expect(checkout.pathname).toMatch(/^\/checkout\/test\/[\w-]{32}$/);
    const page = await (await call(checkout.pathname)).text();
    expect(page).toContain(`Galleri ${match.slug}: 2 bilder`);
    expect(page).toMatch(/16\s€/);

    // Nothing ticked: back to the page, with a message.
    const none = await call(`/galleri/${match.slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=selected",
    });
    expect(none.status).toBe(302);
    expect(none.headers.get("location")).toBe(`/galleri/${match.slug}`);
    // A photo of another gallery is refused as a whole.
    const foreign = await call(`/galleri/${match.slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([["photo", hidden.photoIds[0]!]]).toString(),
    });
    expect(foreign.status).toBe(302);
    expect(foreign.headers.get("location")).toBe(`/galleri/${match.slug}`);
  });
});

describe("the hockey album's address", () => {
  const album = "/shop/photos/muik2-virkia2-hockey";

  it("is the album's page until its gallery is published, then a permanent redirect to it", async () => {
    expect((await call(album)).status).toBe(200);
    expect(await (await call("/shop/photos")).text()).toContain(`href="${album}"`);
    expect(await (await call("/sitemap.xml")).text()).toContain(`${album}</loc>`);

    await makeGallery("muik2-virkia2-hockey", { photos: 2 });
    for (const prefix of ["", "/fi", "/en"]) {
      const response = await call(`${prefix}${album}`);
      expect(response.status, prefix).toBe(301);
      expect(response.headers.get("location")).toBe(`${prefix}/galleri/muik2-virkia2-hockey`);
    }
    const shop = await (await call("/shop/photos")).text();
    expect(shop).not.toContain(`href="${album}"`);
    expect(shop).toContain('href="/galleri/muik2-virkia2-hockey"');
    const sitemap = await (await call("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`${album}</loc>`);
    expect(sitemap).toContain("/en/galleri/muik2-virkia2-hockey</loc>");
  });
});
