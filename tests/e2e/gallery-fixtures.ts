import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { e2eOwner } from "../support/e2e-owner";
import { generatedPhoto, shapeOf } from "../support/generated-photos";
import { defaultTestNow, expect } from "./fixtures";

// Event galleries for the gallery journeys, made as the owner makes them: through the owner's
// API (sign in, create, upload generated photos, tag numbers, publish), then waited for until
// the job runner has processed every photo (docs/decisions/090 and 093).

export type MadeGallery = {
  id: string;
  slug: string;
  title: string;
  /** The photos in the gallery's order, with the numbers tagged on each. */
  photos: { id: string; position: number; numbers: string[]; width: number; height: number }[];
};

type Options = {
  title: string;
  photos: number;
  /** The jersey numbers of the photo at each index (0-based). */
  numbers?: (index: number) => string[];
  perPhoto?: number | null;
  fullGallery?: number | null;
  shotOn?: string;
  publish?: boolean;
  /** The photos' longer side in pixels. */
  longSide?: number;
};

/** A request context signed in as the owner, with an address of its own behind the proxy. */
export async function ownerContext(baseURL: string): Promise<APIRequestContext> {
  const address = `10.9.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, "X-Forwarded-For": address, "X-Test-Now": defaultTestNow },
  });
  const signIn = await context.post("/api/auth/sign-in/email", {
    data: { email: e2eOwner.email, password: e2eOwner.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return context;
}

async function ok<T = unknown>(
  response: Awaited<ReturnType<APIRequestContext["get"]>>,
  status = 200,
): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

export async function makeGallery(
  owner: APIRequestContext,
  options: Options,
): Promise<MadeGallery> {
  const unique = crypto.randomUUID().slice(0, 8);
  const slug = `e2e-${options.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${unique}`;
  // Unique, so that a page listing several galleries tells them apart.
  const title = `${options.title} ${unique}`;
  const { gallery } = await ok<{ gallery: { id: string } }>(
    await owner.post("/api/admin/galleries", {
      data: {
        title: { sv: title, fi: `${title} (fi)`, en: `${title} (en)` },
        kind: "event",
        slug,
        shotOn: options.shotOn ?? "2026-10-18",
        perPhoto: options.perPhoto === undefined ? 800 : options.perPhoto,
        fullGallery: options.fullGallery === undefined ? 8900 : options.fullGallery,
      },
    }),
    201,
  );
  const { id } = gallery;

  // Twenty files a request at most; one request at a time, as the back office sends them.
  for (let first = 0; first < options.photos; first += 20) {
    const form = new FormData();
    for (let index = first; index < Math.min(first + 20, options.photos); index++) {
      const jpeg = await generatedPhoto(index, shapeOf(index, options.longSide));
      form.append(
        "photos",
        new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }),
        `IMG_${1000 + index}.jpg`,
      );
    }
    await ok(await owner.post(`/api/admin/galleries/${id}/photos`, { multipart: form }), 202);
  }

  const photos = await waitUntilProcessed(owner, id, options.photos);
  const tagged = new Map<string, string[]>();
  photos.forEach((photo, index) => {
    for (const number of options.numbers?.(index) ?? []) {
      tagged.set(number, [...(tagged.get(number) ?? []), photo.id]);
    }
  });
  for (const [number, photoIds] of tagged)
    await ok(
      await owner.post(`/api/admin/galleries/${id}/tags`, { data: { photoIds, add: [number] } }),
    );

  if (options.publish !== false) await ok(await owner.post(`/api/admin/galleries/${id}/publish`));
  return {
    id,
    slug,
    title,
    photos: photos.map((photo, index) => ({
      id: photo.id,
      position: photo.position,
      numbers: options.numbers?.(index) ?? [],
      width: photo.width!,
      height: photo.height!,
    })),
  };
}

type AdminPhoto = {
  id: string;
  position: number;
  status: string;
  width: number | null;
  height: number | null;
  failure: string | null;
};

/** Polls the owner's view until every photo is processed; a failed one fails the test. */
async function waitUntilProcessed(owner: APIRequestContext, id: string, count: number) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const { gallery } = await ok<{ gallery: { photos: AdminPhoto[] } }>(
      await owner.get(`/api/admin/galleries/${id}`),
    );
    const { photos } = gallery;
    const failed = photos.filter((photo) => photo.status === "failed");
    expect(failed.map((photo) => photo.failure)).toEqual([]);
    if (photos.length === count && photos.every((photo) => photo.status === "ready"))
      return [...photos].sort((a, b) => a.position - b.position);
    if (Date.now() > deadline) throw new Error(`photos of gallery ${id} not processed in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
