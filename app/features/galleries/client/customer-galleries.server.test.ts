import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { galleries, galleryFavourites, galleryPhotos } from "~/db/schema";
import { createTestUser } from "~/db/test-database";
import { deleteAccount, exportAccount } from "~/features/account/account.server";
import { newAccessKey } from "./access-secrets.server";
import { accountGalleries } from "./customer-galleries.server";

// A customer's client galleries on a real (embedded) database: which are theirs (linked, or
// made for their confirmed address, never an unconfirmed one), what the data export holds (the
// galleries' names, picks and notes), and what deleting the account leaves: the owner's photos,
// without the customer's picks, notes, link or address.

const db = databaseForTestFile();
let counter = 0;

async function clientGallery(fields: Partial<typeof galleries.$inferInsert>) {
  counter += 1;
  const [gallery] = await db()
    .insert(galleries)
    .values({
      slug: `kundens-${counter}`,
      kind: "client",
      title: { sv: `Familjeporträtt ${counter}`, en: `Family portrait ${counter}` },
      accessKey: newAccessKey(),
      publishedAt: new Date("2026-11-20T10:00:00Z"),
      expiresOn: "2099-01-01",
      ...fields,
    })
    .returning();
  const photos = await db()
    .insert(galleryPhotos)
    .values(
      [1, 2, 3].map((position) => ({
        galleryId: gallery!.id,
        position,
        fileName: `IMG_${counter}_${position}.jpg`,
        originalKey: `galleries/${gallery!.id}/${position}/original`,
        bytes: 1,
      })),
    )
    .returning();
  return { gallery: gallery!, photos };
}

describe("a customer's client galleries", () => {
  it("are those linked to the account or made for its confirmed address", async () => {
    const anna = await createTestUser(db(), { name: "Anna" });
    const unconfirmed = await createTestUser(db(), { emailVerified: false });
    const linked = await clientGallery({ customerUserId: anna.id, customerEmail: "other@x.test" });
    const byAddress = await clientGallery({ customerEmail: anna.email.toUpperCase() });
    await clientGallery({ customerEmail: unconfirmed.email });
    await clientGallery({ customerEmail: anna.email, publishedAt: null });
    await clientGallery({ kind: "event", customerEmail: anna.email });
    const shown = await accountGalleries(db(), anna, "en");
    expect(shown.map((gallery) => gallery.id).sort()).toEqual(
      [linked.gallery.id, byAddress.gallery.id].sort(),
    );
    expect(shown[0]!.path).toMatch(/^\/en\/galleri\/kundens-\d+\?key=[A-Za-z0-9_-]{22}$/);
    expect(shown[0]!.title).toMatch(/^Family portrait/);
    expect(await accountGalleries(db(), unconfirmed, "sv")).toEqual([]);
  });

  it("are in the data export with the photos picked and the notes", async () => {
    const bo = await createTestUser(db());
    const { gallery, photos } = await clientGallery({ customerUserId: bo.id });
    await db()
      .insert(galleryFavourites)
      .values([
        { galleryId: gallery.id, photoId: photos[2]!.id, note: "Lite ljusare, tack" },
        { galleryId: gallery.id, photoId: photos[0]!.id },
      ]);
    const exported = await exportAccount(db(), bo.id);
    expect(exported.galleries).toEqual([
      expect.objectContaining({
        title: gallery.title,
        selection: [
          expect.objectContaining({ photo: photos[0]!.fileName, note: null }),
          expect.objectContaining({ photo: photos[2]!.fileName, note: "Lite ljusare, tack" }),
        ],
      }),
    ]);
  });

  it("lose the customer's picks, notes, link and address when the account goes; the photos stay", async () => {
    const cecilia = await createTestUser(db());
    const bystander = await createTestUser(db());
    const theirs = await clientGallery({
      customerUserId: cecilia.id,
      customerEmail: cecilia.email,
      selectionSubmittedAt: new Date(),
    });
    const others = await clientGallery({ customerUserId: bystander.id });
    for (const made of [theirs, others])
      await db()
        .insert(galleryFavourites)
        .values({ galleryId: made.gallery.id, photoId: made.photos[1]!.id, note: "Den här" });
    await deleteAccount(db(), cecilia, new Date());
    const [after] = await db().select().from(galleries).where(eq(galleries.id, theirs.gallery.id));
    expect(after).toMatchObject({
      customerUserId: null,
      customerEmail: null,
      selectionSubmittedAt: null,
    });
    expect(after!.accessKey).not.toBe(theirs.gallery.accessKey);
    expect(after!.accessKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const favourites = await db().select().from(galleryFavourites);
    const inThese = favourites.filter((row) =>
      [theirs.gallery.id, others.gallery.id].includes(row.galleryId),
    );
    expect(inThese.map((row) => row.galleryId)).toEqual([others.gallery.id]);
    const photos = await db()
      .select()
      .from(galleryPhotos)
      .where(eq(galleryPhotos.galleryId, theirs.gallery.id));
    expect(photos).toHaveLength(3);
    const [untouched] = await db()
      .select()
      .from(galleries)
      .where(eq(galleries.id, others.gallery.id));
    expect(untouched!.accessKey).toBe(others.gallery.accessKey);
  });
});
