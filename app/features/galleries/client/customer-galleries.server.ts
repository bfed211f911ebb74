import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries, galleryFavourites, galleryPhotos, type Gallery } from "~/db/schema";
import { textIn } from "~/features/catalogue/service-view";
import type { Transaction } from "~/features/mail/outbox.server";
import type { Language } from "~/i18n/languages";
import { businessToday, now } from "~/lib/clock";
import { formatLongDate } from "~/lib/format";
import { newAccessKey } from "./access-secrets.server";
import { clientGalleryAdminView } from "./client-gallery-admin-view";

// A customer's client galleries (docs/decisions/101): on their account page, in their data
// export, and what deleting the account does to them.

/** The customer as far as the galleries can tell them apart. */
export type GalleryCustomer = { id: string; email: string; emailVerified: boolean };

/**
 * Theirs: linked to the account (made from its booking), or made for its address, which counts
 * only once confirmed: anyone can sign up with someone else's address.
 */
function galleriesOf(customer: GalleryCustomer): SQL {
  const linked = eq(galleries.customerUserId, customer.id);
  const mine = customer.emailVerified
    ? or(linked, sql`lower(${galleries.customerEmail}) = lower(${customer.email})`)!
    : linked;
  return and(eq(galleries.kind, "client"), mine)!;
}

export type AccountGallery = {
  id: string;
  title: string;
  shotOnText: string | null;
  /** The private link's path with its key: the signed-in customer is its owner. */
  path: string;
  expiresOnText: string | null;
  expired: boolean;
};

/** The published ones for the account page, newest shoot first. */
export async function accountGalleries(
  db: Database,
  customer: GalleryCustomer,
  lang: Language,
): Promise<AccountGallery[]> {
  const rows = await db
    .select()
    .from(galleries)
    .where(and(galleriesOf(customer), isNotNull(galleries.publishedAt)))
    .orderBy(sql`${galleries.shotOn} desc nulls last`, asc(galleries.createdAt));
  const today = businessToday(now());
  return rows.flatMap((gallery) => {
    const view = clientGalleryAdminView(gallery);
    if (!view?.privatePath) return [];
    // The link in the page's language: the key opens it in any.
    const path = view.privatePath.replace(
      /^(\/(fi|en))?\/galleri\//,
      lang === "sv" ? "/galleri/" : `/${lang}/galleri/`,
    );
    return [
      {
        id: gallery.id,
        title: textIn(gallery.title, lang).text,
        shotOnText: gallery.shotOn ? formatLongDate(gallery.shotOn, lang) : null,
        path,
        expiresOnText: gallery.expiresOn ? formatLongDate(gallery.expiresOn, lang) : null,
        expired: gallery.expiresOn !== null && gallery.expiresOn < today,
      },
    ];
  });
}

/** For the data export: each gallery's name, the photos picked and the notes written. */
export async function exportClientGalleries(db: Database, customer: GalleryCustomer) {
  const rows = await db.select().from(galleries).where(galleriesOf(customer));
  return Promise.all(
    rows.map(async (gallery: Gallery) => ({
      title: gallery.title,
      shotOn: gallery.shotOn,
      expiresOn: gallery.expiresOn,
      selectionSubmittedAt: gallery.selectionSubmittedAt,
      selection: await db
        .select({
          photo: galleryPhotos.fileName,
          note: galleryFavourites.note,
          createdAt: galleryFavourites.createdAt,
          updatedAt: galleryFavourites.updatedAt,
        })
        .from(galleryFavourites)
        .innerJoin(galleryPhotos, eq(galleryPhotos.id, galleryFavourites.photoId))
        .where(eq(galleryFavourites.galleryId, gallery.id))
        .orderBy(asc(galleryPhotos.position)),
    })),
  );
}

/**
 * When the account is deleted: its picks and notes go, and so does its access, since the link
 * was theirs: every such gallery gets a new key (the old link and unlock cookies stop working)
 * and no customer. The photos stay with the owner.
 */
export async function forgetGalleryCustomer(
  tx: Transaction,
  customer: GalleryCustomer,
): Promise<number> {
  const rows = await tx
    .select({ id: galleries.id })
    .from(galleries)
    .where(galleriesOf(customer))
    .for("update");
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  await tx.delete(galleryFavourites).where(inArray(galleryFavourites.galleryId, ids));
  for (const id of ids)
    await tx
      .update(galleries)
      .set({
        accessKey: newAccessKey(),
        customerUserId: null,
        customerEmail: null,
        selectionSubmittedAt: null,
        updatedAt: now(),
      })
      .where(eq(galleries.id, id));
  return ids.length;
}
