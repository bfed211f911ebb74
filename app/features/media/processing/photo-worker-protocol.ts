import type { NumberReading } from "../numbers/read-numbers.server.ts";
import type { NotAPhotoReason } from "./not-a-photo-error.ts";
import type { ProcessedPhoto } from "./process-photo.server.ts";

// The messages between the web server and its photo process (photo-worker.server.ts and
// photo-worker-child.ts), sent with Node's "advanced" serialization so that Buffers travel as
// bytes, not as JSON arrays of numbers. One request at a time, each answered with its own id.

/** A photo's variants and the buyer's download (docs/decisions/089). */
export type ProcessRequest = {
  id: number;
  kind: "process";
  original: Buffer;
  /** null: no watermark (the portfolio, decision 095). */
  watermarkText: string | null;
};

/** The jersey numbers in a photo (docs/decisions/094): the original, never a watermarked view. */
export type ReadNumbersRequest = { id: number; kind: "readNumbers"; image: Buffer };

export type PhotoWorkerRequest = ProcessRequest | ReadNumbersRequest;

/** What the parent needs to throw the same error again on its side. */
export type PhotoWorkerFailure =
  | { kind: "notAPhoto"; reason: NotAPhotoReason; message: string }
  | { kind: "error"; name: string; message: string };

export type PhotoWorkerAnswer =
  | { id: number; ok: true; kind: "process"; processed: ProcessedPhoto; download: Buffer }
  /** The numbers read with at least the reader's accept threshold, best first. */
  | { id: number; ok: true; kind: "readNumbers"; numbers: NumberReading[] }
  | { id: number; ok: false; failure: PhotoWorkerFailure };
