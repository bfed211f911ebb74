import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { session } from "~/db/schema";
import { freePort } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// deploy/nginx.conf, as docs/deploy.md tells an operator to install it, run by Debian's nginx
// (`npm test` installs it: scripts/ensure-nginx.ts) in front of the built site with
// TRUSTED_PROXIES=127.0.0.1. Only what cannot be the same here is replaced: the ports, the
// certificate (a throwaway one for example.fi), the upstream's port and the access log.
const run = promisify(execFile);
const nginx = "/usr/sbin/nginx";
const isRoot = process.getuid?.() === 0;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nordic-nginx-test-"));
const file = (name: string) => path.join(scratch, name);

let server: RunningServer;
let proxy: ChildProcess | undefined;
let httpPort: number;
let httpsPort: number;
let certificate: Buffer;

/** Replaces `from` in the configuration, and fails when the file no longer says it `count` times. */
function replace(text: string, from: string, to: string, count: number): string {
  expect(text.split(from).length - 1, `deploy/nginx.conf should contain "${from}"`).toBe(count);
  return text.replaceAll(from, to);
}

async function configuration(upstreamPort: number): Promise<string> {
  let text = fs.readFileSync("deploy/nginx.conf", "utf8");
  text = replace(text, "listen 80;", `listen 127.0.0.1:${httpPort};`, 1);
  text = replace(text, "listen [::]:80;", "", 1);
  text = replace(text, "listen 443 ssl http2", `listen 127.0.0.1:${httpsPort} ssl http2`, 2);
  text = replace(text, "listen [::]:443 ssl http2 default_server;", "", 1);
  text = replace(text, "listen [::]:443 ssl http2;", "", 1);
  text = replace(text, "/etc/letsencrypt/live/example.fi/fullchain.pem", file("cert.pem"), 2);
  text = replace(text, "/etc/letsencrypt/live/example.fi/privkey.pem", file("key.pem"), 2);
  text = replace(text, "server 127.0.0.1:3000;", `server 127.0.0.1:${upstreamPort};`, 1);
  text = replace(text, "/var/log/nginx/nordic-media.access.log", file("access.log"), 1);
  text = replace(text, "/var/cache/nginx/nordic-media", file("cache"), 1);
  // nginx's workers (www-data) write the cache: they may pass through the scratch folder.
  fs.chmodSync(scratch, 0o711);
  fs.mkdirSync(file("cache"), { mode: 0o777, recursive: true });
  const conf = file("nginx.conf");
  fs.writeFileSync(conf, text);
  return conf;
}

const nginxArgs = (conf: string) => ["-c", conf, "-e", file("error.log")];

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request as a visitor's browser sends it to https://<host>, from `localAddress`. */
function request(
  scheme: "http" | "https",
  port: number,
  urlPath: string,
  options: {
    host?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  const host = options.host ?? "example.fi";
  const module = scheme === "https" ? https : http;
  return new Promise((resolve, reject) => {
    const req = module.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method: options.method ?? "GET",
        localAddress: options.localAddress,
        headers: { host, ...options.headers },
        ...(scheme === "https" && { servername: host, ca: certificate }),
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

describe.skipIf(!isRoot || !fs.existsSync(nginx))("deploy/nginx.conf with Debian's nginx", () => {
  beforeAll(async () => {
    await run("openssl", [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=example.fi",
      "-addext",
      "subjectAltName=DNS:example.fi,DNS:www.example.fi",
      "-keyout",
      file("key.pem"),
      "-out",
      file("cert.pem"),
    ]);
    certificate = fs.readFileSync(file("cert.pem"));
    httpPort = await freePort();
    httpsPort = await freePort();
    // Pages a shared cache keeps 2 s (s-maxage), so that its asking again is seen quickly.
    server = await startServer({ TRUSTED_PROXIES: "127.0.0.1", PAGE_CACHE_SECONDS: "2" });
    const conf = await configuration(Number(new URL(server.url).port));
    proxy = spawn(nginx, [...nginxArgs(conf), "-g", `daemon off; pid ${file("nginx.pid")};`], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    // Ready once it answers; nginx starts in well under a second.
    for (let attempt = 0; ; attempt++) {
      try {
        await request("http", httpPort, "/");
        break;
      } catch (error) {
        if (attempt > 200 || proxy.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  }, 120_000);

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy!.once("exit", resolve));
      proxy.kill("SIGQUIT");
      await exited;
    }
    await server?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("passes nginx -t", async () => {
    const { stderr } = await run(nginx, ["-t", ...nginxArgs(file("nginx.conf"))]);
    expect(stderr).toContain("syntax is ok");
    expect(stderr).toContain("test is successful");
  });

  it("sends plain http and www to https://example.fi, keeping the path", async () => {
    const plain = await request("http", httpPort, "/fi/portfolio?sida=2");
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe("https://example.fi/fi/portfolio?sida=2");
    const www = await request("https", httpsPort, "/en/", { host: "www.example.fi" });
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe("https://example.fi/en/");
    // The certificate's renewal is served from disk, not redirected.
    const challenge = await request("http", httpPort, "/.well-known/acme-challenge/x");
    expect(challenge.status).not.toBe(301);
  });

  it("proxies over TLS: health check, pages, and the site knows the visit was https", async () => {
    const health = await request("https", httpsPort, "/healthz");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok" });

    const page = await request("https", httpsPort, "/");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    // HSTS is sent only on https: the site believed nginx's X-Forwarded-Proto.
    expect(page.headers["strict-transport-security"]).toBe("max-age=63072000");
    expect(page.headers.server).toBe("nginx");
    // The same page straight from the site over http carries none.
    const direct = await request("http", Number(new URL(server.url).port), "/");
    expect(direct.status).toBe(200);
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
  });

  it("answers every visitor at once after anonymous large posts to the back office", async () => {
    // Security review 2, finding 1: each such POST left its upstream connection waiting for a
    // body the site never read; nginx handed those pooled connections to the next visitors,
    // whose requests got 504 after 60 s.
    const body = JSON.stringify({ padding: "x".repeat(300 * 1024) });
    const posts = await Promise.all(
      [1, 2, 3, 4].map(() =>
        request("https", httpsPort, "/api/admin/news", {
          method: "POST",
          headers: { origin: "https://example.fi", "content-type": "application/json" },
          body,
        }),
      ),
    );
    const visits = await Promise.all(
      Array.from({ length: 20 }, () => request("https", httpsPort, "/healthz")),
    );
    expect(visits.map((visit) => visit.status)).toEqual(Array(20).fill(200));
    // Refused at once: only an admin may send the news editor more than 64 KB.
    expect(posts.map((post) => post.status)).toEqual([413, 413, 413, 413]);
  }, 90_000);

  it("answers signed-out pages from its cache, the same bytes for every visitor", async () => {
    const visitor = { "accept-language": "sv-FI,sv;q=0.9", "accept-encoding": "gzip, deflate, br" };
    const paths = ["/", "/fi/portfolio", "/en/nyheter"];
    const first = new Map<string, string>();
    for (const path of paths) first.set(path, (await request("https", httpsPort, path)).body);
    // A campaign day's load, from many visitors: nearly every view answered by nginx alone.
    const statuses: string[] = [];
    for (let view = 0; view < 150; view++) {
      const path = paths[view % paths.length]!;
      const answer = await request("https", httpsPort, path, { headers: visitor });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
      statuses.push(String(answer.headers["x-cache-status"]));
    }
    // Served by nginx: a fresh copy, or a stale one while it asks the site again.
    const fromCache = statuses.filter((status) =>
      /^(HIT|STALE|UPDATING|REVALIDATED)$/.test(status),
    );
    expect(fromCache.length / statuses.length).toBeGreaterThanOrEqual(0.95);
    // Uncompressed, two visitors get the bytes the site sent the first.
    for (const path of paths) {
      const again = await request("https", httpsPort, path);
      expect(again.body, path).toBe(first.get(path));
    }
  });

  it("never keeps or answers a signed-in visitor's page, in either order", async () => {
    const email = `${crypto.randomUUID()}@example.test`;
    const signUp = await request("https", httpsPort, "/api/auth/sign-up/email", {
      method: "POST",
      localAddress: "127.0.0.4",
      headers: { origin: "https://example.fi", "content-type": "application/json" },
      body: JSON.stringify({ name: "Cache Kund", email, password: "hemligt123" }),
    });
    expect(signUp.status, signUp.body).toBe(200);
    const cookie = signUp.headers["set-cookie"]!.map((line) => line.split(";")[0]).join("; ");
    const signedIn = { headers: { cookie: `language=sv; ${cookie}` } };
    const cached = (answer: Answer) =>
      /^(HIT|STALE|UPDATING|REVALIDATED)$/.test(String(answer.headers["x-cache-status"]));

    // Signed in first: the page is the customer's, and nothing of it is kept.
    const first = await request("https", httpsPort, "/testimonials?order=in-first", signedIn);
    expect(first.body).toContain(email);
    expect(first.headers["x-cache-status"]).toBe("BYPASS");
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const after = await request("https", httpsPort, "/testimonials?order=in-first");
    expect(after.headers["x-cache-status"]).toBe("MISS");
    expect(after.body).not.toContain(email);

    // Signed out first, kept: the signed-in visitor still gets their own page.
    await request("https", httpsPort, "/testimonials?order=out-first");
    const kept = await request("https", httpsPort, "/testimonials?order=out-first");
    expect(cached(kept)).toBe(true);
    const theirs = await request("https", httpsPort, "/testimonials?order=out-first", signedIn);
    expect(theirs.headers["x-cache-status"]).toBe("BYPASS");
    expect(theirs.body).toContain(email);
    const othersAfter = await request("https", httpsPort, "/testimonials?order=out-first");
    expect(othersAfter.body).not.toContain(email);

    // The API and a crawler's page the site marks private are never kept either.
    for (const path of ["/api/services", "/api/services"])
      expect(cached(await request("https", httpsPort, path))).toBe(false);
    const crawler = {
      headers: {
        "accept-language": "en",
        "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
      },
    };
    for (let round = 0; round < 2; round++) {
      const answer = await request("https", httpsPort, "/?crawler=1", crawler);
      expect(answer.headers["cache-control"]).toBe("private, no-cache");
      expect(cached(answer)).toBe(false);
    }
  });

  it("asks the site again once a page is old, and the site answers 304 when it is unchanged", async () => {
    const path = "/fi/why-choose-us";
    const seen304 = () => server.logs.join("").includes(`"path":"${path}","status":304`);
    // Polled: the copy is fresh for 2 s (s-maxage), then nginx revalidates in the background.
    for (let attempt = 0; !seen304(); attempt++) {
      expect(attempt, "no revalidation within 30 s").toBeLessThan(600);
      const answer = await request("https", httpsPort, path);
      expect(answer.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  it("lets a form post from https://example.fi through, and records the visitor's own address", async () => {
    const email = `${crypto.randomUUID()}@example.test`;
    const signUp = await request("https", httpsPort, "/api/auth/sign-up/email", {
      method: "POST",
      localAddress: "127.0.0.3",
      headers: {
        origin: "https://example.fi",
        "content-type": "application/json",
        // Sent by the visitor to pass as someone else: nginx replaces it.
        "x-forwarded-for": "203.0.113.9",
      },
      body: JSON.stringify({ name: "Nina Nginx", email, password: "hemligt123" }),
    });
    expect(signUp.status, signUp.body).toBe(200);
    expect(signUp.headers["set-cookie"]?.join(";")).toContain("session_token");

    const addresses = await sessionAddresses();
    // (127.0.0.4 signed up in the shared cache's test above.)
    expect(addresses.sort()).toEqual(["127.0.0.3", "127.0.0.4"]);
  });
});

/** The client addresses the site stored on its sessions. */
async function sessionAddresses(): Promise<(string | null)[]> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ ip_address: string | null }>(
        "select ip_address from session",
      );
      return rows.map((row) => row.ip_address);
    } finally {
      await client.end();
    }
  }
  // The embedded database opens in one process at a time: stop the site first.
  await server.stop();
  const handle = await openDatabase({ dataDir: server.dataDir });
  try {
    return (await handle.db.select({ ip: session.ipAddress }).from(session)).map((row) => row.ip);
  } finally {
    await handle.close();
  }
}
