import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { config } from "../app/config.server.ts";
import { logger } from "../app/lib/logger.server.ts";
import { staticSecurityHeaders } from "../app/lib/security-headers.server.ts";
import { clientAddressHeader } from "../app/lib/client-address.ts";
import { parseTestTime } from "../app/lib/clock.ts";
import { clearOnWrites, createAvailabilityCache } from "./availability-cache.ts";
import { allowedMethods, refuseUnknownMethods } from "./allowed-methods.ts";
import { refuseCrossSiteWrites } from "./cross-site.ts";
import { hideAdminFromOthers, type IsAdminRequest } from "./hidden-admin.ts";
import { clearPageCacheOnOwnerWrites, createPageCache, serveFreshPages } from "./page-cache.ts";
import { onPagesChanged } from "../app/lib/pages-changed.server.ts";
import { problemSender, type Refusal } from "./problem.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import { refuseAbsurdPaths, refuseLargeBodies, refuseMalformedHost } from "./request-guards.ts";
import { memoryAssets } from "./memory-assets.ts";
import { serveStatic } from "./static.ts";
import { closeOnUnreadBodies } from "./unread-bodies.ts";

/** What app/entry.server.tsx exports besides the renderer. */
type BundleServices = {
  startServices: () => Promise<void>;
  stopServices: () => Promise<void>;
  checkDatabase: () => Promise<void>;
  tableRowCounts: () => Promise<Record<string, number>>;
  runTestClockJobs: (from: Date, at: Date) => Promise<{ done: number; failed: number }>;
  isAdminRequest: IsAdminRequest;
  refusal: Refusal;
};

/** A test's ISO 8601 time from a query or header value; undefined for anything else. */
function testTime(value: unknown): Date | undefined {
  if (typeof value !== "string") return undefined;
  try {
    return parseTestTime(value, "the time");
  } catch {
    return undefined;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function createServer() {
  const settings = config();
  const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  const services = build.entry.module as unknown as BundleServices;
  const secureOrigin = settings.publicUrl.startsWith("https://");
  const sendProblem = problemSender(services.refusal);
  // Open the database (and apply migrations) before the first request, not during it.
  await services.startServices();

  const app = express();
  app.disable("x-powered-by");
  app.use(closeOnUnreadBodies());

  // Graceful shutdown behind a proxy that reuses connections (docs/decisions/070): once closing,
  // every answer not yet begun says `Connection: close` and each connection is closed as soon as
  // its answer is out, instead of idling on until the keep-alive timeout outlasts the shutdown.
  let closing = false;
  const inFlight = new Set<http.ServerResponse>();
  app.use((_req, res, next) => {
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
    res.on("finish", () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    if (closing) res.set("Connection", "close");
    next();
  });
  app.set(
    "trust proxy",
    settings.TRUSTED_PROXIES ? settings.TRUSTED_PROXIES.split(",").map((s) => s.trim()) : false,
  );

  // Structured request log: one line per response.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info("request", {
        method: req.method,
        // Absurdly long paths are refused; the log keeps only their start.
        path: req.path.slice(0, 300),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
      });
    });
    next();
  });

  app.use((req, res, next) => {
    res.set(staticSecurityHeaders(secureOrigin || req.secure, settings.HSTS_PRELOAD));
    next();
  });

  app.use(refuseAbsurdPaths(sendProblem));
  app.use(refuseMalformedHost(sendProblem));
  app.use(refuseLargeBodies(sendProblem, services.isAdminRequest));

  // The client's address for rate limiting: the socket's, or the first untrusted hop of
  // X-Forwarded-For when TRUSTED_PROXIES names the proxies. Any value a client sent is replaced.
  app.use((req, _res, next) => {
    req.headers[clientAddressHeader] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });

  const pageCache =
    settings.PAGE_CACHE_SECONDS > 0
      ? createPageCache({
          freshMs: settings.PAGE_CACHE_SECONDS * 1000,
          // A shared cache in front (nginx, a CDN) keeps a page as long, and answers with it
          // twice as long again while asking for a newer one (docs/decisions/106).
          sharedSeconds: settings.PAGE_CACHE_SECONDS,
          sharedStaleSeconds: 2 * settings.PAGE_CACHE_SECONDS,
        })
      : undefined;
  if (pageCache) app.use(serveFreshPages(pageCache));

  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await services.checkDatabase();
      res.json({ status: "ok" });
    } catch (error) {
      logger.error("health check failed", { error });
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Test servers only (TEST_CLOCK=1, which the configuration allows on loopback alone): the rows
  // per table, so a test can prove that refused requests wrote nothing.
  if (settings.TEST_CLOCK)
    app.get("/__test/table-counts", async (_req, res) => {
      res.set("Cache-Control", "no-store").json(await services.tableRowCounts());
    });
  // And the jobs that fell due on a test's own day, from `?from=` to its X-Test-Now, run at
  // that time: the background runner goes by the wall clock (docs/decisions/109).
  if (settings.TEST_CLOCK)
    app.post("/__test/jobs/run", async (req, res) => {
      const from = testTime(req.query.from);
      const at = testTime(req.get("x-test-now"));
      if (!from || !at || from > at) return sendProblem(req, res, "badRequest");
      res.set("Cache-Control", "no-store").json(await services.runTestClockJobs(from, at));
    });

  // Fingerprinted build assets: cached for a year, served pre-compressed (brotli or gzip).
  const assets = path.join(root, "build/client/assets");
  app.use("/assets", memoryAssets(assets), serveStatic(assets, { immutable: true }));
  app.use(serveStatic(path.join(root, "build/client"), { immutable: false }));
  app.use(
    "/media/generated",
    serveStatic(path.join(root, "public/media/generated"), { immutable: false }),
  );

  if (pageCache) {
    app.use(clearPageCacheOnOwnerWrites(pageCache));
    // And when background work changes a public page (a photo made ready).
    onPagesChanged(() => pageCache.clear());
  }
  const availabilityCache =
    settings.AVAILABILITY_CACHE_SECONDS > 0
      ? createAvailabilityCache({ maxAgeMs: settings.AVAILABILITY_CACHE_SECONDS * 1000 })
      : undefined;
  if (availabilityCache) app.use(clearOnWrites(availabilityCache));
  app.use(hideAdminFromOthers(services.isAdminRequest));
  app.use(refuseUnknownMethods(allowedMethods(build), sendProblem));
  app.use(refuseCrossSiteWrites(settings.publicUrl, sendProblem));

  // HTML and data responses are compressed on the fly.
  app.use(compression());
  app.all("/{*splat}", reactRouterHandler(build, sendProblem, { pageCache, availabilityCache }));

  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;

  /** Stops accepting, lets the requests under way finish, then closes the database and mail. */
  async function close() {
    closing = true;
    const closed = new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.closeIdleConnections();
    await closed;
    await services.stopServices();
  }
  return { app, server, close };
}
