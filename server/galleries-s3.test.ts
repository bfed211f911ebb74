import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { s3Storage } from "~/features/media/storage/s3-storage.server";
import { startS3Server } from "../tests/support/s3-server";
import { readStoredZip } from "../tests/support/zip-reader";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { freePort, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The galleries with their photos in an S3-compatible bucket (docs/decisions/088, 090), the way
// to run several instances: upload, processing, previews and a buyer's zip go through the
// bucket, and nothing is written to the instance's own media folder.

let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let publicUrl: string;
const client = testClient(() => server);
const { call, nextAddress, signUp, waitForMail } = client;

beforeAll(async () => {
  s3 = await startS3Server();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    S3_BUCKET: s3.options.bucket,
    S3_REGION: s3.options.region,
    S3_ENDPOINT: s3.options.endpoint!,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
}, 60_000);
afterAll(async () => {
  await stop?.();
  await s3?.close();
});

const post = (body: unknown, who: Client = owner) => ({
  method: "POST",
  client: who,
  body: JSON.stringify(body),
});

it("keeps originals, previews and downloads in the bucket, and sells from it", async () => {
  const created = await call(
    "/api/admin/galleries",
    post({ title: { sv: "S3-matchen" }, kind: "event", perPhoto: 500 }),
  );
  expect(created.status).toBe(201);
  const { gallery } = (await created.json()) as { gallery: { id: string; slug: string } };
  const form = new FormData();
  for (const seed of [1, 2]) {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 40 * seed, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    form.append(
      "photos",
      new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }),
      `s3-${seed}.jpg`,
    );
  }
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const uploaded = await call(`/api/admin/galleries/${gallery.id}/photos`, {
    method: "POST",
    client: owner,
    headers: { "content-type": encoded.headers.get("content-type")! },
    body: await encoded.arrayBuffer(),
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(202);
  const { photos } = (await uploaded.json()) as { photos: { id: string }[] };

  await expect
    .poll(
      async () => {
        const response = await call(`/api/admin/galleries/${gallery.id}`, { client: owner });
        const body = (await response.json()) as { gallery: { photos: { status: string }[] } };
        return body.gallery.photos.map((photo) => photo.status);
      },
      { timeout: 60_000 },
    )
    .toEqual(["ready", "ready"]);

  // In the bucket: each photo's original and the buyer's file, under keys made from ids.
  const bucket = s3Storage(s3.options);
  for (const photo of photos) {
    expect(await bucket.exists(`galleries/${gallery.id}/${photo.id}/original`)).toBe(true);
    expect(await bucket.exists(`galleries/${gallery.id}/${photo.id}/download.jpg`)).toBe(true);
  }
  // And nothing in the instance's own folder.
  expect(fs.existsSync(`${server.dataDir}/media/galleries`)).toBe(false);

  expect(
    (await call(`/api/admin/galleries/${gallery.id}/publish`, { method: "POST", client: owner }))
      .status,
  ).toBe(200);
  const shown = (await (await call(`/api/galleries/${gallery.slug}`)).json()) as {
    photos: { id: string; preview: { src: string } }[];
  };
  const preview = await call(shown.photos[0]!.preview.src);
  expect(preview.status).toBe(200);
  expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(1000);

  const buyer = await signUp();
  const started = await call(
    "/api/create-payment",
    post({ gallery: gallery.slug, photoIds: [photos[1]!.id], immediateDelivery: true }, buyer),
  );
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const paid = await call(url.slice(publicUrl.length), {
    method: "POST",
    client: buyer,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "pay", email: buyer.email }).toString(),
  });
  expect(paid.status).toBe(302);
  const [mail] = await waitForMail(buyer.email, /Kvitto för order/);
  const link = /https?:\/\/\S+?(\/download\/[A-Za-z0-9_-]{43})\b/.exec(mail!.text)![1]!;
  const zip = readStoredZip(Buffer.from(await (await call(link)).arrayBuffer()));
  expect(zip.map((entry) => entry.name)).toEqual([`${gallery.slug}/002.jpg`]);
  const inBucket = await bucket.get(`galleries/${gallery.id}/${photos[1]!.id}/download.jpg`);
  const chunks: Buffer[] = [];
  for await (const chunk of inBucket!.body) chunks.push(chunk as Buffer);
  expect(zip[0]!.data.equals(Buffer.concat(chunks))).toBe(true);
}, 120_000);
