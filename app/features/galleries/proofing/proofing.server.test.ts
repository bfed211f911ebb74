import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDatabase, database, type Database } from "~/db/client.server";
import {
  bookings,
  galleries,
  galleryFavourites,
  galleryPhotos,
  jobs,
  orderPhotos,
  orders,
  user,
  type Gallery,
} from "~/db/schema";
import { copyTemplate } from "~/db/template.server";
import { newPostgresDatabase } from "~/db/test-database";
import { DomainError } from "~/features/api/domain-error";
import { describeError } from "~/features/api/problem.server";
import { createJobRunner } from "~/features/jobs/jobs.server";
import { createMailer } from "~/features/mail/outbox.server";
import { localStorage } from "~/features/media/storage/local-storage.server";
import { ownerAddress } from "~/features/shop/fulfilment.server";
import { splitPart } from "../../../../tests/support/mime";
import { startTestSmtp, waitForSmtpMail } from "../../../../tests/support/test-smtp";
import { readStoredZip } from "../../../../tests/support/zip-reader";
import { galleryOrderZip, priceGalleryPurchase } from "../gallery-purchase.server";
import { downloadKey } from "../photo-keys";
import {
  deliveryFiles,
  deliveryOf,
  extrasForSale,
  recordDownload,
  reviewInvitationDelayMs,
} from "./delivery.server";
import { favouritesOf, heartPhoto, submitSelection, unheartPhoto } from "./favourites.server";
import { proofingJobHandlers, sendReviewInvitation } from "./review-invitation.server";
import { adminSelection, reopenSelectionFor, selectionCsv } from "./selection-admin.server";

// Proofing and delivery of a client gallery (docs/decisions/102) on a real database: the limit
// held under parallel hearts, notes checked, the selection locked and mailed (read back from a
// real SMTP server), the downloads limited to the included and bought photos (a real zip), the
// extras priced, and the review invitation once, a day after the first download.

let db: Database;
let drop: (() => Promise<void>) | undefined;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let mediaDir: string;
const admin = { id: randomUUID(), email: "owner-proofing@example.test", name: "Olle" };

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await newPostgresDatabase(serverUrl) : undefined;
  drop = postgres?.drop;
  ({ db } = await database({
    databaseUrl: postgres?.url,
    dataDir: postgres ? os.tmpdir() : copyTemplate(),
  }));
  await db.insert(user).values(admin);
  smtp = await startTestSmtp();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "proofing-media-"));
});
afterAll(async () => {
  await smtp?.close();
  await closeDatabase();
  await drop?.();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** Sends what the outbox holds to the test SMTP server, as the running site's mailer would. */
async function deliverMail() {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "proofing-outbox-"));
  const mailer = createMailer({
    db,
    smtpUrl: smtp.url,
    outboxDir,
    from: "Studio <info@example.test>",
  });
  await mailer.deliverDue();
}

let slugCount = 0;

/** A published client gallery with `photos` ready photos, as the owner's upload leaves them. */
async function clientGallery(
  options: Partial<Gallery> & { photos?: number; hiddenPhotos?: number } = {},
): Promise<{ gallery: Gallery; photoIds: string[] }> {
  const { photos = 4, hiddenPhotos = 0, ...columns } = options;
  const [gallery] = await db
    .insert(galleries)
    .values({
      slug: `proofing-${++slugCount}-${randomUUID().slice(0, 6)}`,
      kind: "client",
      title: { sv: "Bröllop Anna & Olli", en: "Wedding Anna & Olli" },
      customerEmail: `anna-${slugCount}@example.test`,
      accessKey: randomUUID(),
      perPhoto: 500,
      fullGallery: 1200,
      publishedAt: new Date("2026-11-20T10:00:00Z"),
      ...columns,
    })
    .returning();
  const rows = await db
    .insert(galleryPhotos)
    .values(
      Array.from({ length: photos + hiddenPhotos }, (_, index) => ({
        galleryId: gallery!.id,
        position: index + 1,
        status: "ready" as const,
        fileName: `DSC_${1000 + index}.NEF`,
        originalKey: `galleries/${gallery!.id}/x/original`,
        bytes: 1000,
        width: 600,
        height: 400,
        hidden: index >= photos,
      })),
    )
    .returning({ id: galleryPhotos.id, position: galleryPhotos.position });
  const photoIds = rows.sort((a, b) => a.position - b.position).map((row) => row.id);
  return { gallery: gallery!, photoIds };
}

async function fresh(id: string): Promise<Gallery> {
  const [row] = await db.select().from(galleries).where(eq(galleries.id, id));
  return row!;
}

async function refusal(promise: Promise<unknown>, lang: "sv" | "fi" | "en" = "en") {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, "expected a refusal").toBeInstanceOf(DomainError);
  return describeError(lang, error);
}

describe("hearts and notes", () => {
  it("adds a heart, changes its note, keeps it when none is sent, and takes it away", async () => {
    const { gallery, photoIds } = await clientGallery();
    expect(await heartPhoto(db, gallery, { photoId: photoIds[0] })).toEqual({
      photoId: photoIds[0],
      note: null,
    });
    await heartPhoto(db, gallery, { photoId: photoIds[0], note: "  Lite ljusare, tack  " });
    await heartPhoto(db, gallery, { photoId: photoIds[0] });
    expect(await favouritesOf(db, gallery.id)).toEqual([
      { photoId: photoIds[0], note: "Lite ljusare, tack" },
    ]);
    await heartPhoto(db, gallery, { photoId: photoIds[0], note: "" });
    expect(await favouritesOf(db, gallery.id)).toEqual([{ photoId: photoIds[0], note: null }]);
    await unheartPhoto(db, gallery, photoIds[0]!);
    await unheartPhoto(db, gallery, photoIds[0]!);
    expect(await favouritesOf(db, gallery.id)).toEqual([]);
  });

  it("refuses the heart past the limit with the limit in the visitor's language, never a note", async () => {
    const { gallery, photoIds } = await clientGallery({ selectionLimit: 2 });
    await heartPhoto(db, gallery, { photoId: photoIds[0] });
    await heartPhoto(db, gallery, { photoId: photoIds[1] });
    const en = await refusal(heartPhoto(db, gallery, { photoId: photoIds[2] }));
    expect(en).toMatchObject({ status: 409, detail: "You can pick 2 photos; remove one first." });
    const sv = await refusal(heartPhoto(db, gallery, { photoId: photoIds[2] }), "sv");
    expect(sv.detail).toBe("Du kan välja 2 bilder; ta bort en först.");
    const fi = await refusal(heartPhoto(db, gallery, { photoId: photoIds[2] }), "fi");
    expect(fi.detail).toBe("Voit valita 2 kuvaa. Poista ensin jokin valinnoistasi.");
    // A note on a photo already picked is no new pick.
    await heartPhoto(db, gallery, { photoId: photoIds[1], note: "Beskär närmare" });
    await unheartPhoto(db, gallery, photoIds[0]!);
    await heartPhoto(db, gallery, { photoId: photoIds[2] });
    expect((await favouritesOf(db, gallery.id)).map((f) => f.photoId)).toEqual([
      photoIds[1],
      photoIds[2],
    ]);
  });

  it("says one photo, not one photos, when the limit is one", async () => {
    const { gallery, photoIds } = await clientGallery({ selectionLimit: 1 });
    await heartPhoto(db, gallery, { photoId: photoIds[0] });
    const next = () => heartPhoto(db, gallery, { photoId: photoIds[1] });
    expect((await refusal(next())).detail).toBe("You can pick one photo; remove it first.");
    expect((await refusal(next(), "sv")).detail).toBe("Du kan välja en bild; ta bort den först.");
    expect((await refusal(next(), "fi")).detail).toBe(
      "Voit valita yhden kuvan. Poista ensin valintasi.",
    );
  });

  it("holds the limit when hearts race for the last place: exactly one is taken", async () => {
    // Several rounds: on PostgreSQL the first round also opens the pool's connections, which
    // spreads its hearts out; the later ones race on open connections.
    for (let round = 0; round < 4; round++) {
      const { gallery, photoIds } = await clientGallery({ selectionLimit: 3, photos: 8 });
      await heartPhoto(db, gallery, { photoId: photoIds[0] });
      await heartPhoto(db, gallery, { photoId: photoIds[1] });
      const racing = await Promise.allSettled(
        photoIds.slice(2).map((photoId) => heartPhoto(db, gallery, { photoId })),
      );
      const refused = racing.filter(
        (result) =>
          result.status === "rejected" &&
          result.reason instanceof DomainError &&
          result.reason.code === "selectionFull",
      );
      expect(racing.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(refused).toHaveLength(racing.length - 1);
      expect(await favouritesOf(db, gallery.id)).toHaveLength(3);
    }
  });

  it("refuses a photo of another gallery, a hidden one and a non-id as not found (404)", async () => {
    const { gallery, photoIds } = await clientGallery({ hiddenPhotos: 1 });
    const other = await clientGallery();
    for (const photoId of [other.photoIds[0], photoIds[4], randomUUID()]) {
      expect((await refusal(heartPhoto(db, gallery, { photoId }))).status).toBe(404);
      expect((await refusal(unheartPhoto(db, gallery, photoId!))).status).toBe(404);
    }
    expect((await refusal(heartPhoto(db, gallery, { photoId: "../../etc" }))).status).toBe(400);
    expect((await refusal(unheartPhoto(db, gallery, "' or 1=1 --"))).status).toBe(400);
    // An event gallery has no proofing at all.
    const event = { ...gallery, kind: "event" as const };
    expect((await refusal(heartPhoto(db, event, { photoId: photoIds[0] }))).status).toBe(404);
    expect(await favouritesOf(db, other.gallery.id)).toEqual([]);
  });

  it("refuses hostile and oversized notes, and keeps a long plain one exactly", async () => {
    const { gallery, photoIds } = await clientGallery();
    const photoId = photoIds[0];
    const tooLong = await refusal(heartPhoto(db, gallery, { photoId, note: "å".repeat(501) }));
    expect(tooLong).toMatchObject({
      status: 400,
      detail: "The note can be at most 500 characters",
    });
    for (const note of ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "a\u0000b"])
      expect((await refusal(heartPhoto(db, gallery, { photoId, note }))).status).toBe(400);
    for (const note of [42, { toString: "x" }, ["a"]])
      expect((await refusal(heartPhoto(db, gallery, { photoId, note }))).status).toBe(400);
    expect(await favouritesOf(db, gallery.id)).toEqual([]);
    const longest = 'Ljusare; beskär närmare "ansiktet" = fint 😊 '.repeat(20).slice(0, 500);
    await heartPhoto(db, gallery, { photoId, note: longest });
    expect(await favouritesOf(db, gallery.id)).toEqual([{ photoId, note: longest.trim() }]);
  });
});

describe("sending the selection", () => {
  it("locks it, mails the owner the file names and notes with Reply-To the customer, and lists it", async () => {
    const { gallery, photoIds } = await clientGallery({ selectionLimit: 3 });
    expect((await refusal(submitSelection(db, gallery), "sv")).detail).toBe(
      "Välj minst en bild innan du skickar urvalet.",
    );
    await heartPhoto(db, gallery, { photoId: photoIds[2], note: '=HYPERLINK("http://x")' });
    await heartPhoto(db, gallery, { photoId: photoIds[0], note: "Ljusare <3?".replace("<", "") });
    const sent = await submitSelection(db, gallery);
    expect(sent.count).toBe(2);

    const locked = await fresh(gallery.id);
    expect(locked.selectionSubmittedAt).not.toBeNull();
    for (const attempt of [
      () => heartPhoto(db, locked, { photoId: photoIds[1] }),
      () => heartPhoto(db, locked, { photoId: photoIds[0], note: "ändrat" }),
      () => unheartPhoto(db, locked, photoIds[0]!),
      () => submitSelection(db, locked),
    ])
      expect(await refusal(attempt())).toMatchObject({
        status: 409,
        detail:
          "Your selection has already been sent and can no longer be changed. Contact us if you want to change anything.",
      });
    // Even with a gallery row read before the send: the lock reads the row again.
    expect((await refusal(heartPhoto(db, gallery, { photoId: photoIds[1] }))).status).toBe(409);

    await deliverMail();
    const [mail] = await waitForSmtpMail(smtp.received, ownerAddress(), /Urvalet är klart/);
    expect(mail!.subject).toBe("Urvalet är klart: Bröllop Anna & Olli (2 bilder)");
    expect(splitPart(mail!.raw).headers["reply-to"]).toContain(gallery.customerEmail!);
    expect(mail!.text).toContain(`${gallery.customerEmail} har valt 2 bilder`);
    expect(mail!.text).toMatch(/DSC_1000\.NEF:?\s+Ljusare 3\?/);
    expect(mail!.text).toContain("DSC_1002.NEF");
    expect(mail!.text).toContain(`/admin/galleries/${gallery.id}`);
    expect(mail!.text).not.toContain("DSC_1001.NEF");

    const listed = await adminSelection(gallery.id);
    expect(listed?.photos.map((photo) => [photo.fileName, photo.note])).toEqual([
      ["DSC_1000.NEF", "Ljusare 3?"],
      ["DSC_1002.NEF", '=HYPERLINK("http://x")'],
    ]);
    const csv = await selectionCsv(gallery.id, "sv");
    expect(csv).toBe(
      '\uFEFFFilnamn;Anteckning\r\nDSC_1000.NEF;Ljusare 3?\r\nDSC_1002.NEF;"\'=HYPERLINK(""http://x"")"\r\n',
    );
  });

  it("lets the owner reopen a sent selection, audited, and refuses reopening an open one", async () => {
    const { gallery, photoIds } = await clientGallery({ selectionLimit: 1 });
    await heartPhoto(db, gallery, { photoId: photoIds[0] });
    await submitSelection(db, gallery);
    await reopenSelectionFor(admin, gallery.id);
    const reopened = await fresh(gallery.id);
    expect(reopened.selectionSubmittedAt).toBeNull();
    expect((await refusal(reopenSelectionFor(admin, gallery.id))).status).toBe(409);
    await unheartPhoto(db, reopened, photoIds[0]!);
    await heartPhoto(db, reopened, { photoId: photoIds[1] });
    expect((await submitSelection(db, reopened)).count).toBe(1);
    expect((await refusal(reopenSelectionFor(admin, "not-an-id"))).status).toBe(404);
    expect(await adminSelection(randomUUID())).toBeUndefined();
  });
});

describe("delivery", () => {
  const storage = () => localStorage(mediaDir);

  async function storeDownloads(gallery: Gallery, photoIds: string[]) {
    for (const photoId of photoIds)
      await storage().put(downloadKey(gallery.id, photoId), Buffer.from(`full-size ${photoId}`));
  }

  async function zipOf(gallery: Gallery) {
    const { downloadable } = await deliveryOf(db, gallery);
    const files = await deliveryFiles(db, gallery, downloadable);
    const stream = galleryOrderZip(storage(), files);
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.fromWeb(stream as never)) chunks.push(chunk as Buffer);
    return readStoredZip(Buffer.concat(chunks));
  }

  it("with a limit: nothing until the selection is sent, then exactly the selection", async () => {
    const { gallery, photoIds } = await clientGallery({ selectionLimit: 2, allowDownload: true });
    await storeDownloads(gallery, photoIds);
    await heartPhoto(db, gallery, { photoId: photoIds[1] });
    await heartPhoto(db, gallery, { photoId: photoIds[3] });
    expect(await deliveryOf(db, gallery)).toEqual({ included: [], downloadable: [] });
    await submitSelection(db, gallery);
    const sent = await fresh(gallery.id);
    const entries = await zipOf(sent);
    expect(entries.map((entry) => entry.name)).toEqual([
      `${gallery.slug}/002.jpg`,
      `${gallery.slug}/004.jpg`,
    ]);
    expect(entries[0]!.data.toString()).toBe(`full-size ${photoIds[1]}`);
    expect(entries[1]!.data.toString()).toBe(`full-size ${photoIds[3]}`);
    expect(await extrasForSale(db, sent)).toEqual([photoIds[0], photoIds[2]]);
  });

  it("without a limit: every shown photo; view only: none, until one is bought", async () => {
    const all = await clientGallery({ allowDownload: true, hiddenPhotos: 1 });
    expect((await deliveryOf(db, all.gallery)).downloadable).toEqual(all.photoIds.slice(0, 4));

    const viewOnly = await clientGallery({ allowDownload: false, selectionLimit: null });
    expect((await deliveryOf(db, viewOnly.gallery)).downloadable).toEqual([]);
    expect(await extrasForSale(db, viewOnly.gallery)).toEqual(viewOnly.photoIds);
    const [order] = await db
      .insert(orders)
      .values({
        galleryId: viewOnly.gallery.id,
        amount: 500,
        currency: "EUR",
        provider: "test",
        status: "fulfilled",
      })
      .returning();
    await db.insert(orderPhotos).values({ orderId: order!.id, photoId: viewOnly.photoIds[2]! });
    await storeDownloads(viewOnly.gallery, viewOnly.photoIds);
    expect((await deliveryOf(db, viewOnly.gallery)).downloadable).toEqual([viewOnly.photoIds[2]]);
    expect((await zipOf(viewOnly.gallery)).map((entry) => entry.name)).toEqual([
      `${viewOnly.gallery.slug}/003.jpg`,
    ]);
    // A pending (unpaid) order gives nothing.
    const [pending] = await db
      .insert(orders)
      .values({ galleryId: viewOnly.gallery.id, amount: 500, currency: "EUR", provider: "test" })
      .returning();
    await db.insert(orderPhotos).values({ orderId: pending!.id, photoId: viewOnly.photoIds[0]! });
    expect((await deliveryOf(db, viewOnly.gallery)).downloadable).toEqual([viewOnly.photoIds[2]]);
  });

  it("prices extras as the checkout does: per photo, capped, only photos not already theirs", async () => {
    const { gallery, photoIds } = await clientGallery({ selectionLimit: 2, allowDownload: true });
    await heartPhoto(db, gallery, { photoId: photoIds[0] });
    await heartPhoto(db, gallery, { photoId: photoIds[1] });
    await submitSelection(db, gallery);
    const sent = await fresh(gallery.id);
    const opened = { clientGallery: async () => sent };
    const one = await priceGalleryPurchase(
      db,
      { gallery: sent.slug, photoIds: [photoIds[2]!] },
      opened,
    );
    expect(one).toMatchObject({ photoIds: [photoIds[2]], amount: 500, currency: "EUR" });
    const both = await priceGalleryPurchase(db, { gallery: sent.slug, whole: true }, opened);
    expect(both).toMatchObject({ photoIds: [photoIds[2], photoIds[3]], amount: 1000 });
    for (const taken of [photoIds[0]!, randomUUID()])
      expect(
        (await refusal(priceGalleryPurchase(db, { gallery: sent.slug, photoIds: [taken] }, opened)))
          .status,
      ).toBe(400);
    // Without access (no opener, or it refuses) the client gallery is not found.
    for (const options of [{}, { clientGallery: async () => undefined }])
      expect(
        (await refusal(priceGalleryPurchase(db, { gallery: sent.slug, whole: true }, options)))
          .status,
      ).toBe(404);
  });
});

describe("the review invitation", () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it("is queued by the first download only, due a day later, and sent once in the customer's language", async () => {
    const firstDownload = new Date("2026-03-10T12:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: firstDownload });
    const cases = [
      {
        language: "sv",
        subject: "Hur blev bilderna? – Nordic Media Studio",
        button: "Skriv ett omdöme",
        path: "/testimonials",
      },
      {
        language: "fi",
        subject: "Millaisia kuvista tuli? – Nordic Media Studio",
        button: "Kirjoita arvio",
        path: "/fi/testimonials",
      },
      {
        language: "en",
        subject: "How did your photos turn out? – Nordic Media Studio",
        button: "Write a review",
        path: "/en/testimonials",
      },
    ] as const;
    const [customer] = await db
      .insert(user)
      .values({ id: randomUUID(), email: `${randomUUID()}@example.test`, name: "Anna" })
      .returning();
    const made = [];
    for (const one of cases) {
      const [booking] = await db
        .insert(bookings)
        .values({
          userId: customer!.id,
          serviceType: "event-wedding",
          status: "completed",
          bookingDate: `2026-02-${10 + made.length}`,
          bookingTime: "12:00",
        })
        .returning();
      const { gallery } = await clientGallery({ language: one.language, bookingId: booking!.id });
      expect(await recordDownload(db, gallery.id)).toBe(true);
      // Racing and later downloads queue nothing more.
      expect(
        await Promise.all([recordDownload(db, gallery.id), recordDownload(db, gallery.id)]),
      ).toEqual([false, false]);
      made.push({ ...one, gallery });
    }
    const queued = await db.select().from(jobs).where(eq(jobs.kind, "gallery.reviewInvitation"));
    for (const { gallery } of made) {
      const mine = queued.filter((job) => job.payload.galleryId === gallery.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.nextAttemptAt.getTime()).toBe(
        firstDownload.getTime() + reviewInvitationDelayMs,
      );
      expect((await fresh(gallery.id)).firstDownloadAt?.toISOString()).toBe(
        firstDownload.toISOString(),
      );
    }

    const runAt = (at: number) =>
      createJobRunner({ db, handlers: proofingJobHandlers(db), now: () => new Date(at) }).runDue();
    // A minute short of a day: not yet.
    expect(await runAt(firstDownload.getTime() + reviewInvitationDelayMs - 60_000)).toEqual({
      done: 0,
      failed: 0,
    });
    expect(
      (await runAt(firstDownload.getTime() + reviewInvitationDelayMs)).done,
    ).toBeGreaterThanOrEqual(3);
    // Run again (a crash before the job was marked done): no second mail.
    for (const { gallery } of made) expect(await sendReviewInvitation(db, gallery.id)).toBe(false);
    await deliverMail();

    for (const { gallery, subject, button, path: formPath } of made) {
      const mails = await waitForSmtpMail(smtp.received, gallery.customerEmail!, /./);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(subject);
      expect(mail!.text).toContain(button);
      const link = /https?:\/\/\S+#omdome/.exec(mail!.text)?.[0];
      expect(link, mail!.text).toBeDefined();
      const url = new URL(link!);
      expect(url.pathname).toBe(formPath);
      expect(url.searchParams.get("service")).toMatch(/\S{3,}/);
    }
    const sv = made.find((one) => one.language === "sv")!;
    const svLink = /https?:\/\/\S+#omdome/.exec(
      (await waitForSmtpMail(smtp.received, sv.gallery.customerEmail!, /./))[0]!.text,
    )![0];
    expect(new URL(svLink).searchParams.get("service")).toMatch(/bröllop/i);
  });

  it("sends nothing for a gallery without a customer address, nor twice for one already invited", async () => {
    const { gallery } = await clientGallery({ customerEmail: null });
    expect(await sendReviewInvitation(db, gallery.id)).toBe(false);
    const invited = await clientGallery({ reviewInviteSentAt: new Date("2026-01-01T00:00:00Z") });
    expect(await sendReviewInvitation(db, invited.gallery.id)).toBe(false);
    expect(
      await db
        .select()
        .from(galleryFavourites)
        .where(and(eq(galleryFavourites.galleryId, gallery.id))),
    ).toEqual([]);
  });
});
