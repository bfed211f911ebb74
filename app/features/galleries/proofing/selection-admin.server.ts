import { eq } from "drizzle-orm";
import { database, type Database } from "~/db/client.server";
import { galleries } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction } from "~/features/admin/audit.server";
import { actorOf, type AdminUser } from "~/features/admin/require-admin.server";
import { toCsv } from "~/features/submissions/csv";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { now } from "~/lib/clock";
import { publicVariantUrl } from "../photo-urls";
import { selectionOf } from "./favourites.server";

// The owner's side of proofing (docs/decisions/102): the customer's picks with their notes on
// the gallery's page, the file names as CSV for the editing program, and "reopen selection".

export type AdminSelection = {
  limit: number | null;
  submittedAt: string | null;
  firstDownloadAt: string | null;
  photos: {
    id: string;
    position: number;
    fileName: string;
    note: string | null;
    thumbnail: string | null;
  }[];
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function clientGallery(db: Database, id: string) {
  if (!uuid.test(id)) throw new DomainError("galleryNotFound");
  const [gallery] = await db.select().from(galleries).where(eq(galleries.id, id));
  if (!gallery || gallery.kind !== "client") throw new DomainError("galleryNotFound");
  return gallery;
}

/** The selection of a client gallery for its page in the back office; undefined for others. */
export async function adminSelection(id: string): Promise<AdminSelection | undefined> {
  if (!uuid.test(id)) return undefined;
  const { db } = await database();
  const [gallery] = await db.select().from(galleries).where(eq(galleries.id, id));
  if (!gallery || gallery.kind !== "client") return undefined;
  const rows = await selectionOf(db, id);
  return {
    limit: gallery.selectionLimit,
    submittedAt: gallery.selectionSubmittedAt?.toISOString() ?? null,
    firstDownloadAt: gallery.firstDownloadAt?.toISOString() ?? null,
    photos: rows.map(({ photo, note }) => {
      const thumb = photo.variants.find((variant) => variant.name.startsWith("thumbnail-"));
      return {
        id: photo.id,
        position: photo.position,
        fileName: photo.fileName,
        note,
        thumbnail: thumb ? publicVariantUrl(photo, thumb) : null,
      };
    }),
  };
}

/**
 * The picked photos' file names, one a row, with the notes: decision 098's Excel-style CSV (a
 * semicolon, a byte-order mark, formula-safe cells). The first column pasted into Lightroom's or
 * Capture One's filter finds the photos.
 */
export async function selectionCsv(id: string, lang: Language): Promise<string> {
  const { db } = await database();
  await clientGallery(db, id);
  const t = serverT(lang);
  const rows = await selectionOf(db, id);
  return toCsv(
    [t("proofing:admin.csvHeader.fileName"), t("proofing:admin.csvHeader.note")],
    rows.map(({ photo, note }) => [photo.fileName, note ?? ""]),
  );
}

/** Opens a sent selection again (audited); 409 when it is not sent, 404 for no client gallery. */
export async function reopenSelectionFor(admin: AdminUser, id: string): Promise<void> {
  const { db } = await database();
  if (!uuid.test(id)) throw new DomainError("galleryNotFound");
  await db.transaction(async (tx) => {
    const [gallery] = await tx.select().from(galleries).where(eq(galleries.id, id)).for("update");
    if (!gallery || gallery.kind !== "client") throw new DomainError("galleryNotFound");
    if (!gallery.selectionSubmittedAt) throw new DomainError("wrongSubmissionState");
    await tx
      .update(galleries)
      .set({ selectionSubmittedAt: null, updatedAt: now() })
      .where(eq(galleries.id, id));
    await recordAdminAction(tx, {
      actor: actorOf(admin),
      action: "gallery.update",
      target: `gallery:${id}`,
      before: { selectionSubmittedAt: gallery.selectionSubmittedAt.toISOString() },
      after: { selectionSubmittedAt: null },
    });
  });
}
