import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import { maxBodyBytes } from "./request-guards.ts";

/** How long a closing connection still takes in what the client sends (see lingerOnClose). */
const lingerMs = 2_000;

/**
 * An answer sent before its request's body was read (a 404 or 405 to a POST, a refusal, an
 * action that never looks at the body) must not leave the connection waiting for that body.
 * Node reads no further once the app has started reading and paused (./limited-body.ts reads
 * only as fast as the app), so the next request on a kept-alive connection was never parsed:
 * behind nginx, whose upstream connections are pooled, another visitor's request then waited
 * for 60 s and got 504 (security review 2, finding 1).
 *
 * So, once the answer is out, what is left of the body is read and thrown away, and the
 * connection reads on — when the body declared a length within the ordinary limit (64 KB). A
 * larger body, or one of unknown length (chunked), that has not all arrived when the answer
 * starts is not waited for: the answer says `Connection: close`, and Node closes the connection
 * once it is out (lingering a moment, see lingerOnClose). Closing a small body's connection
 * instead would make the client's write of the rest fail (EPIPE) before it could read the answer.
 */
export function closeOnUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    const chunked = req.headers["transfer-encoding"] !== undefined;
    const declared = Number(req.headers["content-length"]);
    if (!chunked && !(declared > 0)) return next();
    const drainable = !chunked && declared <= maxBodyBytes;
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!req.complete && !drainable && !this.headersSent) {
        this.setHeader("Connection", "close");
        lingerOnClose(req.socket);
      }
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

/**
 * Node closes a connection whose answer said `Connection: close` as soon as the answer is out.
 * Unread bytes still arriving then make the kernel reset the connection, and a client still
 * writing its body gets EPIPE or loses the answer it has not read yet. So, as nginx's
 * lingering close does: send the end of the answer, read on (the request's body is discarded)
 * until the client has closed its side too, and close for good after at most two seconds.
 */
function lingerOnClose(socket: Socket) {
  socket.destroySoon = function (this: Socket) {
    if (this.writable) this.end();
    const close = () => this.destroy();
    setTimeout(close, lingerMs).unref();
    this.once("end", close);
    this.resume();
  };
}
