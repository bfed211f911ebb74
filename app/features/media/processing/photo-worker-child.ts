import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// Types only: erased when Node strips them. Relative imports with their extension: plain Node
// runs this file, in production too (docs/decisions/089, "Amended").
import type * as NumberReaderModule from "../numbers/read-numbers.server.ts";
import type { Encoded } from "./process-photo.server.ts";
import type {
  MadeVariant,
  PhotoWorkerAnswer,
  PhotoWorkerRequest,
  ProcessRequest,
  ReadNumbersRequest,
} from "./photo-worker-protocol.ts";

// The photo process: started by photo-worker.server.ts with an IPC channel, it takes one request
// at a time: a photo to process (its variants and the buyer's download written to files in the
// server's scratch folder, answered with their sizes) or a photo to read jersey numbers from
// (answered with the numbers). Photos come and go as files, never in a message. It lives apart
// from the web server so that libvips' memory (glibc arenas held between photos), its CPU and
// any crash on a hostile file stay out of the process that answers visitors.

if (!process.send) {
  process.stderr.write("photo-worker-child.ts is started by photo-worker.server.ts (IPC)\n");
  process.exit(2);
}

/** Below the web server's 0: when both want a core, the visitor's request runs first. */
const niceness = 10;

// On Linux a niceness belongs to a thread, and new threads take their creator's. The threads
// that exist now (Node's own) are lowered one by one, before sharp is loaded, so that libuv's
// pool and libvips' threads, all created later, start at the lower priority.
function lowerPriority() {
  let threads: string[] = [];
  try {
    threads = fs.readdirSync("/proc/self/task");
  } catch {
    // No /proc: the process's main thread is all we can reach.
  }
  for (const thread of threads.length ? threads.map(Number) : [0]) {
    try {
      os.setPriority(thread, niceness);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}
lowerPriority();

// When the web server dies its end of the channel closes: no photo process outlives it.
process.on("disconnect", () => process.exit(0));

// sharp is loaded only now, after the priority is lowered.
const loaded = (async () => {
  const { configureSharpForWorker } = await import("./sharp-settings.server.ts");
  const { processPhoto, originalWithoutPersonalData } = await import("./process-photo.server.ts");
  const { NotAPhotoError } = await import("./not-a-photo-error.ts");
  configureSharpForWorker();
  return { processPhoto, originalWithoutPersonalData, NotAPhotoError };
})();

// The number reader is loaded by the first photo of an event gallery, not before: its model and
// onnxruntime take some 70 MB, and a read some 250 MB more while it runs (decision 094). It then
// stays for the next photo; the parent ends the whole process once it has been idle a while
// (photo-worker.server.ts), which gives all of it back.
let numberReader: Promise<typeof NumberReaderModule> | undefined;

/** An encoded variant written into the request's folder; its bytes stay out of the answer. */
async function written(variant: Encoded, dir: string): Promise<MadeVariant> {
  const { data, ...made } = variant;
  // The name is processPhoto's own ("preview-1280.webp"), never the request's.
  const file = path.join(dir, path.basename(made.name));
  await fs.promises.writeFile(file, data, { mode: 0o600 });
  return { ...made, file, bytes: data.length };
}

async function processOriginal(request: ProcessRequest): Promise<PhotoWorkerAnswer> {
  const { processPhoto, originalWithoutPersonalData } = await loaded;
  const original = await fs.promises.readFile(request.originalFile);
  const processed = await processPhoto(original, {
    watermarkText: request.watermarkText,
  });
  const download = await originalWithoutPersonalData(original);
  const downloadFile = path.join(request.outputDir, "download.jpg");
  await fs.promises.writeFile(downloadFile, download, { mode: 0o600 });
  const files = async (variants: Encoded[]) => {
    const made: MadeVariant[] = [];
    for (const variant of variants) made.push(await written(variant, request.outputDir));
    return made;
  };
  return {
    id: request.id,
    ok: true,
    kind: "process",
    processed: {
      width: processed.width,
      height: processed.height,
      thumbnail: await files(processed.thumbnail),
      preview: await files(processed.preview),
    },
    downloadFile,
  };
}

async function readNumbers(request: ReadNumbersRequest): Promise<PhotoWorkerAnswer> {
  // sharp's settings first: the reader decodes with it too.
  await loaded;
  numberReader ??= import("../numbers/read-numbers.server.ts").catch((error: unknown) => {
    numberReader = undefined;
    throw error;
  });
  const { readJerseyNumbers, acceptThreshold } = await numberReader;
  const readings = await readJerseyNumbers(await fs.promises.readFile(request.imageFile));
  const numbers = readings.filter((reading) => reading.score >= acceptThreshold);
  return { id: request.id, ok: true, kind: "readNumbers", numbers };
}

async function answer(request: PhotoWorkerRequest): Promise<PhotoWorkerAnswer> {
  const { NotAPhotoError } = await loaded;
  try {
    return request.kind === "readNumbers"
      ? await readNumbers(request)
      : await processOriginal(request);
  } catch (error) {
    if (error instanceof NotAPhotoError)
      return {
        id: request.id,
        ok: false,
        failure: { kind: "notAPhoto", reason: error.reason, message: error.message },
      };
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { id: request.id, ok: false, failure: { kind: "error", name, message } };
  }
}

// Listening from the start: a message that arrives before a listener exists is dropped, and the
// first photo is sent as soon as the process is forked. One photo at a time: the parent sends
// the next request only after this one's answer.
process.on("message", (request: PhotoWorkerRequest) => {
  void answer(request).then((message) => {
    if (process.connected) process.send?.(message);
  });
});
