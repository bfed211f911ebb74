import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { limitedBody } from "./limited-body.ts";
import type { SendProblem } from "./problem.ts";
import { bodyLimit } from "./request-guards.ts";

/**
 * React Router's handler for Express. It does what @react-router/express does, except that the
 * body reaches the app through the size limit (docs/decisions/015) and the URL is built from the
 * host the guard checked; the adapter offers no hook for either.
 */
export function reactRouterHandler(build: ServerBuild, sendProblem: SendProblem): RequestHandler {
  const handle = createRequestHandler(build, "production");
  return async (req, res, next) => {
    try {
      const request = fetchRequest(req, res, () => {
        if (res.headersSent) res.destroy();
        else void sendProblem(req, res, "payloadTooLarge", { Connection: "close" });
      });
      const response = await handle(request);
      if (res.locals.privateAnswer) response.headers.set("Cache-Control", "private, no-store");
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function fetchRequest(req: ExpressRequest, res: ExpressResponse, onTooLarge: () => void) {
  const protocol = req.protocol === "https" ? "https" : "http";
  const url = new URL(`${protocol}://${req.host ?? "localhost"}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
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
    ...(hasBody && { body: limitedBody(req, bodyLimit(req.path), onTooLarge), duplex: "half" }),
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
