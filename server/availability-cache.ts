import zlib from "node:zlib";
import type {
  RequestHandler,
  Request as ExpressRequest,
  Response as ExpressResponse,
} from "express";
import { chooseCoding } from "./memory-assets.ts";

/**
 * GET /api/availability answers, kept for one second per process (docs/decisions/065). The
 * answer is public and the same for everyone asking for the same days; it costs two database
 * queries and a walk over a month of slots. A write in this process that succeeds (a booking,
 * a cancellation, the owner's blocks, states and rules) forgets them at once; a booking made on
 * another instance is seen within the second. The booking itself never trusts this answer: the
 * database refuses a taken slot (409) whatever the calendar showed.
 */

type Answer = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed once when stored, not per request. */
  gzip: Buffer;
  storedAt: number;
};

const path = "/api/availability";

export type AnswerCache = ReturnType<typeof createAvailabilityCache>;

export function createAvailabilityCache({ maxAgeMs = 1_000, maxEntries = 200 } = {}) {
  const answers = new Map<string, Promise<Answer | null>>();
  const stored = new Map<string, Answer>();
  let generation = 0;

  return {
    /** The key of a request this cache may answer, or null. */
    keyOf(req: {
      method: string;
      path: string;
      originalUrl: string;
      headers: Record<string, unknown>;
    }) {
      if (req.method !== "GET" || req.path !== path) return null;
      // A test clock changes which slots have begun (docs/decisions/018).
      if (req.headers["x-test-now"] !== undefined) return null;
      return req.originalUrl;
    },

    /**
     * The answer for `key`: a fresh stored one, the one being fetched, or `fetch`'s, which is
     * kept when it is a 200. Requests arriving meanwhile wait for that same one.
     */
    async answer(key: string, fetch: () => Promise<Response>): Promise<Answer | null> {
      const now = performance.now();
      const kept = stored.get(key);
      if (kept && now - kept.storedAt <= maxAgeMs) return kept;
      const pending = answers.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const fetching = fetch()
        .then(async (response) => {
          if (response.status !== 200) {
            await response.body?.cancel();
            return null;
          }
          const body = Buffer.from(await response.arrayBuffer());
          const answer: Answer = {
            status: response.status,
            headers: [...response.headers.entries()],
            body,
            gzip: zlib.gzipSync(body),
            storedAt: performance.now(),
          };
          if (startedIn === generation) {
            if (stored.size >= maxEntries) stored.clear();
            stored.set(key, answer);
          }
          return answer;
        })
        .finally(() => answers.delete(key));
      answers.set(key, fetching);
      return fetching;
    },

    clear() {
      generation++;
      stored.clear();
      answers.clear();
    },
  };
}

export function sendAnswer(req: ExpressRequest, res: ExpressResponse, answer: Answer) {
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.append(name, value);
  res.vary("Accept-Encoding");
  // An encoded answer is left alone by the compression middleware.
  const gzip = chooseCoding(req.headers["accept-encoding"], ["gzip"]) === "gzip";
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  const body = gzip ? answer.gzip : answer.body;
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** Any write that succeeds may change which slots are free: the cache is emptied. */
export function clearOnWrites(cache: AnswerCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS") {
      res.on("finish", () => {
        if (res.statusCode < 400) cache.clear();
      });
    }
    next();
  };
}
