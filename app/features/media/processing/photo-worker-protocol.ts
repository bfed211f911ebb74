import type { NumberReading } from "../numbers/read-numbers.server.ts";
import type { NotAPhotoReason } from "./not-a-photo-error.ts";
import type { Encoded } from "./process-photo.server.ts";

// The messages between the web server and its photo process (photo-worker.server.ts and
// photo-worker-child.ts). One request at a time, each answered with its own id. Photos travel
// as files in a scratch folder, never in a message (docs/decisions/089, "Amended again"): a
// 10–50 MB buffer sent or received costs the web server its size two or three times over in
// heap and garbage collections that the visitors' requests wait for.

/** A photo's variants and the buyer's download (docs/decisions/089). */
export type ProcessRequest = {
  id: number;
  kind: "process";
  /** The original, staged in a scratch file by the server. */
  originalFile: string;
  /** Where the child writes what it makes (a scratch folder of the server's). */
  outputDir: string;
  /** null: no watermark (the portfolio, decision 095). */
  watermarkText: string | null;
};

/** The jersey numbers in a photo (docs/decisions/094): the original, never a watermarked view. */
export type ReadNumbersRequest = { id: number; kind: "readNumbers"; imageFile: string };

/** A variant the photo process made: as processPhoto encodes it, written to `file`. */
export type MadeVariant = Omit<Encoded, "data"> & { file: string; bytes: number };

/** processPhoto's answer with its variants written to files. */
export type ProcessedFiles = {
  /** The original's size as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  thumbnail: MadeVariant[];
  preview: MadeVariant[];
};

export type PhotoWorkerRequest = ProcessRequest | ReadNumbersRequest;

/** What the parent needs to throw the same error again on its side. */
export type PhotoWorkerFailure =
  | { kind: "notAPhoto"; reason: NotAPhotoReason; message: string }
  | { kind: "error"; name: string; message: string };

export type PhotoWorkerAnswer =
  | { id: number; ok: true; kind: "process"; processed: ProcessedFiles; downloadFile: string }
  /** The numbers read with at least the reader's accept threshold, best first. */
  | { id: number; ok: true; kind: "readNumbers"; numbers: NumberReading[] }
  | { id: number; ok: false; failure: PhotoWorkerFailure };
