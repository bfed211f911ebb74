// How long a gallery's photos take to process, and how much memory it costs (docs/decisions/089):
//   npm run bench:photos [-- --count 300 --distinct 10 --size 6000x4000]
// makes `distinct` synthetic 24 MP camera JPEGs (about 7–8 MB each; making one takes a few
// seconds, so `count` photos reuse them in turn: nothing is cached between photos but the
// watermark's tile, as in the job) in a child process, so that making them leaves nothing in
// this one's memory; then processes `count` of them one after another as the job will: read
// the file, previews and thumbnail, the buyer's download. It prints the total time,
// wall and CPU time per photo (p50, p95), the peak memory (RSS sampled every 20 ms) and the
// machine's load, since a shared machine's wall times say less than its CPU times.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  processPhoto,
  originalWithoutPersonalData,
} from "../app/features/media/processing/process-photo.server.ts";
import { configureSharpForWorker } from "../app/features/media/processing/sharp-settings.server.ts";
import { syntheticPhoto } from "../tests/support/test-photos.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "300" },
    distinct: { type: "string", default: "10" },
    size: { type: "string", default: "6000x4000" },
    text: { type: "string", default: "Nordic Media Studio" },
    make: { type: "string" },
  },
});
const count = Number(values.count);
const distinct = Math.min(count, Number(values.distinct));
const [width, height] = values.size.split("x").map(Number) as [number, number];
if (!(count > 0 && distinct > 0 && width > 0 && height > 0)) {
  console.error("usage: bench-photos [--count N] [--distinct K] [--size WxH] [--text T]");
  process.exit(2);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const photoFile = (dir: string, index: number) => path.join(dir, `photo-${index}.jpg`);

if (values.make) {
  // The child: make the photos, then exit.
  for (let i = 0; i < distinct; i++)
    fs.writeFileSync(photoFile(values.make, i), await syntheticPhoto(width, height));
  process.exit(0);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-photos-"));
try {
  console.info(`making ${distinct} ${width}×${height} JPEGs in ${dir} …`);
  execFileSync(
    process.execPath,
    [
      import.meta.filename,
      "--make",
      dir,
      "--distinct",
      String(distinct),
      "--count",
      String(count),
      "--size",
      values.size,
    ],
    { stdio: "inherit" },
  );
  const files = Array.from({ length: distinct }, (_, index) => photoFile(dir, index));
  const sizes = files.map((file) => fs.statSync(file).size);
  console.info(`  ${mb(Math.min(...sizes))}–${mb(Math.max(...sizes))} each`);

  configureSharpForWorker();
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20);
  const rssAtStart = process.memoryUsage.rss();
  const loadAtStart = os.loadavg()[0]!;
  const wall: number[] = [];
  const cpu: number[] = [];
  const outputBytes = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const cpuBefore = process.cpuUsage();
    const before = performance.now();
    const original = fs.readFileSync(files[i % distinct]!);
    const processed = await processPhoto(original, { watermarkText: values.text });
    const download = await originalWithoutPersonalData(original);
    wall.push(performance.now() - before);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    for (const variant of [...processed.preview, ...processed.thumbnail])
      outputBytes.set(variant.name, (outputBytes.get(variant.name) ?? 0) + variant.data.length);
    outputBytes.set("download.jpg", (outputBytes.get("download.jpg") ?? 0) + download.length);
    if ((i + 1) % 10 === 0 || i + 1 === count)
      console.info(
        `  ${i + 1}/${count}  rss ${mb(process.memoryUsage.rss())}  peak ${mb(peakRss)}`,
      );
  }
  const total = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.info(`
photos                ${count} of ${width}×${height} (${distinct} distinct pictures)
total                 ${total.toFixed(1)} s  (${(total / count).toFixed(2)} s a photo; 300 photos ≈ ${(((total / count) * 300) / 60).toFixed(1)} min)
wall per photo        p50 ${ms(percentile(wall, 50))}  p95 ${ms(percentile(wall, 95))}  max ${ms(Math.max(...wall))}
CPU per photo         p50 ${ms(percentile(cpu, 50))}  p95 ${ms(percentile(cpu, 95))}  (both cores together)
RSS                   at start ${mb(rssAtStart)}, peak ${mb(peakRss)} (sampled), max ${mb(process.resourceUsage().maxRSS * 1024)} (kernel)
load average          ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0]!.toFixed(1)} at the end, on ${os.availableParallelism()} cores
mean output           ${[...outputBytes].map(([name, bytes]) => `${name} ${(bytes / count / 1024).toFixed(0)} KB`).join(", ")}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
