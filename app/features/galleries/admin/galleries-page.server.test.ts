import { randomUUID } from "node:crypto";
import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, type Database } from "~/db/client.server";
import { adminAudit, galleryPhotos, user } from "~/db/schema";
import { copyTemplate } from "~/db/template.server";
import { newPostgresDatabase } from "~/db/test-database";
import type { AdminUser } from "~/features/admin/require-admin.server";
import type { FormFailure } from "~/lib/forms/form-result";
import { galleryForAdmin } from "./galleries-api.server";
import { galleriesListAction, galleryEditorAction } from "./galleries-page.server";
import { addPhotos, createGallery } from "./gallery-admin.server";

// The actions of the owner's gallery pages, posted as a browser posts their plain forms, on a
// real database (the process's one, as the pages use it): every button goes through the same
// calls as the JSON API, audited; refusals are named per field in the page's language. The
// suggestions a photo's processing would make are written straight into its row.

let db: Database;
let drop: (() => Promise<void>) | undefined;
const admin: AdminUser = { id: randomUUID(), email: "owner@example.test", name: "Olle" };

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await newPostgresDatabase(serverUrl) : undefined;
  drop = postgres?.drop;
  ({ db } = await database({
    databaseUrl: postgres?.url,
    dataDir: postgres ? os.tmpdir() : copyTemplate(),
  }));
  await db.insert(user).values({ id: admin.id, email: admin.email, name: admin.name });
});
afterAll(async () => {
  await closeDatabase();
  await drop?.();
});

function form(fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) body.append(name, one);
  return new Request("http://localhost/fi/admin/galleries/x", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** A refusal's FormFailure, or the redirect's address. */
async function outcome(
  answer: unknown,
): Promise<{ status: number; location?: string; failure?: FormFailure }> {
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("location") ?? undefined };
  const refused = answer as { data: FormFailure; init: { status: number } };
  return { status: refused.init.status, failure: refused.data };
}

const actor = { id: admin.id, label: admin.email };

/** A gallery with ready photos, their suggestions as the processing would have left them. */
async function galleryWith(suggestions: string[][]) {
  const gallery = await createGallery(db, actor, {
    title: { sv: `G ${randomUUID()}` },
    kind: "event",
  });
  const photos = suggestions.map((_, index) => ({
    id: randomUUID(),
    fileName: `${index + 1}.jpg`,
    originalKey: `galleries/${gallery.id}/x/original`,
    bytes: 1,
  }));
  if (photos.length > 0) await addPhotos(db, actor, gallery.id, photos);
  for (const [index, numbers] of suggestions.entries())
    await db
      .update(galleryPhotos)
      .set({ status: "ready", suggestedNumbers: numbers.map((number) => ({ number, score: 0.9 })) })
      .where(eq(galleryPhotos.id, photos[index]!.id));
  return { id: gallery.id, photoIds: photos.map((photo): string => photo.id) };
}

const post = (id: string, fields: Record<string, string | string[]>) =>
  galleryEditorAction(form(fields), "fi", admin, id).then(outcome);

const numbersOf = async (id: string) =>
  (await galleryForAdmin(id)).photos.map((photo) => photo.numbers);

describe("the list page", () => {
  it("creates a gallery from euros typed the Nordic way and goes on to its page", async () => {
    const answer = await outcome(
      await galleriesListAction(
        form({
          intent: "create",
          title_sv: "Ishockey",
          kind: "event",
          perPhoto: "4,90",
          fullGallery: "1 400",
        }),
        "fi",
        admin,
      ),
    );
    expect(answer.status).toBe(302);
    const id = /^\/fi\/admin\/galleries\/([0-9a-f-]{36})$/.exec(answer.location ?? "")?.[1];
    expect(await galleryForAdmin(id!)).toMatchObject({ perPhoto: 490, fullGallery: 140_000 });
  });

  it("names a wrong field in the page's language and creates nothing", async () => {
    const before = await db.select().from(adminAudit);
    const answer = await outcome(
      await galleriesListAction(form({ intent: "create", title_sv: "", kind: "x" }), "fi", admin),
    );
    expect(answer.status).toBe(400);
    expect(answer.failure?.fieldErrors).toEqual({
      title_sv: "Kirjoita gallerian otsikko ruotsiksi",
      kind: "Valitse tyyppi: tapahtuma, asiakasgalleria tai portfolio",
    });
    expect(await db.select().from(adminAudit)).toHaveLength(before.length);
  });
});

describe("the photos' buttons", () => {
  it("accepts every selected photo's own suggestions, and leaves the others", async () => {
    const { id, photoIds } = await galleryWith([["17", "9"], ["23"], ["5"]]);
    const answer = await post(id, {
      intent: "acceptSuggestions",
      photoIds: [photoIds[0]!, photoIds[1]!],
    });
    expect(answer).toMatchObject({ status: 302, location: "/fi/admin/galleries/x" });
    expect(await numbersOf(id)).toEqual([["17", "9"], ["23"], []]);
  });

  it("accepts every photo's suggestions in the gallery, keeping the numbers tagged, each audited", async () => {
    const { id, photoIds } = await galleryWith([["17", "9"], [], ["5"]]);
    await post(id, { intent: "acceptNumber", photoId: photoIds[2]!, number: "5" });
    await post(id, { intent: "tagAdd", number: "4", photoIds: [photoIds[0]!] });
    const audited = (await db.select().from(adminAudit)).length;
    // No photo selected: the whole gallery is meant.
    expect(await post(id, { intent: "acceptAllSuggestions" })).toMatchObject({ status: 302 });
    expect(await numbersOf(id)).toEqual([["4", "17", "9"], [], ["5"]]);
    // One change (the first photo's): those with nothing new are left alone.
    const entries = (await db.select().from(adminAudit)).slice(audited);
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ["photo.update", `photo:${photoIds[0]}`],
    ]);
    // Again: nothing left to accept, nothing changes.
    await post(id, { intent: "acceptAllSuggestions" });
    expect(await db.select().from(adminAudit)).toHaveLength(audited + 1);
  });

  it("refuses to accept the suggestions of a photo of another gallery", async () => {
    const { id } = await galleryWith([["17"]]);
    const other = await galleryWith([["23"]]);
    const answer = await post(id, { intent: "acceptSuggestions", photoIds: other.photoIds });
    expect(answer.status).toBe(404);
    expect(await numbersOf(other.id)).toEqual([[]]);
  });

  it("accepts one suggestion and takes a number off one photo", async () => {
    const { id, photoIds } = await galleryWith([["17", "9"]]);
    await post(id, { intent: "acceptNumber", photoId: photoIds[0]!, number: "9" });
    expect(await numbersOf(id)).toEqual([["9"]]);
    await post(id, { intent: "removeNumber", photoId: photoIds[0]!, number: "9" });
    expect(await numbersOf(id)).toEqual([[]]);
  });

  it("tags and untags the selection, and names a bad number or an empty selection", async () => {
    const { id, photoIds } = await galleryWith([[], [], []]);
    await post(id, { intent: "tagAdd", photoIds: [photoIds[0]!, photoIds[2]!], number: " 07 " });
    expect(await numbersOf(id)).toEqual([["07"], [], ["07"]]);
    await post(id, { intent: "tagRemove", photoIds: photoIds, number: "07" });
    expect(await numbersOf(id)).toEqual([[], [], []]);

    const badNumber = await post(id, { intent: "tagAdd", photoIds: [photoIds[0]!], number: "7a" });
    expect(badNumber.status).toBe(400);
    expect(badNumber.failure?.fieldErrors).toEqual({ number: "Numerossa on 1–4 numeroa" });
    const none = await post(id, { intent: "tagAdd", number: "7" });
    expect(none.failure?.fieldErrors).toEqual({ photoIds: "Valitse vähintään yksi kuva" });
    const foreign = await galleryWith([[]]);
    const elsewhere = await post(id, { intent: "tagAdd", photoIds: foreign.photoIds, number: "7" });
    expect(elsewhere.status).toBe(404);
    expect(await numbersOf(foreign.id)).toEqual([[]]);
  });

  it("moves a photo earlier and later, and not past either end", async () => {
    const { id, photoIds } = await galleryWith([[], [], []]);
    const order = async () =>
      (await galleryForAdmin(id)).photos.map((photo) => photoIds.indexOf(photo.id));
    await post(id, { intent: "moveEarlier", photoId: photoIds[0]! });
    expect(await order()).toEqual([0, 1, 2]);
    await post(id, { intent: "moveLater", photoId: photoIds[0]! });
    expect(await order()).toEqual([1, 0, 2]);
    await post(id, { intent: "moveEarlier", photoId: photoIds[2]! });
    expect(await order()).toEqual([1, 2, 0]);
    await post(id, { intent: "moveLater", photoId: photoIds[0]! });
    expect(await order()).toEqual([1, 2, 0]);
  });

  it("hides, sets the cover and deletes, each audited", async () => {
    const { id, photoIds } = await galleryWith([[], []]);
    await post(id, { intent: "hide", photoId: photoIds[0]! });
    await post(id, { intent: "cover", photoId: photoIds[1]! });
    await post(id, { intent: "deletePhoto", photoId: photoIds[0]! });
    const gallery = await galleryForAdmin(id);
    expect(gallery.photos.map((photo) => photo.id)).toEqual([photoIds[1]]);
    expect(gallery.coverPhotoId).toBe(photoIds[1]);
    const actions = (await db.select().from(adminAudit))
      .filter((entry) => entry.target.includes(photoIds[0]!) || entry.target === `gallery:${id}`)
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(["photo.update", "gallery.update", "photo.delete"]),
    );
  });
});

describe("the details form", () => {
  it("names a taken address beside its field, in the page's language", async () => {
    const first = await galleryWith([]);
    const second = await galleryWith([]);
    const taken = (await galleryForAdmin(first.id)).slug;
    const answer = await post(second.id, { intent: "save", title_sv: "Toinen", slug: taken });
    expect(answer.status).toBe(409);
    expect(answer.failure?.fieldErrors).toEqual({
      slug: "Osoite on jo toisen gallerian käytössä",
    });
    expect((await galleryForAdmin(second.id)).slug).not.toBe(taken);
  });

  it("deletes the gallery and goes back to the list", async () => {
    const { id } = await galleryWith([[]]);
    const answer = await post(id, { intent: "delete" });
    expect(answer).toMatchObject({ status: 302, location: "/fi/admin/galleries" });
    await expect(galleryForAdmin(id)).rejects.toMatchObject({ code: "galleryNotFound" });
  });
});

describe("a portfolio picture's texts and category (decision 095)", () => {
  async function portfolioPhoto() {
    const gallery = await createGallery(db, actor, {
      title: { sv: `P ${randomUUID()}` },
      kind: "portfolio",
    });
    const id = randomUUID();
    await addPhotos(db, actor, gallery.id, [
      { id, fileName: "a.jpg", originalKey: `galleries/${gallery.id}/${id}/original`, bytes: 1 },
    ]);
    return { galleryId: gallery.id, photoId: id };
  }
  const texts = {
    intent: "photoTexts",
    caption_sv: "Bröllop vid ån",
    caption_fi: "",
    caption_en: "A wedding by the river",
    alt_sv: "Ett brudpar går längs ån",
    alt_fi: "Hääpari kävelee joen rantaa",
    alt_en: "",
    category: "category3",
  };

  it("saves the texts (empty languages fall back) and the category, audited", async () => {
    const { galleryId, photoId } = await portfolioPhoto();
    const answer = await post(galleryId, { ...texts, photoId });
    expect(answer.status).toBe(302);
    const [photo] = (await galleryForAdmin(galleryId)).photos;
    expect(photo).toMatchObject({
      caption: { sv: "Bröllop vid ån", en: "A wedding by the river" },
      alt: { sv: "Ett brudpar går längs ån", fi: "Hääpari kävelee joen rantaa" },
      category: "category3",
    });
    expect(photo!.caption).not.toHaveProperty("fi");
    const audit = await db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.target, `photo:${photoId}`));
    expect(audit.map((row) => row.action)).toEqual(["photo.update"]);
  });

  it.each([
    ["no Swedish caption", { caption_sv: " " }, "caption_sv"],
    ["no Swedish description", { alt_sv: "" }, "alt_sv"],
    ["a category the filters do not know", { category: "photo" }, "category"],
    ["markup", { caption_en: '<img src=x onerror="alert(1)">' }, "caption_en"],
    ["a control character", { alt_sv: "Bild\u0000med nolla" }, "alt_sv"],
    ["an oversized caption", { caption_fi: "å".repeat(301) }, "caption_fi"],
  ])("refuses %s and changes nothing", async (_case, change, field) => {
    const { galleryId, photoId } = await portfolioPhoto();
    const answer = await post(galleryId, { ...texts, ...change, photoId });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.failure?.fieldErrors ?? {})).toContain(field);
    expect((await galleryForAdmin(galleryId)).photos[0]).toMatchObject({
      caption: null,
      category: null,
    });
  });

  it("refuses a category outside the four through the API's own call too", async () => {
    const { galleryId, photoId } = await portfolioPhoto();
    const { updatePhotoFor } = await import("./galleries-api.server");
    await expect(
      updatePhotoFor(admin, galleryId, photoId, { category: "sports" }),
    ).rejects.toMatchObject({ code: "validation" });
    await expect(
      updatePhotoFor(admin, galleryId, photoId, { caption: { sv: "x".repeat(301) } }),
    ).rejects.toMatchObject({ code: "validation" });
    // A photo of another gallery is not found through this one.
    const other = await portfolioPhoto();
    await expect(
      updatePhotoFor(admin, galleryId, other.photoId, { category: "category1" }),
    ).rejects.toMatchObject({ code: "photoNotFound" });
  });
});
