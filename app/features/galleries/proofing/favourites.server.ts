import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries, galleryFavourites, galleryPhotos, type Gallery } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { ownerAddress } from "~/features/shop/fulfilment.server";
import { now } from "~/lib/clock";
import { favouriteInputSchema, photoIdSchema } from "./proofing.schema";
import { selectionSubmittedOwnerMail } from "./proofing-mails.server";

// Proofing in a client gallery (docs/decisions/102): the customer hearts photos, with a note
// each, up to the owner's limit, then sends the selection, which locks it. Every change locks
// the gallery's row first, so two hearts racing for the last place are counted one after the
// other: the limit holds on PostgreSQL with many instances, not only in one process.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type Favourite = { photoId: string; note: string | null };

/** The gallery's row, locked for the rest of the transaction; refused once the selection is sent. */
async function lockOpenSelection(tx: Tx, gallery: Gallery): Promise<Gallery> {
  if (gallery.kind !== "client") throw new DomainError("galleryNotFound");
  const [locked] = await tx
    .select()
    .from(galleries)
    .where(eq(galleries.id, gallery.id))
    .for("update");
  if (!locked) throw new DomainError("galleryNotFound");
  if (locked.selectionSubmittedAt) throw new DomainError("selectionSubmitted");
  return locked;
}

/** A photo the customer sees: ready and visible, in this gallery. Anything else is a 404. */
async function assertShownPhoto(tx: Tx, galleryId: string, photoId: string) {
  const [photo] = await tx
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(
      and(
        eq(galleryPhotos.id, photoId),
        eq(galleryPhotos.galleryId, galleryId),
        eq(galleryPhotos.status, "ready"),
        eq(galleryPhotos.hidden, false),
      ),
    );
  if (!photo) throw new DomainError("photoNotFound");
}

/**
 * Hearts a photo, or changes its note (an absent note keeps the one it has). A new heart past
 * the limit is refused with 409 `selectionFull`; a note on a photo already hearted never is.
 */
export async function heartPhoto(
  db: Database,
  gallery: Gallery,
  body: unknown,
): Promise<Favourite> {
  const input = parseInput(favouriteInputSchema, body);
  const note = input.note === undefined ? undefined : input.note || null;
  return db.transaction(async (tx) => {
    const locked = await lockOpenSelection(tx, gallery);
    await assertShownPhoto(tx, locked.id, input.photoId);
    const key = and(
      eq(galleryFavourites.galleryId, locked.id),
      eq(galleryFavourites.photoId, input.photoId),
    );
    const [existing] = await tx.select().from(galleryFavourites).where(key);
    if (existing) {
      if (note === undefined) return { photoId: existing.photoId, note: existing.note };
      const [updated] = await tx
        .update(galleryFavourites)
        .set({ note, updatedAt: now() })
        .where(key)
        .returning();
      return { photoId: updated!.photoId, note: updated!.note };
    }
    if (locked.selectionLimit !== null) {
      const [hearted] = await tx
        .select({ n: count() })
        .from(galleryFavourites)
        .where(eq(galleryFavourites.galleryId, locked.id));
      if (hearted!.n >= locked.selectionLimit)
        throw new DomainError("selectionFull", undefined, {
          // `count` picks the text's plural form (api:errors.selectionFull_one / _other).
          values: { limit: locked.selectionLimit, count: locked.selectionLimit },
        });
    }
    const [inserted] = await tx
      .insert(galleryFavourites)
      .values({
        galleryId: locked.id,
        photoId: input.photoId,
        note: note ?? null,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    return { photoId: inserted!.photoId, note: inserted!.note };
  });
}

/** Takes a heart (and its note) away; taking one that is not there is no error. */
export async function unheartPhoto(db: Database, gallery: Gallery, photoId: string) {
  const id = parseInput(photoIdSchema, photoId);
  await db.transaction(async (tx) => {
    const locked = await lockOpenSelection(tx, gallery);
    await assertShownPhoto(tx, locked.id, id);
    await tx
      .delete(galleryFavourites)
      .where(and(eq(galleryFavourites.galleryId, locked.id), eq(galleryFavourites.photoId, id)));
  });
}

/** The hearted photos in the gallery's order, with what the owner needs to find and edit them. */
export async function selectionOf(db: Database | Tx, galleryId: string) {
  return db
    .select({
      photo: galleryPhotos,
      note: galleryFavourites.note,
      heartedAt: galleryFavourites.createdAt,
    })
    .from(galleryFavourites)
    .innerJoin(galleryPhotos, eq(galleryPhotos.id, galleryFavourites.photoId))
    .where(eq(galleryFavourites.galleryId, galleryId))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.id));
}

/** The customer's own view of their hearts: photo ids and notes. */
export async function favouritesOf(db: Database, galleryId: string): Promise<Favourite[]> {
  const rows = await selectionOf(db, galleryId);
  return rows.map((row) => ({ photoId: row.photo.id, note: row.note }));
}

/**
 * Sends the selection: it is locked, and the owner gets one mail listing it (Reply-To the
 * customer), in the same transaction. An empty selection is refused; a second send is 409.
 */
export async function submitSelection(
  db: Database,
  gallery: Gallery,
): Promise<{ submittedAt: Date; count: number }> {
  const submitted = await db.transaction(async (tx) => {
    const locked = await lockOpenSelection(tx, gallery);
    const picked = await selectionOf(tx, locked.id);
    if (picked.length === 0)
      throw new DomainError("validation", [
        { field: "selection", message: "proofing:errors.selectionEmpty" },
      ]);
    const submittedAt = now();
    await tx
      .update(galleries)
      .set({ selectionSubmittedAt: submittedAt, updatedAt: submittedAt })
      .where(eq(galleries.id, locked.id));
    await enqueueEmail(tx, {
      to: ownerAddress(),
      ...(locked.customerEmail && { replyTo: { address: locked.customerEmail } }),
      ...selectionSubmittedOwnerMail(
        locked,
        picked.map((row) => ({ fileName: row.photo.fileName, note: row.note })),
      ),
    });
    return { submittedAt, count: picked.length };
  });
  kickMailer();
  return submitted;
}
