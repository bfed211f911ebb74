import type { NotAPhotoReason } from "./not-a-photo-error.ts";
import type { ProcessedPhoto } from "./process-photo.server.ts";

// The messages between the web server and its photo process (photo-worker.server.ts and
// photo-worker-child.ts), sent with Node's "advanced" serialization so that Buffers travel as
// bytes, not as JSON arrays of numbers.

export type PhotoWorkerRequest = {
  id: number;
  original: Buffer;
  /** null: no watermark (the portfolio, decision 095). */
  watermarkText: string | null;
};

/** What the parent needs to throw the same error again on its side. */
export type PhotoWorkerFailure =
  | { kind: "notAPhoto"; reason: NotAPhotoReason; message: string }
  | { kind: "error"; name: string; message: string };

export type PhotoWorkerAnswer =
  | { id: number; ok: true; processed: ProcessedPhoto; download: Buffer }
  | { id: number; ok: false; failure: PhotoWorkerFailure };
