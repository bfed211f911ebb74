import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { emailOutbox, galleries, jobs } from "~/db/schema";
import { createJobRunner } from "~/features/jobs/jobs.server";
import { createMailer } from "~/features/mail/outbox.server";
import { startTestSmtp } from "../../../../tests/support/test-smtp";
import { newAccessKey } from "./access-secrets.server";
import {
  expiryReminderJob,
  queueExpiryReminder,
  updateClientSettings,
} from "./client-gallery-admin.server";
import { clientGalleryJobHandlers, sendExpiryReminder } from "./client-gallery-jobs.server";

// The expiry reminder on a real (embedded) database and the project's clock set by the test: a
// week before the last day, once, in the customer's language, re-armed by an extension whose
// reminder day is still to come; delivered through the outbox to a real SMTP server.

const db = databaseForTestFile();
const actor = { id: null, label: "test" };
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let counter = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp?.close();
});
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

const at = (iso: string) => vi.setSystemTime(new Date(iso));

async function published(fields: Partial<typeof galleries.$inferInsert>) {
  counter += 1;
  const [row] = await db()
    .insert(galleries)
    .values({
      slug: `paminnelse-${counter}`,
      kind: "client",
      title: { sv: "Bröllop", fi: "Häät", en: "Wedding" },
      customerEmail: `kund${counter}@example.test`,
      accessKey: newAccessKey(),
      publishedAt: new Date("2031-02-01T10:00:00Z"),
      readyMailSentAt: new Date("2031-02-01T10:00:00Z"),
      expiresOn: "2031-03-20",
      ...fields,
    })
    .returning();
  return row!;
}

const mailsTo = (email: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

describe("the expiry reminder", () => {
  it("is queued for 10:00 Finnish time a week before the last day, and sent once then", async () => {
    const gallery = await published({ language: "fi" });
    await queueExpiryReminder(db(), gallery.id, gallery.expiresOn!);
    const queued = await db().select().from(jobs).where(eq(jobs.kind, expiryReminderJob));
    expect(queued.map((job) => job.nextAttemptAt.toISOString())).toContain(
      "2031-03-13T08:00:00.000Z",
    );
    at("2031-03-12T21:59:00Z"); // 23:59 on the 12th in Helsinki: not yet.
    expect(await sendExpiryReminder(db(), gallery.id)).toBe(false);
    at("2031-03-13T08:00:00Z");
    expect(await sendExpiryReminder(db(), gallery.id)).toBe(true);
    expect(await sendExpiryReminder(db(), gallery.id)).toBe(false);
    const mails = await mailsTo(gallery.customerEmail!);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Galleriasi sulkeutuu viikon kuluttua – Nordic Media Studio",
    ]);
    // The job runner runs the queued job too: still one mail (it was claimed).
    await db()
      .update(jobs)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) });
    vi.useRealTimers();
    await createJobRunner({ db: db(), handlers: clientGalleryJobHandlers(db()) }).runDue();
    expect(await mailsTo(gallery.customerEmail!)).toHaveLength(1);
  });

  it("is re-armed by an extension whose reminder day is still to come, not by a short one", async () => {
    const gallery = await published({ language: "sv" });
    at("2031-03-13T08:00:00Z");
    expect(await sendExpiryReminder(db(), gallery.id)).toBe(true);
    at("2031-03-14T09:00:00Z");
    await updateClientSettings(db(), actor, gallery.id, { expiresOn: "2031-04-30" });
    const [rearmed] = await db().select().from(galleries).where(eq(galleries.id, gallery.id));
    expect(rearmed!.expiryReminderSentAt).toBeNull();
    const queued = await db().select().from(jobs).where(eq(jobs.kind, expiryReminderJob));
    // Summer time by then: 10:00 in Helsinki is 07:00 UTC.
    expect(queued.map((job) => job.nextAttemptAt.toISOString())).toContain(
      "2031-04-23T07:00:00.000Z",
    );
    // The first job, run late, finds it too early now: the extension's own job will send it.
    expect(await sendExpiryReminder(db(), gallery.id)).toBe(false);
    at("2031-04-23T07:00:00Z");
    expect(await sendExpiryReminder(db(), gallery.id)).toBe(true);
    // Two more days, after the reminder went: no second one at once.
    at("2031-04-25T09:00:00Z");
    await updateClientSettings(db(), actor, gallery.id, { expiresOn: "2031-05-02" });
    expect(await sendExpiryReminder(db(), gallery.id)).toBe(false);
    expect(await mailsTo(gallery.customerEmail!)).toHaveLength(2);
  });

  it("is not sent for a gallery closed, unpublished, without a customer, or mailed in its week", async () => {
    const closed = await published({});
    const unpublished = await published({ publishedAt: null });
    const unlinked = await published({ customerEmail: null });
    const late = await published({ readyMailSentAt: new Date("2031-03-15T10:00:00Z") });
    at("2031-03-16T10:00:00Z");
    for (const gallery of [unpublished, unlinked, late])
      expect(await sendExpiryReminder(db(), gallery.id), gallery.slug).toBe(false);
    at("2031-03-21T10:00:00Z");
    expect(await sendExpiryReminder(db(), closed.id)).toBe(false);
    // Hostile payloads do nothing.
    await clientGalleryJobHandlers(db())[expiryReminderJob]!({ galleryId: 42 }, {} as never);
    expect(await sendExpiryReminder(db(), "00000000-0000-0000-0000-000000000000")).toBe(false);
  });

  it("reaches a mail program in Swedish, Finnish and English, with the link and the last day", async () => {
    const byLanguage = {
      sv: await published({ language: "sv" }),
      fi: await published({ language: "fi" }),
      en: await published({ language: "en" }),
    };
    at("2031-03-14T10:00:00Z");
    for (const gallery of Object.values(byLanguage))
      expect(await sendExpiryReminder(db(), gallery.id)).toBe(true);
    vi.useRealTimers();
    // The embedded database's now() follows the faked clock: the rows are due from 2031 on.
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) });
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "reminder-outbox-"));
    const mailer = createMailer({
      db: db(),
      smtpUrl: smtp.url,
      outboxDir,
      from: "Nordic Media Studio <info@nordicmediastudio.fi>",
    });
    while ((await mailer.deliverDue()).sent > 0);
    const received = (lang: keyof typeof byLanguage) =>
      smtp.received.find((mail) => mail.to === byLanguage[lang].customerEmail)!;
    const link = (lang: string, gallery: { slug: string; accessKey: string | null }) =>
      `${lang === "sv" ? "" : `/${lang}`}/galleri/${gallery.slug}?key=${gallery.accessKey}`;
    expect(received("sv").subject).toBe("Ditt galleri stängs om en vecka – Nordic Media Studio");
    expect(received("sv").text).toContain(
      "Galleriet Bröllop är öppet till och med 20 mars 2031. Titta igenom bilderna innan dess.",
    );
    expect(received("fi").subject).toBe(
      "Galleriasi sulkeutuu viikon kuluttua – Nordic Media Studio",
    );
    expect(received("fi").text).toContain("Galleria Häät on avoinna 20. maaliskuuta 2031 asti.");
    expect(received("en").subject).toBe("Your gallery closes in a week – Nordic Media Studio");
    expect(received("en").text).toContain("The gallery Wedding is open until 20 March 2031.");
    for (const lang of ["sv", "fi", "en"] as const)
      expect(received(lang).text).toContain(link(lang, byLanguage[lang]));
  });
});
