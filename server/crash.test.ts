import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { copyTemplate } from "~/db/template.server";
import { addDays, bookingTimes, businessToday } from "~/features/booking/slots";
import { testClient } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// Durability: `kill -9` while bookings are being created, then a restart on the same data.
// Every booking the server answered 201 for must still be there.
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running.reverse()) await server.stop();
});

// Two server starts and a confirmed sign-up: more than the default 30 s on a busy machine.
it("keeps every acknowledged booking across a kill -9", async () => {
  const dataDir = process.env.TEST_DATABASE_URL
    ? fs.mkdtempSync(path.join(os.tmpdir(), "crash-"))
    : copyTemplate();
  const env = {
    DATA_DIR: dataDir,
    PORT: "3421",
    PUBLIC_URL: "http://127.0.0.1:3421",
    TRUSTED_PROXIES: "127.0.0.1,::1",
    // One account books a few dozen slots in seconds here; the limits have tests of their own.
    BOOKING_MAX_OPEN: "1000",
    BOOKING_ATTEMPTS_PER_MINUTE: "100000",
  };
  const first = await startServer(env);
  running.push(first);

  // A customer with a confirmed address (booking waits for it).
  const { cookie } = await testClient(() => first).signUp({ name: "Krasch Test" });

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
            serviceType: "corporate",
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
  // Let some bookings through, then kill the process without any chance to clean up.
  while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 20));
  first.child.kill("SIGKILL");
  stop = true;
  await Promise.all(workers);
  expect(acknowledged.length).toBeGreaterThanOrEqual(25);

  const second = await startServer({
    ...env,
    ...(first.databaseUrl && { DATABASE_URL: first.databaseUrl }),
  });
  running.push(second);
  const list = await fetch(`${second.url}/api/bookings`, { headers: { cookie } });
  expect(list.status).toBe(200);
  const stored = new Set(
    ((await list.json()) as { bookings: { id: string }[] }).bookings.map((b) => b.id),
  );
  const lost = acknowledged.filter((id) => !stored.has(id));
  expect(lost).toEqual([]);
}, 60_000);
