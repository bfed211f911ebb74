import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { addPhotos, createGallery, listGalleriesForAdmin } from "./gallery-admin.server";

// The owner's gallery list on a real (embedded) database: each gallery with its own number of
// photos (a subquery once counted none for every gallery).

const db = databaseForTestFile();
const actor = { id: null, label: "test" };

const uploads = (galleryId: string, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const id = randomUUID();
    return {
      id,
      fileName: `${index}.jpg`,
      originalKey: `galleries/${galleryId}/${id}/original`,
      bytes: 1,
    };
  });

it("lists every gallery with its own number of photos, empty ones too", async () => {
  const three = await createGallery(db(), actor, { title: { sv: "Tre" }, kind: "event" });
  const one = await createGallery(db(), actor, { title: { sv: "En" }, kind: "client" });
  const none = await createGallery(db(), actor, { title: { sv: "Ingen" }, kind: "portfolio" });
  await addPhotos(db(), actor, three.id, uploads(three.id, 3));
  await addPhotos(db(), actor, one.id, uploads(one.id, 1));
  const counts = Object.fromEntries(
    (await listGalleriesForAdmin(db())).map((gallery) => [gallery.id, gallery.photoCount]),
  );
  expect(counts).toEqual({ [three.id]: 3, [one.id]: 1, [none.id]: 0 });
});
