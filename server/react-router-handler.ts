import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { limitedBody } from "./limited-body.ts";
import { sendCachedPage, type PageCache } from "./page-cache.ts";
import { sendAnswer, type AnswerCache } from "./availability-cache.ts";
import type { SendProblem } from "./problem.ts";
import { bodyLimitOf } from "./request-guards.ts";

/**
 * React Router's handler for Express. It does what @react-router/express does, except that the
 * body reaches the app through the size limit (docs/decisions/015) and the URL is built from the
 * host the guard checked; the adapter offers no hook for either.
 */
export function reactRouterHandler(
  build: ServerBuild,
  sendProblem: SendProblem,
  { pageCache, availabilityCache }: { pageCache?: PageCache; availabilityCache?: AnswerCache } = {},
): RequestHandler {
  const handle = createRequestHandler(build, "production");
  return async (req, res, next) => {
    try {
      // A signed-out page (docs/decisions/064): from the cache, or rendered and kept.
      const key = res.locals.privateAnswer
        ? null
        : (pageCache?.keyOf({
            method: req.method,
            url: req.originalUrl,
            path: req.path,
            host: req.host,
            headers: req.headers,
          }) ?? null);
      if (pageCache && key) {
        const cached = pageCache.get(key.id);
        if (cached) {
          let page = cached.page;
          if (cached.stale) {
            const refreshed = pageCache.refresh(key.id, () => handle(backgroundRequest(req)));
            // A conditional request is a shared cache (nginx, a CDN) asking again, or a browser:
            // it waits for the page rendered anew (one rendering for all who ask meanwhile), so
            // that a stale copy here never starts another lifetime there (docs/decisions/107).
            // The others get the stale copy at once (docs/decisions/064).
            if (req.headers["if-none-match"] !== undefined) page = (await refreshed) ?? page;
          }
          if (!res.destroyed && !res.writableEnded)
            sendCachedPage(req, res, page, "hit", pageCache.cacheControl(key), key.vary);
          return;
        }
      }
      // The calendar's free slots (docs/decisions/065): one answer a second for everyone.
      const answerKey = availabilityCache?.keyOf(req);
      if (availabilityCache && answerKey) {
        const answer = await availabilityCache.answer(answerKey, () =>
          handle(backgroundRequest(req)),
        );
        if (answer) {
          sendAnswer(req, res, answer);
          return;
        }
      }
      const request = fetchRequest(req, res, () => {
        if (res.headersSent) res.destroy();
        else void sendProblem(req, res, "payloadTooLarge", { Connection: "close" });
      });
      const generation = pageCache?.generation() ?? 0;
      const response = await handle(request);
      if (pageCache && key) {
        const page = await pageCache.store(key.id, response, generation);
        if (page) {
          if (!res.destroyed && !res.writableEnded)
            sendCachedPage(req, res, page, "miss", pageCache.cacheControl(key), key.vary);
          return;
        }
      }
      if (res.locals.privateAnswer) response.headers.set("Cache-Control", "private, no-store");
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** A GET of the same page, rendered again after its visitor has been answered. */
function backgroundRequest(req: ExpressRequest): Request {
  return new Request(requestUrl(req), { headers: requestHeaders(req) });
}

function requestUrl(req: ExpressRequest): URL {
  const protocol = req.protocol === "https" ? "https" : "http";
  return new URL(`${protocol}://${req.host ?? "localhost"}${req.originalUrl}`);
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function fetchRequest(req: ExpressRequest, res: ExpressResponse, onTooLarge: () => void) {
  const url = requestUrl(req);
  const headers = requestHeaders(req);
  // Aborts the app's work when the client goes away before the answer is complete.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: limitedBody(req, bodyLimitOf(res), onTooLarge), duplex: "half" }),
  });
}

async function sendResponse(res: ExpressResponse, response: globalThis.Response) {
  // Already answered (413 above) or the client is gone: drop the app's answer.
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
