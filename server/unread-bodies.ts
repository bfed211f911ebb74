import type { RequestHandler } from "express";

/**
 * An answer sent before its request's body was read (a 404 or 405 to a POST, a refusal, an
 * action that never looks at the body) must not leave the connection waiting for that body.
 * Node reads no further once the app has started reading and paused (./limited-body.ts reads
 * only as fast as the app), so the next request on a kept-alive connection was never parsed:
 * behind nginx, whose upstream connections are pooled, another visitor's request then waited
 * for 60 s and got 504 (security review 2, finding 1).
 *
 * So: an answer whose request body has not fully arrived says `Connection: close`, and Node
 * closes the connection once the answer is out; a body that has arrived but was not read (at
 * most the buffered bytes within the body limit) is discarded, so the connection reads on.
 */
export function closeOnUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    const hasBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
    if (!hasBody) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    res.on("finish", () => {
      if (req.readableEnded) return;
      // The body's reader (if any) is done with it: what is left is thrown away.
      req.removeAllListeners("data");
      req.resume();
    });
    next();
  };
}
