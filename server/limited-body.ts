import type { IncomingMessage } from "node:http";

export class BodyTooLarge extends Error {
  constructor() {
    super("request body over the limit");
    this.name = "BodyTooLarge";
  }
}

/**
 * The request body as a web stream, read only as fast as the app consumes it. Once more than
 * `limit` bytes have arrived the stream errors and `onTooLarge` runs (it answers 413); reading
 * stops there. A body the app stops reading early is discarded, within the same limit.
 */
export function limitedBody(
  req: IncomingMessage,
  limit: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  let received = 0;
  let target: ReadableStreamDefaultController<Uint8Array> | undefined;
  const finish = (error?: Error) => {
    if (error) target?.error(error);
    else target?.close();
    target = undefined;
  };
  const onData = (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received > limit) {
      req.off("data", onData);
      req.pause();
      finish(new BodyTooLarge());
      onTooLarge();
      return;
    }
    if (!target) return; // discarding what the app did not read
    target.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((target.desiredSize ?? 0) <= 0) req.pause();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      target = controller;
      req.on("data", onData);
      req.once("end", () => finish());
      req.once("error", (error) => finish(error));
      // A body that ends without "end" was cut short by the client: never hand it on as whole.
      req.once("close", () => finish(new Error("request body incomplete")));
    },
    pull() {
      req.resume();
    },
    cancel() {
      target = undefined;
      req.resume();
    },
  });
}
