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
const rssBeforeModelMB = Math.round(process.memoryUsage.rss() / 2 ** 20);
let started = performance.now();
await loadNumberReader();
const loadSeconds = (performance.now() - started) / 1000;
const rssAfterModelMB = Math.round(process.memoryUsage.rss() / 2 ** 20);

type Result = { photo: JerseyPhoto; readings: NumberReading[]; seconds: number };
const results: Result[] = [];
for (const photo of photos) {
  started = performance.now();
  const readings = await readJerseyNumbers(photo.file, options);
  results.push({ photo, readings, seconds: (performance.now() - started) / 1000 });
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
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

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
  modelLoadSeconds: round(loadSeconds, 2),
  rssBeforeModelMB,
  rssAfterModelMB,
  rssAfterReadingMB: Math.round(process.memoryUsage.rss() / 2 ** 20),
  peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
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
