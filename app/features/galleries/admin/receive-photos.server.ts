import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { DomainError } from "~/features/api/domain-error";

// A multipart upload read as it arrives (docs/decisions/089, "Amended again"): each file of the
// field is written to a scratch file as its bytes come, so the server holds a chunk at a time
// instead of the whole body and a copy of it (request.formData() buffers every file, and the
// File's arrayBuffer() copies it again: 50 MB became 150 MB of heap). Limits are enforced while
// reading: the 51st megabyte or the 21st file stops the request there.

export type ReceivedFile = {
  /** The name the owner's computer gave the file, as sent (cleaned by the caller). */
  name: string;
  /** The scratch file holding its bytes. */
  file: string;
  bytes: number;
};

export type ReceiveLimits = { field: string; maxBytes: number; maxFiles: number };

/** Too many files, or one too large: the caller's validation or 413 names it. */
export class ReceiveLimitError extends Error {
  readonly limit: "files" | "bytes";
  readonly fileName?: string;
  constructor(limit: "files" | "bytes", fileName?: string) {
    super(limit === "files" ? "too many files" : `file too large: ${fileName}`);
    this.name = "ReceiveLimitError";
    this.limit = limit;
    this.fileName = fileName;
  }
}

/**
 * The files of `field` in a multipart request, each in a file under `dir`, in the order sent.
 * Other fields and other files are read past and dropped. Throws a DomainError for a body that
 * is not multipart or is malformed, a ReceiveLimitError past a limit.
 */
export async function receiveFiles(
  request: Request,
  dir: string,
  limits: ReceiveLimits,
): Promise<ReceivedFile[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type) || !request.body)
    throw new DomainError("unsupportedMediaType");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      // Browsers send a file name as UTF-8 bytes ("Ålö.jpg"); busboy would read it as Latin-1.
      defParamCharset: "utf8",
      // One more than allowed, so that "too many" is seen rather than the extra silently dropped.
      limits: { files: limits.maxFiles + 1, fileSize: limits.maxBytes, fields: 50, parts: 100 },
    });
  } catch {
    // No boundary, or one busboy cannot use.
    throw new DomainError("invalidBody");
  }

  const received: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  let failure: ReceiveLimitError | undefined;
  // A limit passed ends the reading there: the rest of the body is not read (the server
  // discards it within its own limit) and nothing more is written.
  const stop = new AbortController();
  const fail = (error: ReceiveLimitError) => {
    failure ??= error;
    // After the parser's callback that found it has returned: destroying busboy from inside its
    // own event throws where nothing can catch it.
    queueMicrotask(() => stop.abort());
  };
  // A file that could not be written (a full disk): the server's fault, not the request's. A
  // malformed or cut body also ends the file being written, with the parser's error: that is
  // the request's fault.
  let writeError: Error | undefined;
  let bodyError = false;
  parser.on("error", () => (bodyError = true));

  parser.on("file", (field, stream, info) => {
    if (field !== limits.field || failure) return void stream.resume();
    if (received.length >= limits.maxFiles) {
      fail(new ReceiveLimitError("files"));
      return void stream.resume();
    }
    const entry: ReceivedFile = {
      name: info.filename ?? "",
      file: path.join(dir, `upload-${received.length}`),
      bytes: 0,
    };
    received.push(entry);
    stream.on("data", (chunk: Buffer) => (entry.bytes += chunk.length));
    stream.on("limit", () => fail(new ReceiveLimitError("bytes", entry.name)));
    writes.push(
      pipeline(stream, fs.createWriteStream(entry.file, { mode: 0o600 })).catch((error: Error) => {
        writeError ??= error;
        stop.abort();
      }),
    );
  });
  parser.on("filesLimit", () => fail(new ReceiveLimitError("files")));

  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  try {
    await pipeline(body, parser, { signal: stop.signal });
  } catch {
    await Promise.allSettled(writes);
    if (failure) throw failure;
    if (writeError && !bodyError) throw writeError;
    throw new DomainError("invalidBody");
  }
  await Promise.allSettled(writes);
  if (failure) throw failure;
  if (writeError) throw writeError;
  // A form sent with no file chosen has an empty part without a name.
  return received.filter((entry) => !(entry.bytes === 0 && entry.name === ""));
}
