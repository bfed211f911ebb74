import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { newPostgresDatabase } from "~/db/test-database";
import { addDays, businessToday } from "~/features/booking/slots";
import { enqueueEmail } from "~/features/mail/outbox.server";
import svApi from "~/i18n/locales/sv/api";
import { authLinkIn } from "../tests/support/outbox";
import { seedAdmin, type SeededAdmin } from "../tests/support/seed-admin";
import { startTestSmtp, waitForSmtpMail } from "../tests/support/test-smtp";
import { freePort } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// Scaling out (docs/deploy.md, docs/decisions/070): three built servers on one PostgreSQL, each
// with its own DATA_DIR, behind Debian's nginx with the upstream and proxy settings of
// deploy/nginx.conf. Whatever one instance stores, the others must see; whatever must happen
// once (a booking per slot, a mail) happens once; restarting them one by one under load fails
// no request.

const databaseServer = process.env.TEST_DATABASE_URL;
const nginx = "/usr/sbin/nginx";
const skipReason = !databaseServer
  ? "needs TEST_DATABASE_URL (CI's integration run on PostgreSQL; locally: bash scripts/start-test-postgres.sh)"
  : !fs.existsSync(nginx)
    ? "needs Debian's nginx (node scripts/ensure-nginx.ts)"
    : undefined;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-multi-test-"));
const file = (name: string) => path.join(scratch, name);

type Instance = { port: number; env: Record<string, string>; server: RunningServer };
const instances: Instance[] = [];
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let database: { url: string; drop: () => Promise<void> };
let db: Database;
let closeDb: () => Promise<void>;
let proxy: ChildProcess | undefined;
let proxyPort: number;
let publicUrl: string;

/** The upstream and `location /` of deploy/nginx.conf, on loopback without TLS, three servers. */
function nginxConfiguration(ports: number[]): string {
  const deployed = fs.readFileSync("deploy/nginx.conf", "utf8");
  const upstream = /\n(\s*upstream nordic_media \{[\s\S]*?\n\s*\})\n/.exec(deployed)?.[1];
  const location =
    /\n(\s*location \/ \{\s*\n\s*proxy_pass http:\/\/nordic_media;[\s\S]*?\n\s*\})\n/.exec(
      deployed,
    )?.[1];
  const bodyLimit = /client_max_body_size [^;]+;/.exec(deployed)?.[0];
  expect(upstream, "deploy/nginx.conf's upstream").toContain("server 127.0.0.1:3000;");
  expect(location, "deploy/nginx.conf's location /").toBeDefined();
  expect(bodyLimit).toBeDefined();
  const servers = ports.map((port) => `server 127.0.0.1:${port};`).join("\n        ");
  for (const dir of ["body", "proxy"]) fs.mkdirSync(file(dir), { mode: 0o777 });
  return `
worker_processes 1;
pid ${file("nginx.pid")};
events { worker_connections 1024; }
http {
    access_log ${file("access.log")};
    client_body_temp_path ${file("body")};
    proxy_temp_path ${file("proxy")};
    ${upstream!.replace("server 127.0.0.1:3000;", servers)}
    server {
        listen 127.0.0.1:${proxyPort};
        ${bodyLimit}
        ${location}
    }
}
`;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

// New connections each time (no keep-alive to nginx): the client's side of a reused connection
// is not what is tested here.
function request(
  port: number,
  urlPath: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method: options.method ?? "GET",
        localAddress: options.localAddress,
        agent: false,
        headers: {
          ...(options.method && options.method !== "GET" && { origin: publicUrl }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Through nginx, as a visitor at `localAddress` (nginx passes it on as X-Forwarded-For). */
const viaProxy = (urlPath: string, options: Parameters<typeof request>[2] = {}) =>
  request(proxyPort, urlPath, options);
const json = (answer: Answer) => JSON.parse(answer.body.toString("utf8"));
const cookieOf = (answer: Answer) =>
  (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");

/** `path` lines an instance has logged so far. */
function requestsLogged(instance: Instance, urlPath: string): number {
  return instance.server.logs
    .join("")
    .split("\n")
    .filter((line) => line.includes('"msg":"request"') && line.includes(`"path":"${urlPath}"`))
    .length;
}

async function poll<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const startInstance = async (port: number, env: Record<string, string>) => ({
  port,
  env,
  server: await startServer(env),
});

type Customer = { cookie: string; email: string; address: string };

/** Signs up through nginx from `address` and confirms the address with the mailed link. */
async function signUp(address: string, name = "Kalle Kund"): Promise<Customer> {
  const email = `${crypto.randomUUID()}@example.test`;
  const answer = await viaProxy("/api/auth/sign-up/email", {
    method: "POST",
    localAddress: address,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, password: "hemligt123" }),
  });
  expect(answer.status, answer.body.toString()).toBe(200);
  const cookie = cookieOf(answer);
  expect(cookie).toContain("session_token");
  const [mail] = await waitForSmtpMail(smtp.received, email, /Bekräfta din e-postadress/);
  const confirmed = await viaProxy(authLinkIn(mail!), { localAddress: address });
  expect(confirmed.status).toBe(302);
  expect(confirmed.headers.location).toContain("emailVerification=done");
  return { cookie, email, address };
}

describe.skipIf(skipReason !== undefined)(
  `three instances on one PostgreSQL behind nginx${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    beforeAll(async () => {
      smtp = await startTestSmtp();
      database = await newPostgresDatabase(databaseServer!);
      proxyPort = await freePort();
      publicUrl = `http://127.0.0.1:${proxyPort}`;
      const shared = {
        DATABASE_URL: database.url,
        PUBLIC_URL: publicUrl,
        TRUSTED_PROXIES: "127.0.0.1",
        BETTER_AUTH_SECRET: crypto.randomBytes(36).toString("base64url"),
        SMTP_URL: smtp.url,
        OWNER_EMAIL: "owner@example.test",
        // Loopback only: lets the rate-limit check below pin its requests to one minute.
        TEST_CLOCK: "1",
      };
      const ports = [await freePort(), await freePort(), await freePort()];
      // All three at once on an empty database: each applies the migrations at its start.
      instances.push(
        ...(await Promise.all(
          ports.map((port) =>
            startInstance(port, {
              ...shared,
              PORT: String(port),
              DATA_DIR: fs.mkdtempSync(path.join(scratch, `instance-${port}-`)),
            }),
          ),
        )),
      );
      ({ db, close: closeDb } = await openDatabase({
        databaseUrl: database.url,
        dataDir: scratch,
      }));

      fs.writeFileSync(file("nginx.conf"), nginxConfiguration(ports));
      proxy = spawn(
        nginx,
        ["-c", file("nginx.conf"), "-e", file("error.log"), "-g", "daemon off;"],
        {
          stdio: ["ignore", "inherit", "inherit"],
        },
      );
      await poll("nginx", async () =>
        proxy!.exitCode === null ? (await viaProxy("/healthz")).status === 200 || undefined : true,
      );
      expect(proxy.exitCode, fs.readFileSync(file("error.log"), "utf8")).toBeNull();
    }, 120_000);

    afterAll(async () => {
      if (proxy && proxy.exitCode === null) {
        const exited = new Promise((resolve) => proxy!.once("exit", resolve));
        proxy.kill("SIGQUIT");
        await exited;
      }
      await Promise.all(instances.map((instance) => instance.server.stop()));
      await closeDb?.();
      await database?.drop();
      await smtp?.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    });

    it("applies each migration once when the three start together, and shares the requests among them", async () => {
      const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as {
        entries: unknown[];
      };
      const applied = await db.execute<{ hash: string }>(
        sql`select hash from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows).toHaveLength(journal.entries.length);

      const before = instances.map((instance) => requestsLogged(instance, "/healthz"));
      for (let i = 0; i < 9; i++) expect((await viaProxy("/healthz")).status).toBe(200);
      const served = instances.map(
        (instance, i) => requestsLogged(instance, "/healthz") - before[i]!,
      );
      expect(served).toEqual([3, 3, 3]);
    });

    it("keeps a session made through one instance valid on each of the others", async () => {
      const customer = await signUp("127.0.1.1", "Sanna Session");
      for (const instance of instances) {
        const own = await request(instance.port, "/api/me/export", {
          headers: { cookie: customer.cookie },
        });
        expect(own.status, `instance on ${instance.port}`).toBe(200);
        const exported = own.body.toString("utf8");
        expect(exported).toContain(customer.email);
        expect(exported).toContain("Sanna Session");
        const stranger = await request(instance.port, "/api/me/export");
        expect(stranger.status).toBe(401);
      }
    });

    it("serves a picture uploaded through one instance from every instance", async () => {
      const owner: SeededAdmin = await seedAdmin(db);
      const signIn = await viaProxy("/api/auth/sign-in/email", {
        method: "POST",
        localAddress: "127.0.1.2",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      });
      expect(signIn.status).toBe(200);
      const png = await sharp({
        create: { width: 900, height: 500, channels: 3, background: "#2a7" },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "bild.png");
      const encoded = new Request("http://localhost/", { method: "POST", body: form });
      const upload = await viaProxy("/api/admin/news-images", {
        method: "POST",
        localAddress: "127.0.1.2",
        headers: {
          cookie: cookieOf(signIn),
          "content-type": encoded.headers.get("content-type")!,
        },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(upload.status, upload.body.toString()).toBe(201);
      const { image } = json(upload) as { image: { id: string } };

      for (const instance of instances) {
        const variant = await request(instance.port, `/media/news/${image.id}/480.webp`);
        expect(variant.status, `instance on ${instance.port}`).toBe(200);
        expect(variant.headers["content-type"]).toBe("image/webp");
        expect((await sharp(variant.body).metadata()).width).toBe(480);
      }
    });

    it("books a slot once among 100 concurrent requests spread over the instances; the rest get 409", async () => {
      const customers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signUp(`127.0.2.${i + 1}`)),
      );
      const from = addDays(businessToday(), 7);
      const slots = json(
        await viaProxy(`/api/availability?from=${from}&to=${addDays(from, 14)}`),
      ) as { slots: { date: string; time: string; available: boolean }[] };
      const slot = slots.slots.find((candidate) => candidate.available)!;
      expect(slot).toBeDefined();

      const before = instances.map((instance) => requestsLogged(instance, "/api/bookings"));
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const customer = customers[i % customers.length]!;
          return viaProxy("/api/bookings", {
            method: "POST",
            localAddress: customer.address,
            headers: { cookie: customer.cookie, "content-type": "application/json" },
            body: JSON.stringify({
              serviceType: "portrait",
              bookingDate: slot.date,
              bookingTime: slot.time,
            }),
          });
        }),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(99);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.headers["content-type"]).toContain("application/problem+json");
        expect(json(refused).detail).toBe(svApi.errors.slotTaken);
      }
      const served = instances.map(
        (instance, i) => requestsLogged(instance, "/api/bookings") - before[i]!,
      );
      for (const count of served) expect(count).toBeGreaterThan(20);

      const stored = await db.execute<{ count: string }>(
        sql`select count(*) from bookings where booking_date = ${slot.date} and booking_time = ${slot.time}`,
      );
      expect(Number(stored.rows[0]!.count)).toBe(1);

      // The attempts per address and minute are counted in the database, not per instance: the
      // eleventh attempt from one address is refused whichever instance it reaches. All at one
      // instant, so that no minute ends among them.
      const instant = new Date().toISOString();
      const customer = customers[0]!;
      const attempts: number[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await viaProxy("/api/bookings", {
          method: "POST",
          localAddress: "127.0.3.1",
          headers: {
            cookie: customer.cookie,
            "content-type": "application/json",
            "x-test-now": instant,
          },
          body: JSON.stringify({
            serviceType: "portrait",
            bookingDate: slot.date,
            bookingTime: slot.time,
          }),
        });
        attempts.push(answer.status);
      }
      expect(attempts).toEqual([...Array<number>(10).fill(409), 429, 429]);
    });
  },
);
