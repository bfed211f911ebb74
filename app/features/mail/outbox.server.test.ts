import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { emailOutbox } from "../../db/schema.ts";
import { freshDatabase } from "../../db/test-database.ts";
import { decodeBody, decodeHeader, leafParts, splitPart } from "../../../tests/support/mime.ts";
import { bookingCalendarFile } from "./ics.server.ts";
import {
  createMailer,
  enqueueEmail,
  maxAttempts,
  retryDelayMs,
  type Mailer,
} from "./outbox.server.ts";

// --- A real SMTP server on 127.0.0.1 (tests/support/mime.ts reads what it receives).

type Received = { envelopeTo: string[]; raw: string };

async function startSmtp(
  port = 0,
): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// --- The database, one per test file.

let db: Database;
let closeDb: () => Promise<void>;
let outboxDir: string;
const from = "Nordic Media Studio <info@nordicmediastudio.fi>";
const mailers: Mailer[] = [];
const servers: { close: () => Promise<void> }[] = [];

function mailer(options: { smtpUrl?: string } = {}): Mailer {
  const instance = createMailer({ db, from, outboxDir, ...options });
  mailers.push(instance);
  return instance;
}

async function smtp(port?: number) {
  const server = await startSmtp(port);
  servers.push(server);
  return server;
}

async function rows() {
  return db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
}

beforeAll(async () => {
  const handle = await freshDatabase();
  db = handle.db;
  closeDb = handle.close;
});

afterAll(async () => {
  await closeDb();
});

beforeEach(async () => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-outbox-"));
  await db.delete(emailOutbox);
});

afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe("retryDelayMs", () => {
  it("backs off 30 s, 2 min, 8 min … up to 6 h", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([
      30_000, 120_000, 480_000, 1_920_000, 7_680_000,
    ]);
    expect(retryDelayMs(6)).toBe(6 * 3600_000);
    expect(retryDelayMs(11)).toBe(6 * 3600_000);
  });
});

describe("mail worker", () => {
  it("delivers a queued mail with its calendar file through SMTP", async () => {
    const server = await smtp();
    const calendar = bookingCalendarFile({
      bookingId: "b1",
      host: "nordicmediastudio.fi",
      state: "pending",
      date: "2026-12-01",
      time: "10:00",
      serviceType: "portrait",
      language: "sv",
      customer: { email: "anna@example.com" },
      now: new Date("2026-11-21T10:00:00Z"),
    });
    await db.transaction(async (tx) => {
      await enqueueEmail(tx, {
        to: "anna@example.com",
        subject: "Vi har tagit emot din bokningsförfrågan – Nordic Media Studio",
        text: "Tack för din bokning!",
        html: "<p>Tack för din bokning!</p>",
        attachments: [calendar.attachment],
      });
    });

    const result = await mailer({ smtpUrl: `smtp://127.0.0.1:${server.port}` }).deliverDue();

    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
    const mail = server.received[0]!;
    expect(mail.envelopeTo).toEqual(["anna@example.com"]);
    const top = splitPart(mail.raw);
    expect(decodeHeader(top.headers.subject!)).toBe(
      "Vi har tagit emot din bokningsförfrågan – Nordic Media Studio",
    );
    expect(top.headers.to).toBe("anna@example.com");
    expect(top.headers.from).toContain("info@nordicmediastudio.fi");

    const parts = leafParts(mail.raw);
    expect(
      decodeBody(parts.find((p) => /^text\/plain/i.test(p.headers["content-type"]!))!),
    ).toContain("Tack för din bokning!");
    const calendarPart = parts.find((p) => /^text\/calendar/i.test(p.headers["content-type"]!));
    expect(calendarPart).toBeDefined();
    expect(calendarPart!.headers["content-type"]).toMatch(/method=PUBLISH/i);
    expect(calendarPart!.headers["content-disposition"]).toMatch(
      /attachment;\s*filename="?booking\.ics"?/i,
    );
    expect(decodeBody(calendarPart!)).toBe(calendar.ics);

    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 0, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("writes an .eml file to the outbox folder when no SMTP server is configured", async () => {
    const id = await enqueueEmail(db, {
      to: "anna@example.com",
      subject: "Test utan SMTP",
      text: "Hej!",
    });
    const nested = path.join(outboxDir, "nested", "outbox");
    const worker = createMailer({ db, from, outboxDir: nested });
    mailers.push(worker);

    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });

    const files = fs.readdirSync(nested);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}\\.\\d{3}Z-${id}\\.eml$`),
    );
    const raw = fs.readFileSync(path.join(nested, files[0]!), "utf8");
    const top = splitPart(raw);
    expect(top.headers.subject).toBe("Test utan SMTP");
    expect(top.headers.to).toBe("anna@example.com");
    expect(top.headers["message-id"]).toBe(`<${id}@nordicmediastudio.fi>`);
    expect(decodeBody(leafParts(raw)[0]!)).toContain("Hej!");
    expect((await rows())[0]).toMatchObject({ status: "sent" });
  });

  it("keeps a mail pending while the SMTP server is down and delivers it when it is back", async () => {
    const port = await closedPort();
    await enqueueEmail(db, { to: "anna@example.com", subject: "Försök igen", text: "Hej!" });
    const worker = mailer({ smtpUrl: `smtp://127.0.0.1:${port}` });

    const before = Date.now();
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 1 });

    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The first retry waits about 30 seconds.
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(before + 25_000);
    expect(failed!.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 35_000);

    const server = await smtp(port);
    // Not due yet: nothing is tried.
    expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(0);

    await db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("gives up after the last attempt", async () => {
    const port = await closedPort();
    const id = await enqueueEmail(db, {
      to: "anna@example.com",
      subject: "Sista försöket",
      text: "Hej!",
    });
    await db
      .update(emailOutbox)
      .set({ attempts: maxAttempts - 1 })
      .where(eq(emailOutbox.id, id));

    expect(await mailer({ smtpUrl: `smtp://127.0.0.1:${port}` }).deliverDue()).toEqual({
      sent: 0,
      failed: 1,
    });
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: maxAttempts });
  });

  it("sends each mail once when two runs overlap, in one process or two", async () => {
    const server = await smtp();
    const smtpUrl = `smtp://127.0.0.1:${server.port}`;
    for (let i = 0; i < 6; i++)
      await enqueueEmail(db, { to: `kund${i}@example.com`, subject: `Mail ${i}`, text: "Hej!" });

    const one = mailer({ smtpUrl });
    const [a, b] = await Promise.all([one.deliverDue(), one.deliverDue()]);
    expect(a.sent + b.sent).toBe(6);

    for (let i = 6; i < 12; i++)
      await enqueueEmail(db, { to: `kund${i}@example.com`, subject: `Mail ${i}`, text: "Hej!" });
    // Two workers sharing the database stand in for two processes.
    const other = mailer({ smtpUrl });
    const [c, d] = await Promise.all([one.deliverDue(), other.deliverDue()]);
    expect(c.sent + d.sent).toBe(6);

    const subjects = server.received.map((mail) => splitPart(mail.raw).headers.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i}`).sort());
    expect((await rows()).every((row) => row.status === "sent")).toBe(true);
  });

  it("delivers at most 20 mails per run, the longest due first", async () => {
    const server = await smtp();
    for (let i = 0; i < 22; i++) {
      const id = await enqueueEmail(db, {
        to: "anna@example.com",
        subject: `Mail ${i}`,
        text: "Hej!",
      });
      // Due in the reverse order of their queueing: the order is when a mail became due (a
      // retry waits its backoff), not when it was written.
      await db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 59 - i)) })
        .where(eq(emailOutbox.id, id));
    }
    const worker = mailer({ smtpUrl: `smtp://127.0.0.1:${server.port}` });
    expect(await worker.deliverDue()).toEqual({ sent: 20, failed: 0 });
    expect(server.received.map((mail) => splitPart(mail.raw).headers.subject)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Mail ${21 - i}`),
    );
    expect(await worker.deliverDue()).toEqual({ sent: 2, failed: 0 });
  });

  it("kick() delivers soon, and stop() waits for the run in flight", async () => {
    const server = await smtp();
    const worker = mailer({ smtpUrl: `smtp://127.0.0.1:${server.port}` });
    await enqueueEmail(db, { to: "anna@example.com", subject: "Efter bokning", text: "Hej!" });
    worker.kick();
    worker.kick();
    await expect.poll(() => server.received.length, { timeout: 5000 }).toBe(1);

    await enqueueEmail(db, { to: "anna@example.com", subject: "Under stopp", text: "Hej!" });
    const run = worker.deliverDue();
    await worker.stop();
    expect(server.received).toHaveLength(2);
    await run;
    // A stopped worker's kick() must not schedule a run: with the timers faked, any timer it set
    // would be counted, so no wait is needed to see that nothing was scheduled.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      worker.kick();
      expect(vi.getTimerCount()).toBe(0);
      // The same call on a running worker does schedule one: the count above could have failed.
      const running = mailer({ smtpUrl: `smtp://127.0.0.1:${server.port}` });
      running.kick();
      expect(vi.getTimerCount()).toBe(1);
      await running.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    expect(server.received).toHaveLength(2);
  });

  it("start() delivers what is already queued and keeps polling", async () => {
    const server = await smtp();
    await enqueueEmail(db, { to: "anna@example.com", subject: "Före start", text: "Hej!" });
    const worker = mailer({ smtpUrl: `smtp://127.0.0.1:${server.port}` });
    worker.start(100);
    await expect.poll(() => server.received.length, { timeout: 5000 }).toBe(1);
    await enqueueEmail(db, { to: "anna@example.com", subject: "Under drift", text: "Hej!" });
    await expect.poll(() => server.received.length, { timeout: 5000 }).toBe(2);
    await worker.stop();
  });
});
