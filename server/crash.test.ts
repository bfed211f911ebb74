import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/client.server";
import { copyTemplate } from "~/db/template.server";
import { addDays, bookingTimes, businessToday } from "~/features/booking/slots";
import { authLinkIn } from "../tests/support/outbox";
import { outboxIdOf, startTestSmtp } from "../tests/support/test-smtp";
import { freePort, testClient } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// Durability: `kill -9` while bookings are being created, then a restart on the same database
// (PGlite's directory, or with TEST_DATABASE_URL the same PostgreSQL database). Every booking
// the server answered 201 for must still be there, and the outbox must still send: the mails
// queued before the crash arrive at the SMTP server after the restart.
const running: RunningServer[] = [];
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of running.reverse()) await server.stop();
  for (const close of closing) await close();
});

// A loaded machine may take a while for each step: poll patiently (Vitest's vi.waitFor).
const patiently = { timeout: 60_000, interval: 50 };

// Two server starts, a confirmed sign-up and the outbox drained: more than the default 30 s.
it("keeps every acknowledged booking and its mails across a kill -9", async () => {
  const smtp = await startTestSmtp();
  closing.push(smtp.close);
  const port = await freePort();
  const dataDir = process.env.TEST_DATABASE_URL
    ? fs.mkdtempSync(path.join(os.tmpdir(), "crash-"))
    : copyTemplate();
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    SMTP_URL: smtp.url,
    // One account books a few dozen slots in seconds here; the limits have tests of their own.
    BOOKING_MAX_OPEN: "1000",
    BOOKING_ATTEMPTS_PER_MINUTE: "100000",
  };
  const first = await startServer(env);
  running.push(first);

  // A customer who follows the link of the mail the SMTP server received (booking waits for it).
  const { call, signUp } = testClient(() => first);
  const customer = await signUp({ name: "Krasch Test" }, { verify: false });
  const confirmation = await vi.waitFor(() => {
    const mail = smtp.received.find((received) => received.envelopeTo.includes(customer.email));
    if (!mail) throw new Error("the confirmation mail has not arrived");
    return mail;
  }, patiently);
  expect((await call(authLinkIn(confirmation))).status).toBe(302);
  const { cookie } = customer;

  // From now on the mail server hangs: the worker waits on its first booking mail, and every
  // other one is still queued when the process dies.
  smtp.hold();
  const acknowledged: string[] = [];
  let stop = false;
  const slots = Array.from({ length: 200 }, (_, i) => ({
    date: addDays(businessToday(), 2 + Math.floor(i / 9)),
    time: bookingTimes[i % 9],
  }));
  const worker = async (offset: number) => {
    for (let i = offset; i < slots.length && !stop; i += 4) {
      try {
        const response = await fetch(`${first.url}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: first.url, cookie },
          body: JSON.stringify({
            // One hour each: a six-hour package would leave one start a day (decision 103).
            serviceType: "portrait",
            bookingDate: slots[i]!.date,
            bookingTime: slots[i]!.time,
          }),
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { booking: { id: string } }).booking.id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const workers = [0, 1, 2, 3].map(worker);
  // Let some bookings through, and the worker send (and wait on) its first booking mail; then
  // kill the process without any chance to clean up.
  await vi.waitFor(() => {
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
    expect(smtp.held()).toBe(1);
  }, patiently);
  first.child.kill("SIGKILL");
  stop = true;
  await Promise.all(workers);
  expect(acknowledged.length).toBeGreaterThanOrEqual(25);
  const receivedBeforeRestart = smtp.received.length;

  smtp.release();
  const second = await startServer({
    ...env,
    ...(first.databaseUrl && { DATABASE_URL: first.databaseUrl }),
  });
  running.push(second);
  const list = await fetch(`${second.url}/api/bookings`, { headers: { cookie } });
  expect(list.status).toBe(200);
  const stored = ((await list.json()) as { bookings: { id: string }[] }).bookings.map((b) => b.id);
  const lost = acknowledged.filter((id) => !stored.includes(id));
  expect(lost).toEqual([]);

  // Each stored booking has two mails (the customer's and the owner's). All arrive after the
  // restart but the one the dead worker had claimed: it waits out its lease (outbox.server.ts).
  await vi.waitFor(
    () =>
      expect(smtp.received.length - receivedBeforeRestart).toBeGreaterThanOrEqual(
        2 * stored.length - 1,
      ),
    patiently,
  );
  await second.stop();

  const handle = await openDatabase({ databaseUrl: first.databaseUrl, dataDir });
  try {
    // The booking mails: all but the customer's confirmation mail.
    const { rows } = (await handle.db.execute(
      sql`select id, status, recipient, next_attempt_at > now() + interval '10 minutes' as leased,
                 message->'attachments'->0->>'content' as calendar
            from email_outbox where recipient <> ${customer.email} or message ? 'attachments'`,
    )) as unknown as {
      rows: { id: string; status: string; recipient: string; leased: boolean; calendar: string }[];
    };
    expect(rows).toHaveLength(2 * stored.length);
    const arrived = new Set(smtp.received.map(outboxIdOf));
    // The one the dead worker was sending: still pending, hidden until its lease ends.
    const leased = rows.filter((row) => row.status === "pending" && row.leased);
    expect(leased).toHaveLength(1);
    for (const row of rows) {
      if (leased.includes(row)) continue;
      expect(row.status).toBe("sent");
      expect(arrived.has(row.id)).toBe(true);
    }
    // Every acknowledged booking's calendar mail reached the customer (but the claimed one).
    const mailed = rows
      .filter((row) => !leased.includes(row) && row.recipient === customer.email)
      .map((row) => /UID:booking-([0-9a-f-]{36})@/.exec(row.calendar)?.[1]);
    const unmailed = acknowledged.filter((id) => !mailed.includes(id));
    expect(unmailed.length).toBeLessThanOrEqual(1);
  } finally {
    await handle.close();
  }
}, 120_000);
