import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateJerseyPhoto } from "../scripts/placeholders/jerseys.ts";
import { readStoredZip } from "../tests/support/zip-reader";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { freePort, sendRaw, testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The galleries over real HTTP against the built server (docs/decisions/090): the owner creates
// a gallery and uploads photos, the job runner processes them, visitors see only published,
// watermarked previews, a buyer pays for some photos and downloads exactly those. Originals
// have no address.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let publicUrl: string;

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    // The last test reads a jersey number off a photo (decision 094).
    READ_JERSEY_NUMBERS: "on",
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
});
afterAll(async () => {
  await stop?.();
});

const client = testClient(() => server);
const { call, nextAddress, waitForMail, signUp } = client;
const json = (body: unknown): CallInit => ({ method: "POST", body: JSON.stringify(body) });

type AdminPhoto = {
  id: string;
  status: string;
  fileName: string;
  width: number | null;
  height: number | null;
  numbers: string[];
  thumbnail: string | null;
  failure: string | null;
};
type AdminGallery = { id: string; slug: string; published: boolean; photos: AdminPhoto[] };

/** A JPEG of `width` × `height` with a gradient and a few shapes (it compresses like a photo). */
async function photo(
  width: number,
  height: number,
  options: { orientation?: number; seed?: number } = {},
): Promise<Buffer> {
  const seed = options.seed ?? 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${(seed * 47) % 360},70%,40%)"/>
      <stop offset="1" stop-color="hsl(${(seed * 91) % 360},60%,70%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff" opacity="0.6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  return options.orientation
    ? image.withMetadata({ orientation: options.orientation }).toBuffer()
    : image.toBuffer();
}

async function createGallery(body: Record<string, unknown>) {
  const response = await call("/api/admin/galleries", { ...json(body), client: owner });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { gallery: AdminGallery }).gallery;
}

async function upload(galleryId: string, files: { name: string; data: Buffer; type?: string }[]) {
  const form = new FormData();
  for (const file of files)
    form.append(
      "photos",
      new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/jpeg" }),
      file.name,
    );
  // Encoded here, so the multipart type with its boundary is sent as the header.
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return call(`/api/admin/galleries/${galleryId}/photos`, {
    method: "POST",
    client: owner,
    headers: { "content-type": encoded.headers.get("content-type")! },
    body: await encoded.arrayBuffer(),
  });
}

async function adminGallery(id: string): Promise<AdminGallery> {
  const response = await call(`/api/admin/galleries/${id}`, { client: owner });
  expect(response.status).toBe(200);
  return ((await response.json()) as { gallery: AdminGallery }).gallery;
}

/** Waits (polling) until the job runner has processed every photo. */
async function processed(id: string): Promise<AdminGallery> {
  const giveUpAt = Date.now() + 90_000;
  for (;;) {
    const gallery = await adminGallery(id);
    if (!gallery.photos.some((photo) => photo.status === "processing")) return gallery;
    if (Date.now() > giveUpAt) throw new Error("photos still processing after 90 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a gallery for sale", () => {
  let gallery: AdminGallery;
  let photos: AdminPhoto[];

  beforeAll(async () => {
    gallery = await createGallery({
      title: { sv: "Ishockey: MUIK 2 – Virkiä 2", en: "Ice hockey: MUIK 2 v Virkiä 2" },
      kind: "event",
      shotOn: "2025-10-18",
      perPhoto: 800,
      fullGallery: 2000,
    });
    expect(gallery.slug).toBe("ishockey-muik-2-virkia-2");
    const files = await Promise.all(
      [1, 2, 3, 4].map(async (seed) => ({
        name: `IMG_000${seed}.jpg`,
        data: await photo(1200, 800, { seed, orientation: seed === 2 ? 6 : undefined }),
      })),
    );
    const response = await upload(gallery.id, files);
    expect(response.status, await response.clone().text()).toBe(202);
    const { photos: queued } = (await response.json()) as { photos: { status: string }[] };
    expect(queued.map((p) => p.status)).toEqual(Array(4).fill("processing"));
    photos = (await processed(gallery.id)).photos;
  }, 120_000);

  it("processes every photo, upright as the camera meant it", () => {
    expect(photos.map((p) => p.status)).toEqual(["ready", "ready", "ready", "ready"]);
    expect(photos.map((p) => p.fileName)).toEqual([
      "IMG_0001.jpg",
      "IMG_0002.jpg",
      "IMG_0003.jpg",
      "IMG_0004.jpg",
    ]);
    // Orientation 6: stored 1200 × 800, shown 800 × 1200.
    expect([photos[1]!.width, photos[1]!.height]).toEqual([800, 1200]);
    expect([photos[0]!.width, photos[0]!.height]).toEqual([1200, 800]);
  });

  it("shows nothing of an unpublished gallery to visitors; the owner sees its pictures", async () => {
    expect((await call(`/api/galleries/${gallery.slug}`)).status).toBe(404);
    const thumb = photos[0]!.thumbnail!;
    expect((await call(thumb)).status).toBe(404);
    const forOwner = await call(thumb, { client: owner });
    expect(forOwner.status, `${thumb} ${await forOwner.clone().text()}`).toBe(200);
    expect(forOwner.headers.get("cache-control")).toBe("private, no-store");
  });

  it("once published, lists ready photos with previews only, and finds them by number", async () => {
    const tagged = await call(`/api/admin/galleries/${gallery.id}/tags`, {
      ...json({ photoIds: [photos[0]!.id, photos[2]!.id], add: ["17"] }),
      client: owner,
    });
    expect(tagged.status).toBe(200);
    const published = await call(`/api/admin/galleries/${gallery.id}/publish`, {
      method: "POST",
      client: owner,
    });
    expect(published.status).toBe(200);

    const response = await call(`/api/galleries/${gallery.slug}?lang=en`);
    expect(response.status).toBe(200);
    const body = await response.text();
    // No original, no storage key, no owner's file name.
    expect(body).not.toMatch(/original|IMG_000|download\.jpg|galleries\//);
    const { gallery: shown, photos: listed } = JSON.parse(body) as {
      gallery: { title: string; pricing: unknown; photoCount: number };
      photos: { id: string; numbers: string[]; preview: { src: string; srcset: string } }[];
    };
    expect(shown).toMatchObject({
      title: "Ice hockey: MUIK 2 v Virkiä 2",
      pricing: { perPhoto: 800, fullGallery: 2000, currency: "EUR" },
      photoCount: 4,
    });
    expect(listed).toHaveLength(4);
    const preview = await call(listed[0]!.preview.src);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(preview.headers.get("content-type")).toMatch(/^image\/(webp|avif|jpeg)$/);

    const seventeen = await call(`/api/galleries/${gallery.slug}?number=17`);
    const found = (await seventeen.json()) as { photos: { id: string }[] };
    expect(found.photos.map((p) => p.id)).toEqual([photos[0]!.id, photos[2]!.id]);
    expect((await call(`/api/galleries/${gallery.slug}?number=x1`)).status).toBe(400);
  });

  it("gives originals no address at all", async () => {
    const version = photos[0]!.thumbnail!.split("/")[4];
    for (const file of ["original", "download.jpg", "original.jpeg", "preview-99999.webp"])
      expect((await call(`/media/photos/${photos[0]!.id}/${version}/${file}`)).status).toBe(404);
    for (const path of [
      `/media/photos/${photos[0]!.id}/${version}/..%2Foriginal`,
      `/media/photos/..%2F..%2Fdata/${version}/thumb-400.webp`,
      "/media/galleries/x/original",
    ])
      expect((await call(path)).status).toBe(404);
  });

  it("sells picked photos at the per-photo price, capped by the whole gallery's", async () => {
    const price = async (body: unknown) => {
      const response = await call("/api/create-payment", {
        ...json({ immediateDelivery: true, ...(body as object) }),
        client: { cookie: "", address: nextAddress(), email: "" },
      });
      return response;
    };
    const two = await price({ gallery: gallery.slug, photoIds: [photos[0]!.id, photos[3]!.id] });
    expect(two.status, await two.clone().text()).toBe(200);
    const orders = async () =>
      (
        (await (await call("/api/admin/orders", { client: owner })).json()) as {
          orders: { amount: number; currency: string; priceId: string | null }[];
        }
      ).orders;
    expect((await orders())[0]).toMatchObject({ amount: 1600, priceId: null });
    const three = await price({
      gallery: gallery.slug,
      photoIds: [photos[0]!.id, photos[1]!.id, photos[2]!.id],
    });
    expect(three.status).toBe(200);
    // 3 × 8 € = 24 €, capped at 20 €.
    expect((await orders())[0]).toMatchObject({ amount: 2000 });
    // A buyer in Sweden pays a gallery's photos in its currency (decision 098).
    const swede = await call("/api/create-payment", {
      ...json({ immediateDelivery: true, gallery: gallery.slug, photoIds: [photos[0]!.id] }),
      client: { cookie: "", address: nextAddress(), email: "" },
      lang: "sv-SE,sv;q=0.9",
    });
    expect(swede.status).toBe(200);
    expect((await orders())[0]).toMatchObject({ amount: 800, currency: "EUR" });

    for (const refused of [
      { gallery: gallery.slug, photoIds: [] },
      { gallery: gallery.slug, photoIds: [crypto.randomUUID()] },
      { gallery: gallery.slug, photoIds: ["../../x"] },
      { gallery: gallery.slug, photoIds: [photos[0]!.id], whole: true },
      { gallery: "no-such-gallery", whole: true },
      { gallery: "../admin", whole: true },
      { gallery: gallery.slug, photoIds: Array(3000).fill(photos[0]!.id) },
    ]) {
      const response = await price(refused);
      // 413: a list so long that the body passes the 64 KB every visitor may send.
      expect([400, 404, 413], JSON.stringify(refused).slice(0, 80)).toContain(response.status);
    }
    // Photos are digital content: without the consent to immediate delivery, no order at all.
    const before = (await orders()).length;
    for (const consent of [{ immediateDelivery: false }, { immediateDelivery: "true" }]) {
      const refused = await price({ gallery: gallery.slug, whole: true, ...consent });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { type: string }).type).toMatch(
        /#immediateDeliveryConsent$/,
      );
    }
    expect(await orders()).toHaveLength(before);
  });

  it("delivers exactly the bought photos, full size and upright, to the buyer", async () => {
    const buyer = await signUp();
    const started = await call("/api/create-payment", {
      ...json({
        gallery: gallery.slug,
        photoIds: [photos[1]!.id, photos[3]!.id],
        immediateDelivery: true,
      }),
      client: buyer,
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const paid = await call(url.slice(publicUrl.length), {
      method: "POST",
      client: buyer,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "pay", email: buyer.email }).toString(),
    });
    expect(paid.status).toBe(302);
    const [mail] = await waitForMail(
      buyer.email,
      /Kvitto för order|Receipt for order|Kuitti tilauksesta/,
    );
    const link = /https?:\/\/\S+?(\/download\/[A-Za-z0-9_-]{43})\b/.exec(mail!.text)![1]!;
    const download = await call(link);
    expect(download.status).toBe(200);
    const entries = readStoredZip(Buffer.from(await download.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual([
      `${gallery.slug}/002.jpg`,
      `${gallery.slug}/004.jpg`,
    ]);
    // The camera's own bytes, with its orientation and nothing else of its metadata.
    const bought = await sharp(entries[0]!.data).metadata();
    expect([bought.width, bought.height, bought.orientation]).toEqual([1200, 800, 6]);
    expect(bought.autoOrient).toMatchObject({ width: 800, height: 1200 });
    expect(bought.xmp).toBeUndefined();
    expect(entries[0]!.data.includes(Buffer.from("GPS"))).toBe(false);

    // One by one from the account page: the same bytes; for nobody else, and nothing unbought.
    const mine = (await (await call("/api/orders", { client: buyer })).json()) as {
      orders: { id: string; photos: { name: string; url: string }[] }[];
    };
    expect(mine.orders[0]!.photos.map((photo) => photo.name)).toEqual(["002.jpg", "004.jpg"]);
    const single = await call(mine.orders[0]!.photos[1]!.url, { client: buyer });
    expect(single.status).toBe(200);
    expect(Buffer.from(await single.arrayBuffer()).equals(entries[1]!.data)).toBe(true);
    const stranger = await signUp();
    expect((await call(mine.orders[0]!.photos[1]!.url, { client: stranger })).status).toBe(404);
    expect((await call(mine.orders[0]!.photos[1]!.url)).status).toBe(401);
    const unbought = `/api/orders/${mine.orders[0]!.id}/photos/${photos[0]!.id}`;
    expect((await call(unbought, { client: buyer })).status).toBe(404);
  });

  it("keeps a bought photo and its gallery for the buyer: the owner hides or unpublishes instead", async () => {
    // Bought in the test above (photos 2 and 4): deleting either, or the gallery, is refused.
    const refused = await call(`/api/admin/galleries/${gallery.id}/photos/${photos[1]!.id}`, {
      method: "DELETE",
      client: owner,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      "Bilden har redan köpts, och köparen ska kunna ladda ner den. Dölj den i stället.",
    );
    const english = await call(`/api/admin/galleries/${gallery.id}?lang=en`, {
      method: "DELETE",
      client: owner,
    });
    expect(english.status).toBe(409);
    expect(((await english.json()) as { detail: string }).detail).toMatch(/Unpublish it instead/);
    const kept = await adminGallery(gallery.id);
    expect(kept.photos.map((photo) => photo.id)).toEqual(photos.map((photo) => photo.id));

    // Hiding it is what the message offers, and works.
    const hidden = await call(`/api/admin/galleries/${gallery.id}/photos/${photos[1]!.id}`, {
      method: "PATCH",
      body: JSON.stringify({ hidden: true }),
      client: owner,
    });
    expect(hidden.status).toBe(200);
    // A photo nobody bought goes.
    const unbought = await call(`/api/admin/galleries/${gallery.id}/photos/${photos[2]!.id}`, {
      method: "DELETE",
      client: owner,
    });
    expect(unbought.status).toBe(204);
    expect((await adminGallery(gallery.id)).photos).toHaveLength(photos.length - 1);
  });
});

describe("the owner's calls refuse bad input and strangers", () => {
  it("answers 404 to visitors and customers, as for any unknown address", async () => {
    const customer = await signUp();
    for (const who of [undefined, customer]) {
      expect((await call("/api/admin/galleries", { client: who })).status).toBe(404);
      const created = await call("/api/admin/galleries", {
        ...json({ title: { sv: "x" }, kind: "event" }),
        client: who,
      });
      expect(created.status).toBe(404);
    }
  });

  it("names each wrong field and stores nothing", async () => {
    const before = (await (await call("/api/admin/galleries", { client: owner })).json()) as {
      galleries: unknown[];
    };
    for (const body of [
      {},
      { title: { sv: "" }, kind: "event" },
      { title: { sv: "<script>alert(1)</script>" }, kind: "event" },
      { title: { sv: "x".repeat(121) }, kind: "event" },
      { title: { sv: "Ok" }, kind: "wedding" },
      { title: { sv: "Ok" }, kind: "event", slug: "../../etc" },
      { title: { sv: "Ok" }, kind: "event", perPhoto: -5 },
      { title: { sv: "Ok" }, kind: "event", perPhoto: 900, fullGallery: 800 },
      { title: { sv: "Ok" }, kind: "event", shotOn: "2025-02-30" },
      { title: { sv: "Ok" }, kind: "event", extra: true },
    ]) {
      const response = await call("/api/admin/galleries", { ...json(body), client: owner });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const after = (await (await call("/api/admin/galleries", { client: owner })).json()) as {
      galleries: unknown[];
    };
    expect(after.galleries).toHaveLength(before.galleries.length);
  });

  it("refuses a file that is no photo, naming it, and keeps none of the request", async () => {
    const gallery = await createGallery({ title: { sv: "Tomt" }, kind: "event" });
    const refused = await upload(gallery.id, [
      { name: "ok.jpg", data: await photo(800, 600) },
      { name: "virus.exe", data: Buffer.from("MZ not a picture at all"), type: "image/jpeg" },
    ]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/virus\.exe/);
    expect((await adminGallery(gallery.id)).photos).toEqual([]);
    expect(
      (await upload(crypto.randomUUID(), [{ name: "a.jpg", data: await photo(800, 600) }])).status,
    ).toBe(404);
    // Over the upload's body limit: refused before a byte is read.
    const tooLarge = await sendRaw(
      server.url,
      {
        method: "POST",
        path: `/api/admin/galleries/${gallery.id}/photos`,
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(60 * 1024 * 1024),
          cookie: owner.cookie,
          "x-forwarded-for": owner.address,
          origin: server.url,
        },
      },
      (request) => request.flushHeaders(),
    );
    expect(tooLarge.status).toBe(413);
    // The same 10 MB that an admin may send is refused to a stranger at 64 KB.
    const stranger = await sendRaw(
      server.url,
      {
        method: "POST",
        path: `/api/admin/galleries/${gallery.id}/photos`,
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(10 * 1024 * 1024),
          "x-forwarded-for": nextAddress(),
          origin: server.url,
        },
      },
      (request) => request.flushHeaders(),
    );
    expect(stranger.status).toBe(413);
  });
});

describe("numbers read off the photos (decision 094)", () => {
  it("suggests the number on a player's back; the owner accepts it, a customer cannot", async () => {
    // Seed 3, photo 0: one player from behind (the reader's own test photo).
    const jersey = await generateJerseyPhoto(3, 0);
    const gallery = await createGallery({ title: { sv: "Nummer" }, kind: "event" });
    expect((await upload(gallery.id, [{ name: "spelare.jpg", data: jersey.file }])).status).toBe(
      202,
    );
    // Ready first; the number is read by a job of its own after that.
    type Suggested = AdminPhoto & { suggestedNumbers: { number: string; score: number }[] };
    let photo: Suggested | undefined;
    await expect
      .poll(
        async () => {
          photo = (await adminGallery(gallery.id)).photos[0] as Suggested;
          return photo.suggestedNumbers.map(({ number }) => number);
        },
        { timeout: 90_000, interval: 200 },
      )
      .toEqual(jersey.numbers);
    expect(photo!).toMatchObject({ status: "ready", numbers: [] });

    const path = `/api/admin/galleries/${gallery.id}/photos/${photo!.id}`;
    const accept = (client?: Client) =>
      call(path, { method: "PATCH", body: JSON.stringify({ numbers: jersey.numbers }), client });
    const customer = await signUp();
    for (const who of [undefined, customer]) expect((await accept(who)).status).toBe(404);
    expect((await adminGallery(gallery.id)).photos[0]!.numbers).toEqual([]);

    const accepted = await accept(owner);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await adminGallery(gallery.id)).photos[0]!.numbers).toEqual(jersey.numbers);
    const audit = (await (await call("/api/admin/audit", { client: owner })).json()) as {
      entries: { action: string; target: string }[];
    };
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: "photo.update", target: `photo:${photo!.id}` }),
    );
  }, 120_000);
});
