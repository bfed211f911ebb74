import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syntheticPhoto } from "../tests/support/test-photos";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { sendRaw, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// "Replace photo" over real HTTP against the built server and its job runner (decision 095):
// the API call and the gallery page's plain form (no scripts) give the seeded portfolio's
// picture a new file; /portfolio shows the new picture at a new address with its old caption.
// A customer or a visitor cannot, and a body over the limits is refused before it is read.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let customer: Client;
const { call, signUp, nextAddress } = testClient(() => server);

type Photo = { id: string; status: string; fileName: string; caption: { sv: string } | null };
type Gallery = { id: string; kind: string; photos: Photo[] };

beforeAll(async () => {
  const started = await startServerWithAdmin({ TRUSTED_PROXIES: "127.0.0.1,::1" });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
  customer = await signUp();
});
afterAll(async () => stop?.());

async function portfolio(): Promise<Gallery> {
  const list = await (await call("/api/admin/galleries", { client: owner })).json();
  const { id } = (list.galleries as Gallery[]).find((gallery) => gallery.kind === "portfolio")!;
  return (await (await call(`/api/admin/galleries/${id}`, { client: owner })).json()).gallery;
}

async function readyPhoto(photoId: string, meanwhile?: () => Promise<void>): Promise<Photo> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await meanwhile?.();
    const photo = (await portfolio()).photos.find((candidate) => candidate.id === photoId)!;
    expect(photo.status).not.toBe("failed");
    if (photo.status === "ready") return photo;
    if (Date.now() > deadline) throw new Error("photo not processed in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function multipart(fields: Record<string, string>, file: Buffer, name = "ny.jpg") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("photo", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), name);
  return form;
}

/** Straight through fetch: it writes the multipart boundary itself. */
const post = (path: string, form: FormData, client?: Client) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...(client && { cookie: client.cookie }),
      "x-forwarded-for": client?.address ?? nextAddress(),
      origin: server.url,
    },
    body: form,
  });

/** The <img> of a caption's card on /portfolio: its address. */
async function portfolioSrcOf(caption: string): Promise<string | undefined> {
  const html = await (await call("/portfolio")).text();
  const card = html.split("<figure").find((part) => part.includes(caption));
  return card ? /<img[^>]* src="([^"]+)"/.exec(card)?.[1] : undefined;
}

describe("replacing a portfolio picture's file", () => {
  it("through the API: 202, processed, shown at a new address with its caption", async () => {
    const gallery = await portfolio();
    const photo = gallery.photos[0]!;
    const caption = photo.caption!.sv;
    const before = await portfolioSrcOf(caption);
    expect(before).toMatch(new RegExp(`^/media/photos/${photo.id}/`));

    const path = `/api/admin/galleries/${gallery.id}/photos/${photo.id}/file`;
    const file = await syntheticPhoto(900, 1200);
    const answer = await post(path, multipart({}, file), owner);
    expect(answer.status, await answer.clone().text()).toBe(202);
    expect(await answer.json()).toEqual({ photo: { id: photo.id, status: "processing" } });
    // While the new file is processed the old picture stays on the page and loads: no gap.
    const meanwhile: { processing: boolean; src?: string; status?: number }[] = [];
    const ready = await readyPhoto(photo.id, async () => {
      const now = (await portfolio()).photos.find((candidate) => candidate.id === photo.id)!;
      const src = await portfolioSrcOf(caption);
      meanwhile.push({
        processing: now.status === "processing",
        src,
        status: src ? (await call(src)).status : undefined,
      });
    });
    // Seen at least once mid-processing (a photo of this size takes about a second).
    expect(meanwhile.some((seen) => seen.processing)).toBe(true);
    for (const seen of meanwhile)
      expect(seen).toMatchObject({ src: expect.any(String), status: 200 });
    expect(ready).toMatchObject({ fileName: "ny.jpg", caption: photo.caption });

    const after = await portfolioSrcOf(caption);
    expect(after).toMatch(new RegExp(`^/media/photos/${photo.id}/`));
    expect(after).not.toBe(before);
    // The home page's preview (the first six in the owner's order) reads the same library.
    const home = await (await call("/")).text();
    expect(home).toContain(`src="${after}"`);
    expect(home).not.toContain(before!);
    const image = await call(after!);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toMatch(/immutable|max-age=\d{6,}/);

    // A customer and a visitor: as for an unknown address, and nothing changes.
    // A small file (under the 64 KB every stranger may send; larger ones are refused as such).
    const small = await syntheticPhoto(64, 48);
    expect(small.length).toBeLessThan(32 * 1024);
    for (const client of [customer, undefined]) {
      const refused = await post(path, multipart({}, small), client);
      expect(refused.status).toBe(404);
    }
    expect(await portfolioSrcOf(caption)).toBe(after);
  });

  it("through the page's plain form, without scripts: back to the page, the picture replaced", async () => {
    const gallery = await portfolio();
    const photo = gallery.photos[1]!;
    const answer = await post(
      `/admin/galleries/${gallery.id}`,
      multipart(
        { intent: "replacePhoto", photoId: photo.id },
        await syntheticPhoto(1000, 700),
        "form.jpg",
      ),
      owner,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(new RegExp(`/admin/galleries/${gallery.id}`));
    expect(await readyPhoto(photo.id)).toMatchObject({
      fileName: "form.jpg",
      caption: photo.caption,
    });

    // No file chosen: the page says so, and nothing changes.
    const empty = new FormData();
    empty.append("intent", "replacePhoto");
    empty.append("photoId", photo.id);
    empty.append("photo", new Blob([]), "");
    const refused = await post(`/admin/galleries/${gallery.id}`, empty, owner);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Välj minst en bild");
  });

  it("refuses a body over the limit before reading it, and a stranger's at 64 KB", async () => {
    const gallery = await portfolio();
    const photo = gallery.photos[2]!;
    const raw = (path: string, bytes: number, client?: Client) =>
      sendRaw(
        server.url,
        {
          method: "POST",
          path,
          headers: {
            "content-type": "multipart/form-data; boundary=x",
            "content-length": String(bytes),
            ...(client && { cookie: client.cookie }),
            "x-forwarded-for": client?.address ?? nextAddress(),
            origin: server.url,
          },
        },
        (request) => request.flushHeaders(),
      );
    for (const path of [
      `/api/admin/galleries/${gallery.id}/photos/${photo.id}/file`,
      `/admin/galleries/${gallery.id}`,
      // Where the page's scripts send the same form.
      `/en/admin/galleries/${gallery.id}.data`,
    ]) {
      expect((await raw(path, 60 * 1024 * 1024, owner)).status, path).toBe(413);
      expect((await raw(path, 1024 * 1024, customer)).status, path).toBe(413);
      expect((await raw(path, 1024 * 1024)).status, path).toBe(413);
    }
    // Within the body limit but over the file's 50 MB: named, and nothing changes.
    const big = Buffer.alloc(51 * 1024 * 1024);
    (await syntheticPhoto(300, 200)).copy(big);
    const tooBig = await post(
      `/api/admin/galleries/${gallery.id}/photos/${photo.id}/file`,
      multipart({}, big, "stor.jpg"),
      owner,
    );
    expect(tooBig.status).toBe(413);
    expect(JSON.stringify(await tooBig.json())).toMatch(/stor\.jpg/);
    expect((await portfolio()).photos[2]).toEqual(photo);
  });
});
