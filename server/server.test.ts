import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type RunningServer } from "./test-server";
import { unauthorizedInline } from "../tests/support/inline-policy";

// The built site through the real server entry: headers, caching, compression, SEO files,
// 404 logging and a graceful stop. `npm test` builds before it runs these.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("security headers", () => {
  it("sends a CSP without unsafe-inline, naming every inline script and style", async () => {
    // A signed-out page from the page cache names them by hash (docs/decisions/106); one the
    // cache does not keep (a test clock bypasses it) by a fresh nonce per response.
    const cached = await fetch(`${server.url}/portfolio`, { headers: { "accept-language": "sv" } });
    const clocked = (time: string) =>
      fetch(`${server.url}/portfolio`, {
        headers: { "accept-language": "sv", "x-test-now": time },
      });
    const first = await clocked("2026-11-24T10:00:00+02:00");
    const second = await clocked("2026-11-24T10:00:01+02:00");
    for (const response of [cached, first]) {
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(unauthorizedInline(await response.text(), csp)).toEqual([]);
    }
    expect(cached.headers.get("content-security-policy")).not.toContain("'nonce-");
    expect(first.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(second.headers.get("content-security-policy")).not.toBe(
      first.headers.get("content-security-policy"),
    );
  });

  it("sends the other headers on every response, and no HSTS over plain http", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("assets", () => {
  it("serves fingerprinted assets immutable and pre-compressed", async () => {
    const html = await (
      await fetch(`${server.url}/`, { headers: { "accept-language": "sv" } })
    ).text();
    // The chunk every page loads (docs/decisions/112); the entry itself is a few bytes now,
    // below the size worth compressing.
    const script = html.match(/\/assets\/shared-[\w-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const brotli = await fetch(server.url + script, { headers: { "accept-encoding": "br" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toContain("text/javascript");
    const plain = await fetch(server.url + script, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(1000);
  });

  it("honours the q-values of Accept-Encoding", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = server.url + html.match(/\/assets\/shared-[\w-]+\.js/)![0];
    const encodingFor = async (acceptEncoding: string) => {
      const response = await fetch(script, { headers: { "accept-encoding": acceptEncoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      return response.headers.get("content-encoding");
    };
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(await encodingFor("gzip;q=0.5, br;q=1")).toBe("br");
    expect(await encodingFor("br;q=0, gzip;q=0")).toBeNull();
    expect(await encodingFor("deflate")).toBeNull();
  });

  it("caches other files for an hour and serves media in ranges", async () => {
    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(favicon.headers.get("content-type")).toContain("image/svg+xml");

    const video = `${server.url}/media/generated/videos/demo-1.mp4`;
    const whole = await fetch(video);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const size = Number(whole.headers.get("content-length"));
    await whole.body?.cancel();
    const part = await fetch(video, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it("does not serve files outside the asset folders", async () => {
    const response = await fetch(`${server.url}/assets/..%2f..%2fpackage.json`);
    expect(response.status).toBe(404);
  });
});

describe("health and SEO files", () => {
  it("answers /healthz", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("lists every public page and article in every language in sitemap.xml", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: new URL(entry!.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname,
      alternates: Object.fromEntries(
        [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
          lang,
          new URL(href!).pathname,
        ]),
      ),
      lastmod: entry!.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
    }));
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toContain("/");
    expect(locs).toContain("/fi");
    expect(locs).toContain("/en/shop/photos/muik2-virkia2-hockey");
    expect(locs).toContain("/fi/idrottskontrakt");
    // 17 pages (the terms of sale and the privacy policy among them) and the four seeded
    // articles, each written in all three languages.
    expect(locs).toHaveLength(21 * 3);
    const article = "/nyheter/sasongskontrakt-idrottsforeningar-pricematch";
    for (const lang of ["", "/fi", "/en"]) {
      expect(entries.find((entry) => entry.loc === lang + article)).toEqual({
        loc: lang + article,
        alternates: {
          sv: article,
          fi: `/fi${article}`,
          en: `/en${article}`,
          "x-default": article,
        },
        lastmod: "2025-11-01",
      });
    }
    for (const entry of entries) expect(Object.keys(entry.alternates)).toHaveLength(4);
  });

  it("serves robots.txt pointing at the sitemap, keeping crawlers off the account pages in every language", async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:0\/sitemap\.xml$/m);
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    expect(disallowed).toEqual(
      expect.arrayContaining([
        "/api/",
        "/auth",
        "/fi/auth",
        "/en/auth",
        "/fi/auth/reset-password",
        "/bookings",
        "/fi/bookings",
        "/en/bookings",
      ]),
    );
    // No public page is shut out by one of those prefixes.
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc!).pathname;
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix!)),
        path,
      ).toEqual([]);
    }
  });
});

describe("unknown paths", () => {
  it("answer 404 in the visitor's language and log the path", async () => {
    const response = await fetch(`${server.url}/en/definitely-missing?x=1`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    // The log line is written by the server process; it arrives on its own time.
    await vi.waitFor(() => {
      const logged = server.logs
        .join("")
        .split("\n")
        .filter((line) => line.includes('"page not found"'));
      expect(logged.some((line) => JSON.parse(line).path === "/en/definitely-missing")).toBe(true);
    });
  });
});

describe("the request log", () => {
  it("keeps no secret token of an address or of its Referer", async () => {
    const token = `T${crypto.randomUUID().replaceAll("-", "")}`;
    const paths = [
      `/download/${token}`,
      `/checkout/test/${token}`,
      `/en/checkout/test/${token}`,
      `/api/auth/reset-password/${token}?callbackURL=/`,
      `/calendar/${token}.ics`,
      `/Download/${token}`,
    ];
    for (const path of paths) await (await fetch(server.url + path, { redirect: "manual" })).text();
    const referer = `${server.url}/auth/reset-password?token=${token}`;
    await (
      await fetch(`${server.url}/missing-${crypto.randomUUID()}`, { headers: { referer } })
    ).text();
    // Every request has its line once its answer is finished; they arrive on their own time.
    await vi.waitFor(() => {
      const lines = server.logs.join("").split("\n");
      const logged = lines.filter((line) => line.includes("/[redacted]"));
      expect(logged.length).toBeGreaterThanOrEqual(paths.length);
      expect(lines.some((line) => line.includes("?[redacted]"))).toBe(true);
    });
    expect(server.logs.join("")).not.toContain(token);
  });
});

describe("configuration and shutdown", () => {
  it("sends HSTS when the public origin is https, with preload only when configured", async () => {
    const https = { PUBLIC_URL: "https://example.fi", BETTER_AUTH_SECRET: "s".repeat(40) };
    const [plain, preload] = await Promise.all([
      startServer(https),
      startServer({ ...https, HSTS_PRELOAD: "true" }),
    ]);
    try {
      const hsts = async (running: RunningServer) =>
        (await fetch(`${running.url}/healthz`)).headers.get("strict-transport-security");
      expect(await hsts(plain)).toBe("max-age=63072000");
      expect(await hsts(preload)).toBe("max-age=63072000; includeSubDomains; preload");
    } finally {
      await Promise.all([plain.stop(), preload.stop()]);
    }
  }, 120_000);

  it("stops with a clear message on a bad setting", async () => {
    await expect(startServer({ PORT: "not-a-port" })).rejects.toThrow(
      /Invalid configuration[\s\S]*PORT/,
    );
  });

  it("exits cleanly on SIGTERM, an idle keep-alive connection notwithstanding", async () => {
    const running = await startServer();
    // A browser keeps its connection open after a page; shutting down must not wait for it.
    const agent = new http.Agent({ keepAlive: true });
    const answered = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${running.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
        })
        .on("error", reject),
    );
    expect(answered).toBe(200);
    // Exit code 0, not the 1 of the forced exit after the shutdown's time limit.
    expect(await running.stop()).toBe(0);
    const logs = running.logs.join("");
    expect(logs).toContain('"msg":"shutting down"');
    expect(logs).not.toContain("shutdown timed out");
    agent.destroy();
  });
});

it("the build this suite tests exists", () => {
  expect(fs.existsSync(path.resolve("build/server/index.js"))).toBe(true);
});
