import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "./test-server";
import { testClient } from "./test-client";

// The first event gallery (docs/decisions/090): a new database gets the hockey match's gallery
// once, made by the job runner from generated photos with their jersey numbers tagged, published,
// priced as the album was (89 € for all) with 8 € a photo.

let server: RunningServer;
const { call } = testClient(() => server);

beforeAll(async () => {
  server = await startServer({ SEED_DEMO_GALLERY: "on" });
});
afterAll(async () => {
  await server?.stop();
});

type Shown = {
  gallery: { title: string; photoCount: number; pricing: unknown; shotOn: string };
  photos: { id: string; numbers: string[] }[];
};

it("makes the hockey gallery once, with 24 numbered photos, shown only once all are ready", async () => {
  // Every count a visitor could have seen on the way: never a gallery half made.
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const response = await call("/api/galleries/muik2-virkia2-hockey?lang=fi");
        if (response.status !== 200) return response.status;
        const count = ((await response.json()) as Shown).gallery.photoCount;
        seen.add(count);
        return count;
      },
      { timeout: 120_000, interval: 200 },
    )
    .toBe(24);
  expect([...seen]).toEqual([24]);
  const { gallery, photos } = (await (
    await call("/api/galleries/muik2-virkia2-hockey?lang=fi")
  ).json()) as Shown;
  expect(gallery).toMatchObject({
    title: "Jääkiekko: MUIK 2 – Virkiä 2",
    shotOn: "2025-10-18",
    pricing: { perPhoto: 800, fullGallery: 8900, currency: "EUR" },
  });
  // Numbers are tagged: a number finds exactly the photos that carry it.
  const tagged = photos.filter((photo) => photo.numbers.length > 0);
  expect(tagged.length).toBeGreaterThan(12);
  const number = tagged[0]!.numbers[0]!;
  const found = (await (
    await call(`/api/galleries/muik2-virkia2-hockey?number=${number}`)
  ).json()) as Shown;
  expect(found.photos.map((photo) => photo.id)).toEqual(
    photos.filter((photo) => photo.numbers.includes(number)).map((photo) => photo.id),
  );
}, 150_000);
