// npm run bench:numbers — how well the jersey number reader (app/features/media/numbers/) does
// on generated hockey photos whose numbers are known (scripts/placeholders/jerseys.ts): precision
// and recall of the numbers suggested as accepted by default, counted per number occurrence (a
// number in a photo), at the threshold in use and at others for tuning; the recall of each kind
// of photo; seconds per photo; model load time; memory. Not a test: figures for decision 091.
// The photos are generated into reports/bench-numbers-photos/ first, then read by a second
// process, so that its memory figures are the reader's alone.
// Flags: --count=60 --seed=2 (the seed of the labelled set; the tests use another one)
//        --from=DIR (photos and their labels.json as scripts/placeholders/jerseys.ts writes them,
//        or real photos labelled by hand: [{ "file": "a.jpg", "numbers": ["17"] }])
//        --max-side=1600 (the reading option) --threshold=0.95 --show (every photo's result)
//        --in-worker: read in the photo process as the server does (createPhotoWorker: two
//        malloc arenas, sharp's worker settings; each photo processed first, then read, as the
//        job runner does) and report that process's peak memory (VmHWM); it answers only the
//        readings at or above the accept threshold, so the sweep below it says nothing.
// The figures are written to reports/bench-numbers.json as well.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  acceptThreshold,
  defaultReadOptions,
  loadNumberReader,
  readJerseyNumbers,
  suggestedNumbers,
  type NumberReading,
} from "../app/features/media/numbers/read-numbers.server.ts";
import {
  generateJerseyPhotos,
  writeJerseyPhotos,
  type JerseyPhoto,
} from "./placeholders/jerseys.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "60" },
    seed: { type: "string", default: "2" },
    "max-side": { type: "string", default: String(defaultReadOptions.maxSide) },
    threshold: { type: "string", default: String(acceptThreshold) },
    show: { type: "boolean", default: false },
    from: { type: "string" },
    "in-worker": { type: "boolean", default: false },
  },
});

if (!values.from) {
  const started = performance.now();
  const photos = await generateJerseyPhotos({
    count: Number(values.count),
    seed: Number(values.seed),
  });
  const dir = path.resolve("reports/bench-numbers-photos");
  fs.rmSync(dir, { recursive: true, force: true });
  writeJerseyPhotos(dir, photos);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${photos.length} photos generated into ${dir} in ${seconds} s`);
  const child = spawnSync(
    process.execPath,
    [import.meta.filename, `--from=${dir}`, ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(child.status ?? 1);
}

const options = { maxSide: Number(values["max-side"]) };
const threshold = Number(values.threshold);

function labelledPhotos(dir: string): JerseyPhoto[] {
  const labels = JSON.parse(fs.readFileSync(path.join(dir, "labels.json"), "utf8")) as {
    file: string;
    numbers: string[];
    width?: number;
    height?: number;
    traits?: JerseyPhoto["traits"];
  }[];
  return labels.map(({ file, numbers, width = 0, height = 0, traits = [] }) => ({
    name: file,
    file: fs.readFileSync(path.join(dir, file)),
    width,
    height,
    numbers,
    traits,
  }));
}

const photos = labelledPhotos(values.from);
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
type Result = { photo: JerseyPhoto; readings: NumberReading[]; seconds: number };
const results: Result[] = [];
let started = performance.now();
let loadSeconds = 0;
let memory: Record<string, number>;
if (values["in-worker"]) {
  memory = await readInWorker();
} else {
  const rssBeforeModelMB = Math.round(process.memoryUsage.rss() / 2 ** 20);
  await loadNumberReader();
  loadSeconds = (performance.now() - started) / 1000;
  const rssAfterModelMB = Math.round(process.memoryUsage.rss() / 2 ** 20);
  for (const photo of photos) {
    started = performance.now();
    const readings = await readJerseyNumbers(photo.file, options);
    results.push({ photo, readings, seconds: (performance.now() - started) / 1000 });
  }
  memory = {
    rssBeforeModelMB,
    rssAfterModelMB,
    rssAfterReadingMB: Math.round(process.memoryUsage.rss() / 2 ** 20),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

/**
 * Every photo processed and then read in one photo process, as the job runner does; its memory
 * from /proc (VmHWM: the peak so far). The reader's options are its defaults there.
 */
async function readInWorker(): Promise<Record<string, number>> {
  const { createPhotoWorker } =
    await import("../app/features/media/processing/photo-worker.server.ts");
  const worker = createPhotoWorker({ idleMs: 600_000 });
  const status = (field: string) => {
    const text = fs.readFileSync(`/proc/${worker.pid()}/status`, "utf8");
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)![1]) / 1024);
  };
  const figures: Record<string, number> = {};
  // The photo process reads and writes files (decision 089, "Amended again").
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-numbers-"));
  try {
    for (const [i, photo] of photos.entries()) {
      const originalFile = path.join(scratch, "original");
      fs.writeFileSync(originalFile, photo.file);
      await worker.process({ originalFile, outputDir: scratch, watermarkText: "Nordic Media" });
      if (i === 0) figures.peakAfterFirstProcessMB = status("VmHWM");
      started = performance.now();
      const readings = await worker.readNumbers(originalFile);
      results.push({ photo, readings, seconds: (performance.now() - started) / 1000 });
      if (i === 0) figures.peakAfterFirstReadMB = status("VmHWM");
    }
    figures.workerRssAtEndMB = status("VmRSS");
    figures.workerPeakRssMB = status("VmHWM");
    // utime + stime, in clock ticks of 1/100 s: processing and reading together.
    const stat = fs.readFileSync(`/proc/${worker.pid()}/stat`, "utf8").split(") ")[1]!.split(" ");
    figures.workerCpuSecondsPerPhoto = round(
      (Number(stat[11]) + Number(stat[12])) / 100 / photos.length,
      2,
    );
  } finally {
    await worker.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return figures;
}

/** Precision and recall of the suggestions at `at`, over `of` photos. */
function score(of: Result[], at: number) {
  let found = 0;
  let wrong = 0;
  let labelled = 0;
  for (const { photo, readings } of of) {
    const suggested = new Set(suggestedNumbers(readings, at));
    labelled += photo.numbers.length;
    for (const number of suggested) {
      if (photo.numbers.includes(number)) found++;
      else wrong++;
    }
  }
  return {
    precision: found + wrong ? found / (found + wrong) : 1,
    recall: labelled ? found / labelled : 1,
    found,
    wrong,
    labelled,
  };
}

const atThreshold = score(results, threshold);
const sweep = [0.5, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99, 0.995].map((at) => {
  const s = score(results, at);
  return { threshold: at, precision: round(s.precision), recall: round(s.recall), wrong: s.wrong };
});
const traits = [...new Set(photos.flatMap((p) => p.traits))];
const byTrait = traits.map((trait) => {
  const s = score(
    results.filter((r) => r.photo.traits.includes(trait)),
    threshold,
  );
  return { trait, photos: photos.filter((p) => p.traits.includes(trait)).length, ...s };
});
const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
const misses = results.flatMap(({ photo, readings }) => {
  const suggested = suggestedNumbers(readings, threshold);
  const missed = photo.numbers.filter((x) => !suggested.includes(x));
  const wrong = suggested.filter((x) => !photo.numbers.includes(x));
  return missed.length || wrong.length
    ? [
        {
          photo: photo.name,
          size: `${photo.width}×${photo.height}`,
          traits: photo.traits.join(","),
          labelled: photo.numbers.join(","),
          missed: missed.join(","),
          wrong: wrong.join(","),
          read: readings.map((r) => `${r.number}@${r.score.toFixed(3)}`).join(" "),
        },
      ]
    : [];
});

if (values.show)
  console.table(
    results.map(({ photo, readings, seconds: s }) => ({
      photo: photo.name,
      labelled: photo.numbers.join(","),
      read: readings.map((r) => `${r.number}@${r.score.toFixed(3)}`).join(" "),
      seconds: round(s, 2),
    })),
  );
if (misses.length) console.table(misses);
console.table(sweep);
console.table(
  byTrait.map((t) => ({ ...t, precision: round(t.precision), recall: round(t.recall) })),
);
const report = {
  photos: photos.length,
  numbers: atThreshold.labelled,
  options,
  threshold,
  precision: round(atThreshold.precision),
  recall: round(atThreshold.recall),
  found: atThreshold.found,
  wrong: atThreshold.wrong,
  secondsPerPhoto: {
    mean: round(seconds.reduce((a, b) => a + b, 0) / seconds.length, 2),
    median: round(seconds[Math.floor(seconds.length / 2)]!, 2),
    max: round(seconds.at(-1)!, 2),
  },
  inWorker: values["in-worker"],
  modelLoadSeconds: round(loadSeconds, 2),
  ...memory,
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((x) => round(x, 1)),
  sweep,
};
console.info(JSON.stringify(report, null, 2));
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync(
  "reports/bench-numbers.json",
  JSON.stringify({ ...report, byTrait, misses }, null, 2),
);
