import { createHash } from "node:crypto";
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
import { promoBannerCookieName } from "../app/features/home/promo-banner-cookie.ts";
import { chooseCoding } from "./memory-assets.ts";
import { hashedPage } from "./hashed-policy.ts";
import { withStylesheetSubset } from "./stylesheet-subset.ts";

/**
 * The server-rendered HTML of a page as every signed-out visitor gets it, kept for a few seconds
 * per process (docs/decisions/064) and the same bytes for every visitor of its address
 * (docs/decisions/106): the response's CSP nonce is taken out and the policy names the hashes
 * of the page's inline scripts instead, so a shared cache (nginx, a CDN) may keep the answer
 * too. Each page is compressed once (brotli and gzip at their best levels) and carries an ETag.
 * Only a request whose every input to the page is in the key may be answered from it: anything
 * personal bypasses the cache.
 */

/**
 * Cookies that do not change a stored page's bytes; any other one (a session, a flash message)
 * bypasses. The banner's closed state and a stored language choice are read in the browser
 * (app/lib/cookie-state-script.ts, docs/decisions/107); the language cookie also decides the
 * redirect of a Swedish address, below.
 */
const harmlessCookies = new Set(["language", promoBannerCookieName]);
/** Pages that are personal or carry a one-time token in their address, in every language. */
const personalPage = /^\/(?:(?:fi|en)\/)?(?:auth|bookings|checkout|admin)(?:\/|$)/i;
/**
 * The pages that show a price in the buyer's currency (docs/decisions/098), where a browser's
 * language may change the bytes. Finnish pages are in euros whatever it says; Swedish pages
 * vary on it anyway (the language redirect).
 */
const buyerCurrencyPage = /^\/en\/shop(?:\/|$)/i;
/** What the root route sends to a signed-out visitor; a signed-in page says no-store. */
const signedOutCacheControl = "private, no-cache";
/** Headers of the app's answer that the cache writes itself. */
const ownHeaders = new Set(["cache-control", "vary", "content-security-policy", "content-length"]);

/** A stored page's compressed forms, shared by every stored copy of the same bytes. */
type Encodings = { gzip: Buffer; brotli: Buffer | null; brotliStarted: boolean };

export type CachedPage = {
  status: number;
  /** The app's headers but those of `ownHeaders`. */
  headers: [string, string][];
  /** The policy naming the inline elements' hashes. */
  policy: string;
  body: Buffer;
  /** A hash of the body: the ETag is it, quoted, with the coding's suffix. */
  tag: string;
  encodings: Encodings;
  bytes: number;
  storedAt: number;
};

/** What a request may be answered with from the cache. */
export type PageKey = {
  /** The stored page's key: host, path and query, the buyer's currency. */
  id: string;
  /**
   * Whether a shared cache may keep the answer: only when the request's Accept-Language alone
   * gives it. Not when a crawler or a script gets a Swedish page from which a browser asking the
   * same would be redirected (the answer depends on who asks), nor when a stored choice of
   * Swedish keeps a browser that prefers another language on it (it depends on the cookie).
   */
  shared: boolean;
  /** The request headers the page's bytes at this address depend on. */
  vary: string;
};

export type PageCacheOptions = {
  /** How long a page is served as it is; consistent with the settings' cache (decision 035). */
  freshMs?: number;
  /** Until then an older page is still served once while it is rendered again. */
  staleMs?: number;
  /** The most HTML kept, in bytes; the least recently used pages go first. */
  maxBytes?: number;
  /** How long a shared cache may keep a page (`s-maxage`), in seconds; 0: it may not. */
  sharedSeconds?: number;
  /** How long after that it may still answer with it while asking again. */
  sharedStaleSeconds?: number;
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

const brotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

export function createPageCache({
  freshMs = 5_000,
  staleMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  sharedSeconds = 5,
  sharedStaleSeconds = 10,
}: PageCacheOptions = {}) {
  const pages = new Map<string, CachedPage>();
  const refreshing = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  // Bumped by every invalidation: a page whose rendering began before it is not stored.
  let generation = 0;
  // The compressed forms of recent pages by their hash: a page rendered again with the same
  // bytes (every few seconds, and after an owner's change elsewhere) is not compressed again.
  const encodingsByTag = new Map<string, Encodings>();
  const maxEncodings = 256;

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  /** Gzip at once (a few milliseconds); brotli's best level (a few hundred) in the background. */
  function encodingsOf(tag: string, body: Buffer): Encodings {
    let encodings = encodingsByTag.get(tag);
    if (encodings) {
      encodingsByTag.delete(tag);
    } else {
      encodings = { gzip: zlib.gzipSync(body, { level: 9 }), brotli: null, brotliStarted: false };
    }
    encodingsByTag.set(tag, encodings);
    for (const oldest of encodingsByTag.keys()) {
      if (encodingsByTag.size <= maxEncodings) break;
      encodingsByTag.delete(oldest);
    }
    if (!encodings.brotliStarted) {
      encodings.brotliStarted = true;
      const forPage = encodings;
      zlib.brotliCompress(body, brotliOptions, (error, compressed) => {
        if (!error) forPage.brotli = compressed;
      });
    }
    return encodings;
  }

  const sharedCacheControl =
    sharedSeconds > 0
      ? `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedStaleSeconds}`
      : signedOutCacheControl;

  return {
    /**
     * The key of a request that may be answered from the cache, or null. The page's language is
     * in its path; no cookie changes the HTML (the banner's state is read in the browser); the
     * browser's country picks the shop's currency.
     */
    keyOf(request: RequestFacts): PageKey | null {
      if (request.method !== "GET") return null;
      const { headers, path } = request;
      if (headers["x-test-now"] !== undefined) return null;
      if (path.startsWith("/api/") || path.startsWith("/__") || path.endsWith(".data")) return null;
      if (personalPage.test(path) || isAdminPagePath(path)) return null;
      const cookie = headers.cookie ?? "";
      for (const [name] of cookiePairs(cookie)) if (name && !harmlessCookies.has(name)) return null;
      const { lang } = splitLocalizedPath(path);
      let shared = true;
      // A Swedish (bare) address may redirect a browser to its stored or preferred language
      // (app/root.tsx): those requests go to the app, the others all get the Swedish page. A
      // shared cache keeps it only for what Accept-Language alone decides (Vary names it).
      if (lang === "sv") {
        const byBrowser = languageFromAcceptLanguage(headers["accept-language"] ?? null);
        const preferred = languageFromCookie(cookie) ?? byBrowser;
        if (preferred !== "sv") {
          if (headers["sec-fetch-dest"] !== "empty" && !isbot(headers["user-agent"])) return null;
          shared = false;
        } else if (byBrowser !== "sv") shared = false;
      }
      // A shop page shows a Swede, Norwegian or Dane their own currency (docs/decisions/098).
      const currency = buyerCurrency(lang, headers["accept-language"] ?? null);
      // Not Cookie (docs/decisions/107): no cookie changes the bytes. A shared cache must still
      // pass a request with a session by (deploy/nginx.conf does), as this cache does above.
      // Not User-Agent: the answers that depend on it are private, and a private cache belongs
      // to one user agent.
      const vary =
        lang === "sv" || buyerCurrencyPage.test(path)
          ? "Accept-Encoding, Accept-Language"
          : "Accept-Encoding";
      return { id: `${request.host ?? ""} ${request.url} ${currency}`, shared, vary };
    },

    generation: () => generation,

    /** The Cache-Control of an answer from the cache. */
    cacheControl: (key: PageKey) => (key.shared ? sharedCacheControl : signedOutCacheControl),

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
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      if (!nonce) return null;
      const whole = hashedPage(await response.text(), policy, nonce);
      if (!whole) return null;
      const hashed = withStylesheetSubset(whole);
      const headers: [string, string][] = [];
      for (const [name, value] of response.headers.entries())
        if (!ownHeaders.has(name)) headers.push([name, value]);
      const body = Buffer.from(hashed.html);
      const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
      const encodings = encodingsOf(tag, body);
      const page: CachedPage = {
        status: response.status,
        headers,
        policy: hashed.policy,
        body,
        tag,
        encodings,
        // The HTML and its gzip now, its brotli (smaller) soon.
        bytes: body.length + 2 * encodings.gzip.length,
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

    /**
     * Renders a stale page again, once at a time per key: the page stored, or null when the
     * answer was not one to keep (it is then forgotten). Callers that do not wait for it answer
     * with the stale copy meanwhile.
     */
    refresh(key: string, render: () => Promise<Response>): Promise<CachedPage | null> {
      const running = refreshing.get(key);
      if (running) return running;
      const renderedInGeneration = generation;
      const done = render()
        .then(async (response) => {
          const page = await this.store(key, response, renderedInGeneration);
          if (!page) {
            remove(key);
            await response.body?.cancel();
          }
          return page;
        })
        .catch(() => {
          remove(key);
          return null;
        })
        .finally(() => refreshing.delete(key));
      refreshing.set(key, done);
      return done;
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

/** The entity tags of an If-None-Match header (weak or strong alike, RFC 9110 13.1.2). */
function requestedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
}

const suffixes = { br: "-br", gzip: "-gz" } as const;

/**
 * Sends a stored page: 304 when the client (a browser, or a shared cache revalidating) holds
 * this version in this coding, else brotli or gzip as the client takes them (brotli once it is
 * made), else the HTML as it is. Nothing is compressed per request, so the `compression`
 * middleware, which leaves an encoded answer alone, has nothing to do.
 */
export function sendCachedPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  state: "hit" | "miss",
  cacheControl: string,
  vary: string,
) {
  const { brotli, gzip } = page.encodings;
  const coding = chooseCoding(req.headers["accept-encoding"], brotli ? ["br", "gzip"] : ["gzip"]);
  const etag = `"${page.tag}${coding ? suffixes[coding] : ""}"`;
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", vary);
  res.setHeader("ETag", etag);
  res.setHeader("X-Page-Cache", state);
  // The tag of this coding only: a cache holding the gzip copy must not be told it holds the
  // brotli one.
  const held = requestedTags(req.headers["if-none-match"]);
  if (held.includes("*") || held.includes(etag)) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("Content-Security-Policy", page.policy);
  const body = coding === "br" ? brotli! : coding === "gzip" ? gzip : page.body;
  if (coding) res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
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
    const cached = key ? cache.get(key.id) : null;
    if (!key || !cached || cached.stale) return next();
    sendCachedPage(req, res, cached.page, "hit", cache.cacheControl(key), key.vary);
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
