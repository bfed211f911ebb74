// npm run bench:seed-gallery — a data folder holding a published event gallery of many generated
// photos, for measuring the gallery page (docs/decisions/093): the budget is for a
// gallery of 300 photos. Starts the built server on that folder with an owner account, uploads
// the photos through the owner's API as the back office does, waits for the job runner to make
// their previews, tags every ninth with the number 17, publishes it and stops. Then prints the
// command that measures the page with Lighthouse.
//
//   BENCH_DATA_DIR=…   the folder (default: a new one under the system's temporary folder)
//   BENCH_PHOTOS=300   how many photos
//   BENCH_LONG_SIDE=2400  their long side in pixels (thumbnails weigh what a photo's do)
//   BENCH_SLUG=g300    the gallery's address
//   BENCH_PORT=3310
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../app/db/client.server.ts";
import { e2eOwner } from "../tests/support/e2e-owner.ts";
import { generatedPhoto, shapeOf } from "../tests/support/generated-photos.ts";
import { seedAdmin } from "../tests/support/seed-admin.ts";
import { startBuiltServer } from "./bench-server.ts";

const count = Number(process.env.BENCH_PHOTOS ?? 300);
const longSide = Number(process.env.BENCH_LONG_SIDE ?? 2400);
const slug = process.env.BENCH_SLUG ?? `g${count}`;
const port = Number(process.env.BENCH_PORT ?? 3310);
const dataDir =
  process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "nordic-bench-gallery-"));
process.env.BENCH_DATA_DIR = dataDir;

// The owner account first: the embedded database takes one process at a time.
const handle = await openDatabase({ dataDir });
await seedAdmin(handle.db, e2eOwner);
await handle.close();

const server = await startBuiltServer(port);
const base = server.origin;
try {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ email: e2eOwner.email, password: e2eOwner.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const headers = { origin: base, cookie };
  const json = { ...headers, "content-type": "application/json" };

  const created = await fetch(`${base}/api/admin/galleries`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      title: {
        sv: "Ishockey: MUIK 2 – Virkiä 2",
        fi: "Jääkiekko: MUIK 2 – Virkiä 2",
        en: "Ice hockey: MUIK 2 v Virkiä 2",
      },
      kind: "event",
      slug,
      shotOn: "2026-10-18",
      perPhoto: 800,
      fullGallery: 8900,
    }),
  });
  if (created.status !== 201) throw new Error(`creating answered ${created.status}`);
  const { gallery } = (await created.json()) as { gallery: { id: string } };
  const admin = `${base}/api/admin/galleries/${gallery.id}`;

  // Twenty at a time: one request stays under the upload limit of 52 MB.
  for (let first = 0; first < count; first += 20) {
    const form = new FormData();
    for (let index = first; index < Math.min(first + 20, count); index++) {
      const photo = await generatedPhoto(index, shapeOf(index, longSide));
      form.append(
        "photos",
        new Blob([new Uint8Array(photo)], { type: "image/jpeg" }),
        `IMG_${index}.jpg`,
      );
    }
    const uploaded = await fetch(`${admin}/photos`, { method: "POST", headers, body: form });
    if (uploaded.status !== 202) throw new Error(`upload answered ${uploaded.status}`);
    console.info(`uploaded ${Math.min(first + 20, count)}/${count}`);
  }

  type Photo = { id: string; status: string };
  let photos: Photo[] = [];
  for (;;) {
    const answer = (await (await fetch(admin, { headers })).json()) as {
      gallery: { photos: Photo[] };
    };
    photos = answer.gallery.photos;
    const ready = photos.filter((photo) => photo.status === "ready").length;
    if (!photos.some((photo) => photo.status === "processing")) {
      console.info(`processed: ${ready} ready, ${photos.length - ready} failed`);
      break;
    }
    console.info(`processing: ${ready}/${count} ready`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }

  const tagged = photos.filter((_, index) => index % 9 === 1).map((photo) => photo.id);
  const tags = await fetch(`${admin}/tags`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ photoIds: tagged, add: ["17"] }),
  });
  if (!tags.ok) throw new Error(`tagging answered ${tags.status}`);
  const published = await fetch(`${admin}/publish`, { method: "POST", headers });
  if (!published.ok) throw new Error(`publishing answered ${published.status}`);

  console.info(
    `\nMeasure it with:\n  BENCH_DATA_DIR=${dataDir} BENCH_PAGES=/galleri/${slug},/fi/galleri/${slug},/en/galleri/${slug} BENCH_RUNS=3 npm run bench:lighthouse`,
  );
} finally {
  server.stop();
}
