import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, type Database } from "~/db/client.server";
import { galleries, galleryPhotos, jobs, orders, type Gallery } from "~/db/schema";
import { copyTemplate } from "~/db/template.server";
import { newPostgresDatabase } from "~/db/test-database";
import { localStorage } from "~/features/media/storage/local-storage.server";
import { setMediaStorageForTests } from "~/features/media/storage/media-storage.server";
import { settlePayment } from "~/features/shop/fulfilment.server";
import * as createPaymentRoute from "~/routes/api/create-payment";
import * as downloadRoute from "~/routes/api/galleries.download";
import * as favouriteRoute from "~/routes/api/galleries.favourite";
import * as favouritesRoute from "~/routes/api/galleries.favourites";
import * as photoDownloadRoute from "~/routes/api/galleries.photo-download";
import * as submitRoute from "~/routes/api/galleries.selection-submit";
import { readStoredZip } from "../../../../tests/support/zip-reader";
import { downloadKey } from "../photo-keys";
import { proofingAction } from "./proofing-action.server";

// The customer's API of a client gallery (docs/decisions/102), called as the router calls the
// routes, on a real database and storage folder: without the gallery's key (or with another's,
// before the PIN, after expiry) everything is the same 404; with it, hearts, the selection, the
// downloads of exactly the included and bought photos, and the extras' checkout.

let db: Database;
let drop: (() => Promise<void>) | undefined;
let mediaDir: string;
const storage = () => localStorage(mediaDir);

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await newPostgresDatabase(serverUrl) : undefined;
  drop = postgres?.drop;
  ({ db } = await database({
    databaseUrl: postgres?.url,
    dataDir: postgres ? os.tmpdir() : copyTemplate(),
  }));
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "proofing-routes-"));
  setMediaStorageForTests(storage());
});
afterAll(async () => {
  setMediaStorageForTests(undefined);
  await closeDatabase();
  await drop?.();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

let made = 0;

async function clientGallery(columns: Partial<Gallery> = {}) {
  const accessKey = randomUUID().replace(/-/g, "") + "abcdefghijk";
  const [gallery] = await db
    .insert(galleries)
    .values({
      slug: `kund-${++made}-${randomUUID().slice(0, 6)}`,
      kind: "client",
      title: { sv: "Porträtt" },
      customerEmail: `kund-${made}@example.test`,
      accessKey,
      perPhoto: 700,
      fullGallery: 1000,
      publishedAt: new Date("2026-11-20T10:00:00Z"),
      ...columns,
    })
    .returning();
  const photos = await db
    .insert(galleryPhotos)
    .values(
      [1, 2, 3, 4].map((position) => ({
        galleryId: gallery!.id,
        position,
        status: "ready" as const,
        fileName: `IMG_${position}.CR3`,
        originalKey: `galleries/${gallery!.id}/${position}/original`,
        bytes: 10,
        width: 300,
        height: 200,
      })),
    )
    .returning();
  const photoIds = photos.sort((a, b) => a.position - b.position).map((photo) => photo.id);
  for (const photoId of photoIds)
    await storage().put(downloadKey(gallery!.id, photoId), Buffer.from(`jpeg of ${photoId}`));
  return { gallery: gallery!, photoIds, key: accessKey };
}

type Call = {
  method?: string;
  key?: string;
  body?: unknown;
  lang?: string;
};

function request(pathname: string, { method = "GET", key, body, lang = "sv" }: Call = {}) {
  const url = new URL(`http://localhost${pathname}`);
  if (key) url.searchParams.set("key", key);
  return new Request(url, {
    method,
    headers: {
      "accept-language": lang,
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

type Args = { request: Request; params: Record<string, string> };
// The route modules' functions take React Router's arguments; these are all they read.
const run = (fn: unknown, args: Args) =>
  (fn as (args: Args) => Promise<Response>)({ ...args, context: {} } as Args);

const heart = (slug: string, call: Call) =>
  run(favouritesRoute.action, {
    request: request(`/api/galleries/${slug}/favourites`, { method: "POST", ...call }),
    params: { slug },
  });
const unheart = (slug: string, photoId: string, call: Call) =>
  run(favouriteRoute.action, {
    request: request(`/api/galleries/${slug}/favourites/${photoId}`, { method: "DELETE", ...call }),
    params: { slug, photoId },
  });
const submit = (slug: string, call: Call) =>
  run(submitRoute.action, {
    request: request(`/api/galleries/${slug}/selection/submit`, { method: "POST", ...call }),
    params: { slug },
  });
const zip = (slug: string, call: Call) =>
  run(downloadRoute.loader, {
    request: request(`/api/galleries/${slug}/download`, call),
    params: { slug },
  });
const photo = (slug: string, photoId: string, call: Call) =>
  run(photoDownloadRoute.loader, {
    request: request(`/api/galleries/${slug}/photos/${photoId}/download`, call),
    params: { slug, photoId },
  });

describe("without access", () => {
  it("answers every call with the 404 of an unknown gallery, and changes nothing", async () => {
    const { gallery, photoIds, key } = await clientGallery({
      selectionLimit: 2,
      allowDownload: true,
    });
    const other = await clientGallery();
    const pinned = await clientGallery({ pinHash: "scrypt$x$y", allowDownload: true });
    const expired = await clientGallery({ expiresOn: "2020-01-01", allowDownload: true });
    const photoId = photoIds[0]!;
    const denied: [string, Call][] = [
      [gallery.slug, {}],
      [gallery.slug, { key: other.key }],
      [gallery.slug, { key: key.slice(0, -1) + (key.endsWith("a") ? "b" : "a") }],
      [pinned.gallery.slug, { key: pinned.key }],
      [expired.gallery.slug, { key: expired.key }],
      ["no-such-gallery", { key }],
    ];
    for (const [slug, call] of denied) {
      const answers = [
        await heart(slug, { ...call, body: { photoId } }),
        await unheart(slug, photoId, call),
        await submit(slug, call),
        await zip(slug, call),
        await photo(slug, photoId, call),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(await answer.json()).toMatchObject({ detail: "Galleriet hittades inte" });
      }
    }
    // The key of one gallery and the photo of another: not found either.
    expect((await heart(gallery.slug, { key, body: { photoId: other.photoIds[0] } })).status).toBe(
      404,
    );
    expect((await photo(gallery.slug, other.photoIds[0]!, { key })).status).toBe(404);
    expect((await photo(other.gallery.slug, photoId, { key: other.key })).status).toBe(404);
    const [row] = await db.select().from(galleries).where(eq(galleries.id, gallery.id));
    expect(row!.selectionSubmittedAt).toBeNull();
    expect(row!.firstDownloadAt).toBeNull();
  });
});

describe("with the gallery's key", () => {
  it("hearts up to the limit (409 in the visitor's language), submits once, then downloads exactly the selection", async () => {
    const { gallery, photoIds, key } = await clientGallery({
      selectionLimit: 2,
      allowDownload: true,
    });
    const first = await heart(gallery.slug, {
      key,
      body: { photoId: photoIds[1], note: "Ljusare" },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await first.json()).toMatchObject({
      favourite: { photoId: photoIds[1], note: "Ljusare" },
      selection: { count: 1, limit: 2, submittedAt: null },
    });
    expect((await heart(gallery.slug, { key, body: { photoId: photoIds[3] } })).status).toBe(200);
    const full = await heart(gallery.slug, { key, lang: "en", body: { photoId: photoIds[0] } });
    expect(full.status).toBe(409);
    expect(full.headers.get("content-type")).toMatch(/problem\+json/);
    expect(await full.json()).toMatchObject({
      status: 409,
      detail: "You can pick 2 photos; remove one first.",
    });
    const tooLong = await heart(gallery.slug, {
      key,
      lang: "fi",
      body: { photoId: photoIds[1], note: "x".repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).detail).toBe("Viestin enimmäispituus on 500 merkkiä");
    // Nothing to download before the selection is sent.
    expect((await zip(gallery.slug, { key })).status).toBe(404);

    const sent = await submit(gallery.slug, { key });
    expect(sent.status).toBe(200);
    expect((await sent.json()).selection).toMatchObject({ count: 2 });
    const again = await submit(gallery.slug, { key, lang: "fi" });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toMatch(/^Valinta on jo lähetetty/);
    expect((await unheart(gallery.slug, photoIds[1]!, { key })).status).toBe(409);

    // A HEAD (a link checker) is no download.
    const head = await run(downloadRoute.loader, {
      request: request(`/api/galleries/${gallery.slug}/download`, { method: "HEAD", key }),
      params: { slug: gallery.slug },
    });
    expect(head.status).toBe(200);
    const [untouched] = await db.select().from(galleries).where(eq(galleries.id, gallery.id));
    expect(untouched!.firstDownloadAt).toBeNull();

    const answer = await zip(gallery.slug, { key });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    const entries = readStoredZip(Buffer.from(await answer.arrayBuffer()));
    expect(entries.map((entry) => [entry.name, entry.data.toString()])).toEqual([
      [`${gallery.slug}/002.jpg`, `jpeg of ${photoIds[1]}`],
      [`${gallery.slug}/004.jpg`, `jpeg of ${photoIds[3]}`],
    ]);
    const one = await photo(gallery.slug, photoIds[3]!, { key });
    expect(one.status).toBe(200);
    expect(Buffer.from(await one.arrayBuffer()).toString()).toBe(`jpeg of ${photoIds[3]}`);
    // Never the original of a photo that is not included.
    expect((await photo(gallery.slug, photoIds[0]!, { key })).status).toBe(404);

    const [downloaded] = await db.select().from(galleries).where(eq(galleries.id, gallery.id));
    expect(downloaded!.firstDownloadAt).not.toBeNull();
    const invitations = (
      await db.select().from(jobs).where(eq(jobs.kind, "gallery.reviewInvitation"))
    ).filter((job) => job.payload.galleryId === gallery.id);
    expect(invitations).toHaveLength(1);
  });

  it("sells the extras at the checkout to whom the key opens it, and delivers them once paid", async () => {
    const { gallery, photoIds, key } = await clientGallery({ allowDownload: false });
    expect((await zip(gallery.slug, { key })).status).toBe(404);
    const buy = (call: Call) =>
      run(createPaymentRoute.action, {
        request: request("/api/create-payment", { method: "POST", ...call }),
        params: {},
      });
    const body = { gallery: gallery.slug, photoIds: [photoIds[2]], immediateDelivery: true };
    expect((await buy({ body })).status).toBe(404);
    expect((await buy({ body, key: (await clientGallery()).key })).status).toBe(404);
    const started = await buy({ body, key });
    expect(started.status, await started.clone().text()).toBe(200);
    expect((await started.json()).url).toMatch(/\/checkout\/test\//);
    const [order] = await db.select().from(orders).where(eq(orders.galleryId, gallery.id));
    expect(order).toMatchObject({ amount: 700, currency: "EUR", status: "pending" });
    expect((await photo(gallery.slug, photoIds[2]!, { key })).status).toBe(404);

    expect(
      await settlePayment(db, {
        orderId: order!.id,
        buyerEmail: gallery.customerEmail,
        source: "test-checkout",
      }),
    ).toBe("paid");
    const bought = await photo(gallery.slug, photoIds[2]!, { key });
    expect(bought.status).toBe(200);
    expect((await photo(gallery.slug, photoIds[1]!, { key })).status).toBe(404);
    const entries = readStoredZip(
      Buffer.from(await (await zip(gallery.slug, { key })).arrayBuffer()),
    );
    expect(entries.map((entry) => entry.name)).toEqual([`${gallery.slug}/003.jpg`]);
    // Bought once, not for sale again; the rest are, the cap applying to them.
    const whole = await buy({
      body: { gallery: gallery.slug, whole: true, immediateDelivery: true },
      key,
    });
    expect(whole.status).toBe(200);
    const amounts = (await db.select().from(orders).where(eq(orders.galleryId, gallery.id))).map(
      (row) => row.amount,
    );
    expect(amounts.sort((a, b) => a - b)).toEqual([700, 1000]);
    expect((await buy({ body, key })).status).toBe(400);
  });
});

describe("the page's plain forms", () => {
  function post(slug: string, key: string | undefined, fields: Record<string, string>) {
    const url = new URL(`http://localhost/en/galleri/${slug}`);
    if (key) url.searchParams.set("key", key);
    return proofingAction(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
      slug,
      "en",
    );
  }

  type Refused = { init: { status: number }; data: { detail: string; intent: string } };

  it("hearts, notes, refuses the one too many with the message, and sends, as a browser without scripts posts them", async () => {
    const { gallery, photoIds, key } = await clientGallery({ selectionLimit: 1 });
    const hearted = (await post(gallery.slug, key, {
      intent: "heart",
      photoId: photoIds[0]!,
    })) as Response;
    expect(hearted.status).toBe(302);
    expect(hearted.headers.get("location")).toBe(
      `/en/galleri/${gallery.slug}?key=${key}#foto-${photoIds[0]}`,
    );
    const noted = (await post(gallery.slug, key, {
      intent: "note",
      photoId: photoIds[0]!,
      note: "Crop closer",
    })) as Response;
    expect(noted.status).toBe(302);
    expect(noted.headers.get("set-cookie")).toMatch(/flash/);
    const refused = (await post(gallery.slug, key, {
      intent: "heart",
      photoId: photoIds[1]!,
    })) as unknown as Refused;
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({
      intent: "heart",
      detail: "You can pick one photo; remove it first.",
    });
    const stranger = (await post(gallery.slug, undefined, {
      intent: "heart",
      photoId: photoIds[1]!,
    })) as unknown as Refused;
    expect(stranger.init.status).toBe(404);
    const unknown = (await post(gallery.slug, key, {
      intent: "deleteGallery",
    })) as unknown as Refused;
    expect(unknown.init.status).toBe(400);
    const sent = (await post(gallery.slug, key, { intent: "submitSelection" })) as Response;
    expect(sent.status).toBe(302);
    const [row] = await db.select().from(galleries).where(eq(galleries.id, gallery.id));
    expect(row!.selectionSubmittedAt).not.toBeNull();
  });
});
