// npm run bench:bookings — how many bookings per second the server creates, and the p99
// latency, on the embedded PGlite and (with BENCH_DATABASE_URL=postgres://…) on PostgreSQL.
// Loopback only, bounded: 10 s of load per database by default. Not a test: figures for notes.
// Before the load, the floor: the same call unauthenticated, a 401 without a database
// statement, for 3 s.
// Afterwards it checks, in the database itself, that every acknowledged (201) booking is a row
// and that each has its two outbox mails (customer and owner); `lost` must be 0.
// BENCH_PROFILE=<dir> writes a V8 CPU profile of the server there (open it in Chrome DevTools).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../app/db/client.server.ts";
import { copyTemplate, ensureTemplate } from "../app/db/template.server.ts";
import { newPostgresDatabase } from "../app/db/test-database.ts";
import { addDays, bookingTimes, businessToday } from "../app/features/booking/slots.ts";
import { authLinkIn, outboxReader } from "../tests/support/outbox.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds of the floor (an answer that does nothing), measured before each database's load. */
const floorSeconds = 3;
const users = 20;
const port = 3431;
const origin = `http://127.0.0.1:${port}`;

if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const profileDir = process.env.BENCH_PROFILE;

async function start(env: Record<string, string>): Promise<ChildProcess> {
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      LOG_LEVEL: "error",
      // As deployed (deploy/nordic-media.service, Dockerfile): React's production build renders the mails.
      NODE_ENV: "production",
      TRUSTED_PROXIES: "127.0.0.1",
      // The booking path at full speed: the limit checks still run, but never refuse.
      BOOKING_MAX_OPEN: "1000000",
      BOOKING_ATTEMPTS_PER_MINUTE: "1000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error("server did not start");
}

/** Customers with confirmed addresses (booking waits for the e-mailed link, decision 021). */
async function signUpUsers(dataDir: string): Promise<string[]> {
  const outbox = outboxReader(dataDir);
  const cookies: string[] = [];
  for (let i = 0; i < users; i++) {
    const email = `bench-${i}-${Date.now()}@example.test`;
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        "x-forwarded-for": `10.77.0.${i + 1}`,
      },
      body: JSON.stringify({
        name: `Bench ${i}`,
        email,
        password: "hemligt123",
      }),
    });
    if (!response.ok)
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    cookies.push(
      response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
    const [mail] = await outbox.waitForMail(email, /./);
    const confirmed = await fetch(origin + authLinkIn(mail!), { redirect: "manual" });
    if (!confirmed.headers.get("location")?.includes("emailVerification=done"))
      throw new Error(`confirming ${email} failed: ${confirmed.status}`);
  }
  return cookies;
}

/**
 * CPU time the server process has used, in ms (Linux). On a shared machine the requests per
 * second move with the neighbours' load; the CPU time per booking much less.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * What the database holds after the run: acknowledged bookings that are missing, and those
 * without their customer mail (found by the calendar file's UID) or without an owner mail.
 */
async function verify(env: Record<string, string>, acknowledged: string[]) {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const { rows: stored } = (await handle.db.execute("select id from bookings")) as unknown as {
      rows: { id: string }[];
    };
    const ids = new Set(stored.map((row) => row.id));
    const { rows: mails } = (await handle.db.execute(
      "select recipient, message from email_outbox",
    )) as unknown as {
      rows: { recipient: string; message: { attachments?: { content: string }[] } }[];
    };
    const withCustomerMail = new Set<string>();
    let ownerMails = 0;
    for (const mail of mails) {
      if (!mail.recipient.startsWith("bench-")) ownerMails++;
      for (const attachment of mail.message.attachments ?? []) {
        const uid = /UID:booking-([0-9a-f-]{36})@/.exec(attachment.content);
        if (uid) withCustomerMail.add(uid[1]!);
      }
    }
    return {
      stored: ids.size,
      lost: acknowledged.filter((id) => !ids.has(id)).length,
      withoutMail:
        acknowledged.filter((id) => !withCustomerMail.has(id)).length +
        Math.max(0, ids.size - ownerMails),
    };
  } finally {
    await handle.close();
  }
}

/**
 * The same call without a cookie, on the same server before the load: a 401 through
 * Express, every middleware, React Router and the route, with no database statement. Bookings
 * per second cannot exceed this on the same machine (docs/decisions/076).
 */
async function floorOf(pid: number | undefined) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: `${origin}/api/bookings`,
    connections,
    duration: floorSeconds,
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: "{}",
  });
  const answered = result.statusCodeStats?.["401"]?.count ?? 0;
  return {
    perSecond: Math.round(answered / floorSeconds),
    cpuMs: Math.round(((cpuMs(pid) - cpuBefore) / Math.max(1, answered)) * 100) / 100,
  };
}

async function run(label: string, env: Record<string, string>) {
  const server = await start(env);
  const acknowledged: string[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  try {
    const cookies = await signUpUsers(env.DATA_DIR!);
    const floor = await floorOf(server.pid);
    // Every request asks for a different slot (a year of days × nine hours), so each should be a
    // 201; the slot index wraps only after 3,285 requests, and wrapped ones are counted as 409.
    let next = 0;
    const today = businessToday();
    const cpuBefore = cpuMs(server.pid);
    const result = await autocannon({
      url: `${origin}/api/bookings`,
      connections,
      duration: seconds,
      method: "POST",
      headers: { "content-type": "application/json", origin },
      requests: [
        {
          setupRequest: (request) => {
            const index = next++;
            const slot = index % (364 * 9);
            request.headers = { ...request.headers, cookie: cookies[index % cookies.length]! };
            request.body = JSON.stringify({
              serviceType: "portrait",
              bookingDate: addDays(today, 1 + Math.floor(slot / 9)),
              bookingTime: bookingTimes[slot % 9],
            });
            return request;
          },
          onResponse: (status, body) => {
            if (status === 201)
              acknowledged.push((JSON.parse(body) as { booking: { id: string } }).booking.id);
          },
        },
      ],
    });
    const cpuUsed = cpuMs(server.pid) - cpuBefore;
    await stop();
    const created = result.statusCodeStats?.["201"]?.count ?? 0;
    const conflicts = result.statusCodeStats?.["409"]?.count ?? 0;
    const row = {
      database: label,
      seconds,
      connections,
      requests: result.requests.total,
      created,
      conflicts,
      errors: result.errors + result.non2xx - conflicts,
      bookingsPerSecond: Math.round(created / seconds),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      serverCpuMsPerBooking: Math.round((cpuUsed / Math.max(1, created)) * 100) / 100,
      floorPerSecond: floor.perSecond,
      floorCpuMs: floor.cpuMs,
      ...(await verify(env, acknowledged)),
    };
    return row;
  } finally {
    await stop();
  }
}

await ensureTemplate();
const rows = [await run("pglite", { DATA_DIR: copyTemplate() })];
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const database = await newPostgresDatabase(serverUrl);
  try {
    rows.push(
      await run("postgresql", {
        DATABASE_URL: database.url,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-")),
      }),
    );
  } finally {
    await database.drop();
  }
}
console.table(rows);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync(
  "reports/bookings-bench.json",
  JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
);
