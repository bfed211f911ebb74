import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import type {
  RequestHandler,
  Request as ExpressRequest,
  Response as ExpressResponse,
} from "express";
import { isbot } from "isbot";
import {
  languageFromAcceptLanguage,
  languageFromCookie,
  splitLocalizedPath,
} from "../app/i18n/languages.ts";
import { buyerCurrency } from "../app/features/shop/buyer-currency.ts";
import { isAdminPagePath } from "./hidden-admin.ts";
import { cookiePairs } from "../app/lib/cookie-header.ts";
import {
  promoBannerClosed,
  promoBannerCookieName,
} from "../app/features/home/promo-banner-cookie.ts";
import { chooseCoding } from "./memory-assets.ts";
import { crc32Combine, crc32Shift } from "./crc32-combine.ts";

/**
 * The server-rendered HTML of a page as every signed-out visitor gets it, kept for a few seconds
 * per process (docs/decisions/064). The nonce of the Content-Security-Policy is cut out of the
 * stored page and its header, and each answer gets a fresh one. Only a request whose every input
 * to the page is in the key may be answered from it: anything personal bypasses the cache.
 */

/** Cookies that may not change the page beyond what the key says; any other one bypasses. */
const keyedCookies = new Set(["language", promoBannerCookieName]);
/** Pages that are personal or carry a one-time token in their address, in every language. */
const personalPage = /^\/(?:(?:fi|en)\/)?(?:auth|bookings|checkout|admin)(?:\/|$)/i;
/** What the root route sends to a signed-out visitor; a signed-in page says no-store. */
const signedOutCacheControl = "private, no-cache";

export type CachedPage = {
  status: number;
  /** Header values, cut where the nonce was. */
  headers: [string, string[]][];
  /** The HTML in UTF-8, cut where the nonce was. */
  body: Buffer[];
  /**
   * Each part deflated on its own (every one but the last ends in a full flush, so none refers
   * back to an earlier one): a gzip answer is these with the nonce between them as stored
   * blocks, without compressing anything per request.
   */
  deflated: Buffer[];
  /** Each part's CRC-32 and the operator that moves a CRC past it, for the gzip trailer. */
  crcs: number[];
  shifts: number[];
  bytes: number;
  storedAt: number;
};

export type PageCacheOptions = {
  /** How long a page is served as it is; consistent with the settings' cache (decision 035). */
  freshMs?: number;
  /** Until then an older page is still served once while it is rendered again. */
  staleMs?: number;
  /** The most HTML kept, in bytes; the least recently used pages go first. */
  maxBytes?: number;
};

type RequestFacts = {
  method: string;
  /** The path and query as requested. */
  url: string;
  path: string;
  host: string | undefined;
  headers: IncomingHttpHeaders;
};

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({
  freshMs = 5_000,
  staleMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
}: PageCacheOptions = {}) {
  const pages = new Map<string, CachedPage>();
  const refreshing = new Set<string>();
  let bytes = 0;
  // Bumped by every invalidation: a page whose rendering began before it is not stored.
  let generation = 0;

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  return {
    /**
     * The key of a request that may be answered from the cache, or null. The page's language is
     * in its path; the banner's closed state is the one cookie that changes the HTML; the
     * browser's country picks the shop's currency.
     */
    keyOf(request: RequestFacts): string | null {
      if (request.method !== "GET") return null;
      const { headers, path } = request;
      if (headers["x-test-now"] !== undefined) return null;
      if (path.startsWith("/api/") || path.startsWith("/__") || path.endsWith(".data")) return null;
      if (personalPage.test(path) || isAdminPagePath(path)) return null;
      const cookie = headers.cookie ?? "";
      for (const [name] of cookiePairs(cookie)) if (name && !keyedCookies.has(name)) return null;
      // Read as the root loader reads it, so the page stored under a key is the page of that key.
      const bannerClosed = promoBannerClosed(cookie);
      // A Swedish (bare) address may redirect a browser to its stored or preferred language
      // (app/root.tsx): those requests go to the app, the others all get the Swedish page.
      if (splitLocalizedPath(path).lang === "sv" && headers["sec-fetch-dest"] !== "empty") {
        const preferred =
          languageFromCookie(cookie) ??
          languageFromAcceptLanguage(headers["accept-language"] ?? null);
        if (preferred !== "sv" && !isbot(headers["user-agent"])) return null;
      }
      // A shop page shows a Swede, Norwegian or Dane their own currency (docs/decisions/098).
      const currency = buyerCurrency(
        splitLocalizedPath(path).lang,
        headers["accept-language"] ?? null,
      );
      return `${request.host ?? ""} ${request.url} ${bannerClosed ? 1 : 0} ${currency}`;
    },

    generation: () => generation,

    /** The stored page and whether it should be rendered again (it is older than freshMs). */
    get(key: string, now = performance.now()): { page: CachedPage; stale: boolean } | null {
      const page = pages.get(key);
      if (!page) return null;
      const age = now - page.storedAt;
      if (age > staleMs) {
        remove(key);
        return null;
      }
      // Most recently used last, so eviction takes the first.
      pages.delete(key);
      pages.set(key, page);
      return { page, stale: age > freshMs };
    },

    /**
     * Keeps the answer if it is the signed-out HTML page of decision 064 (and no invalidation
     * happened since its rendering began). Reads the body either way: the caller sends the
     * returned page, or the returned fallback when it was not cacheable.
     */
    async store(
      key: string,
      response: Response,
      renderedInGeneration: number,
    ): Promise<CachedPage | null> {
      if (!isSignedOutPage(response)) return null;
      const nonce = /'nonce-([^']+)'/.exec(
        response.headers.get("content-security-policy") ?? "",
      )?.[1];
      if (!nonce) return null;
      const html = await response.text();
      const headers: [string, string[]][] = [];
      for (const [name, value] of response.headers.entries())
        headers.push([name, value.split(nonce)]);
      const body = html.split(nonce).map((part) => Buffer.from(part));
      const last = body.length - 1;
      const deflated = body.map((part, index) =>
        zlib.deflateRawSync(part, {
          level: 9,
          finishFlush: index < last ? zlib.constants.Z_FULL_FLUSH : zlib.constants.Z_FINISH,
        }),
      );
      const page: CachedPage = {
        status: response.status,
        headers,
        body,
        deflated,
        crcs: body.map((part) => zlib.crc32(part)),
        shifts: body.map((part) => crc32Shift(part.length)),
        bytes: body.reduce((sum, part) => sum + part.length, 0),
        storedAt: performance.now(),
      };
      if (renderedInGeneration !== generation || page.bytes > maxBytes / 4) return page;
      remove(key);
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
      return page;
    },

    /** Renders a stale page again in the background, once at a time per key. */
    refresh(key: string, render: () => Promise<Response>) {
      if (refreshing.has(key)) return;
      refreshing.add(key);
      const renderedInGeneration = generation;
      void render()
        .then(async (response) => {
          if (!(await this.store(key, response, renderedInGeneration))) {
            remove(key);
            await response.body?.cancel();
          }
        })
        .catch(() => remove(key))
        .finally(() => refreshing.delete(key));
    },

    /** Forgets every page: the owner changed something a page shows. */
    clear() {
      generation++;
      pages.clear();
      bytes = 0;
    },

    size: () => pages.size,
  };
}

function isSignedOutPage(response: Response): boolean {
  const headers = response.headers;
  return (
    response.status === 200 &&
    (headers.get("content-type") ?? "").startsWith("text/html") &&
    headers.get("cache-control") === signedOutCacheControl &&
    !headers.has("set-cookie")
  );
}

/** A nonce is 16 random bytes in base64: always 24 characters. */
const nonceShift = crc32Shift(24);

/** The fixed gzip header: deflate, no name, no time, unknown system (RFC 1952). */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Sends a stored page with a fresh nonce in its HTML and its Content-Security-Policy: as gzip
 * when the client takes it (spliced from the stored deflated parts, so the `compression`
 * middleware, which leaves an encoded answer alone, compresses nothing per request), else as is.
 */
export function sendCachedPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  state: "hit" | "miss",
) {
  const nonce = Buffer.from(randomBytes(16).toString("base64"));
  const text = nonce.toString();
  res.status(page.status);
  for (const [name, parts] of page.headers) res.append(name, parts.join(text));
  res.setHeader("X-Page-Cache", state);
  res.vary("Accept-Encoding");
  const gzip = chooseCoding(req.headers["accept-encoding"], ["gzip"]) === "gzip";
  const chunks: Buffer[] = [];
  if (gzip) {
    // A stored deflate block: byte-aligned after the previous part's flush (RFC 1951 3.2.4).
    const storedNonce = Buffer.concat([
      Buffer.from([
        0,
        nonce.length & 0xff,
        nonce.length >> 8,
        ~nonce.length & 0xff,
        (~nonce.length >> 8) & 0xff,
      ]),
      nonce,
    ]);
    const nonceCrc = zlib.crc32(nonce);
    let crc = 0;
    chunks.push(gzipHeader);
    page.deflated.forEach((part, index) => {
      if (index > 0) {
        chunks.push(storedNonce);
        crc = crc32Combine(crc, nonceCrc, nonceShift);
      }
      chunks.push(part);
      crc = crc32Combine(crc, page.crcs[index]!, page.shifts[index]!);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((page.bytes + nonce.length * (page.body.length - 1)) % 2 ** 32, 4);
    chunks.push(trailer);
    res.setHeader("Content-Encoding", "gzip");
  } else {
    page.body.forEach((part, index) => {
      if (index > 0) chunks.push(nonce);
      chunks.push(part);
    });
  }
  res.setHeader(
    "Content-Length",
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  // The parts as they are, not copied into one buffer: the socket takes them in one writev.
  res.cork();
  for (const chunk of chunks.slice(0, -1)) res.write(chunk);
  res.end(chunks.at(-1));
  res.uncork();
}

/**
 * Answers a fresh stored page as early as possible: placed right after the request guards, a
 * hit skips the static folders, the back-office and method checks (none applies to a signed-out
 * page read) and the compression middleware. Anything else goes on to the app's handler, which
 * also renders stale pages again.
 */
export function serveFreshPages(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const key = cache.keyOf({
      method: req.method,
      url: req.originalUrl,
      path: req.path,
      host: req.host,
      headers: req.headers,
    });
    const cached = key ? cache.get(key) : null;
    if (!cached || cached.stale) return next();
    sendCachedPage(req, res, cached.page, "hit");
  };
}

/**
 * The owner's writes in the back office (settings, campaign, products, news, reviews) change
 * what signed-out visitors see: a successful one empties this process's page cache at once.
 * Other processes and the admin command line are covered by the few seconds' age limit.
 */
export function clearPageCacheOnOwnerWrites(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    const write = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
    if (write && (isAdminPagePath(req.path) || req.path.startsWith("/api/admin/"))) {
      res.on("finish", () => {
        if (res.statusCode < 400) cache.clear();
      });
    }
    next();
  };
}
