// npm run bench:galleries [-- --count 300 --distinct 10 --seconds 10 --every 60 --rate 100]
// A gallery's photos processed by the built server while visitors load the home page
// (docs/decisions/089, "Amended"). The server starts on a fresh data folder with an owner; the
// signed-out home page's p99 is measured idle (autocannon, `seconds`); then `count` generated
// 6,000 × 4,000 JPEGs (about 7–8 MB, like a 24 MP camera's; `distinct` of them made and
// uploaded in turn) go up one per request, as the back office sends them. While the photo
// process works, every `every` seconds the home page is measured twice, once with the photo
// process working and once with it paused (SIGSTOP), in turns, so that the two differ in that
// only and not in what the shared machine's other work did; and once more idle at the end.
// Printed: the time from the first upload to the last photo ready (less the pauses), and to
// the last jersey number read (an event gallery's photos are read after they are ready, by
// photo.readNumbers jobs, decision 094; none with READ_JERSEY_NUMBERS=off), the
// server's and the photo process's peak memory (VmRSS every 250 ms, until the last read), their
// CPU time per photo and the machine's load, since a shared machine's wall times say less than its CPU times.
// `--rate 0` loads the home page as fast as autocannon can instead of at `rate` requests a
// second. Loopback only, bounded in time. Not a test: figures for notes
// (reports/bench-galleries.json).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "../app/db/client.server.ts";
import { copyTemplate, ensureTemplate } from "../app/db/template.server.ts";
import { seedAdmin } from "../tests/support/seed-admin.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "300" },
    distinct: { type: "string", default: "10" },
    seconds: { type: "string", default: "10" },
    every: { type: "string", default: "60" },
    rate: { type: "string", default: "100" },
    connections: { type: "string", default: "10" },
    "give-up-minutes": { type: "string", default: "60" },
  },
});
const count = Number(values.count);
const distinct = Math.min(count, Number(values.distinct));
const seconds = Number(values.seconds);
const every = Number(values.every);
const rate = Number(values.rate);
const connections = Number(values.connections);
const giveUpMs = Number(values["give-up-minutes"]) * 60_000;
/** BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server (node --cpu-prof) for the run. */
const cpuProfileDir = process.env.BENCH_CPU_PROF;
if (!(count > 0 && distinct > 0 && seconds > 0 && every >= seconds && rate >= 0)) {
  console.error(
    "usage: bench-galleries [--count N] [--distinct K] [--seconds S] [--every E ≥ S] [--rate R]",
  );
  process.exit(2);
}
if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- /proc: memory, CPU and children of a process.

function procField(pid: number, name: string): number {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${name}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
/** utime + stime in seconds (clock ticks of 1/100 s), and the niceness. */
function procStat(pid: number): { cpu: number; nice: number } | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, nice: Number(fields[16]) };
  } catch {
    return undefined;
  }
}
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) =>
        fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/),
      )
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

type Sampler = {
  peakServer: number;
  peakChild: number;
  peakTogether: number;
  /** Last CPU seconds seen of each photo process (a crashed one is replaced by a new pid). */
  childCpu: Map<number, number>;
  /** Last niceness seen of each (the first sample may catch one before it lowered its own). */
  childNice: Map<number, number>;
  stop(): void;
};
function sampleMemory(serverPid: number): Sampler {
  const sampler: Sampler = {
    peakServer: 0,
    peakChild: 0,
    peakTogether: 0,
    childCpu: new Map(),
    childNice: new Map(),
    stop: () => clearInterval(timer),
  };
  const timer = setInterval(() => {
    const server = procField(serverPid, "VmRSS");
    let children = 0;
    for (const child of childrenOf(serverPid)) {
      const rss = procField(child, "VmRSS");
      children += rss;
      sampler.peakChild = Math.max(sampler.peakChild, rss);
      const stat = procStat(child);
      if (stat) {
        sampler.childCpu.set(child, stat.cpu);
        sampler.childNice.set(child, stat.nice);
      }
    }
    sampler.peakServer = Math.max(sampler.peakServer, server);
    sampler.peakTogether = Math.max(sampler.peakTogether, server + children);
  }, 250);
  return sampler;
}

// --- The server, its owner, a gallery.

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const profile = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO_GALLERY: "off",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error("server did not start");
}

type Photo = { status: string; readingNumbers: boolean };

async function ownerSession(origin: string, owner: { email: string; password: string }) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const call = (urlPath: string, init: RequestInit = {}) =>
    fetch(origin + urlPath, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie, origin },
    });
  return call;
}

// --- The home page's p99 (signed out: no cookie).

async function homeP99(origin: string, duration: number) {
  const result = await autocannon({
    url: `${origin}/`,
    connections,
    duration,
    ...(rate > 0 && { overallRate: rate }),
  });
  return {
    p99: result.latency.p99,
    p50: result.latency.p50,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

// --- The run.

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-galleries-"));
let server: ChildProcess | undefined;
let dataDir: string | undefined;
try {
  console.info(`making ${distinct} 6000×4000 JPEGs …`);
  // In a process of its own (scripts/bench-photos.ts --make): nothing of it stays here.
  execFileSync(
    process.execPath,
    [
      "scripts/bench-photos.ts",
      "--make",
      work,
      "--distinct",
      String(distinct),
      "--count",
      String(distinct),
    ],
    { stdio: "inherit" },
  );
  const files = Array.from({ length: distinct }, (_, i) =>
    fs.readFileSync(path.join(work, `photo-${i}.jpg`)),
  );

  await ensureTemplate();
  dataDir = copyTemplate();
  const handle = await openDatabase({ dataDir });
  const owner = await seedAdmin(handle.db);
  await handle.close();

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = await startServer(port, dataDir);
  const serverPid = server.pid!;
  const call = await ownerSession(origin, owner);
  const created = await call("/api/admin/galleries", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: { sv: "Benchmark" }, kind: "event" }),
  });
  if (created.status !== 201) throw new Error(`gallery: ${created.status} ${await created.text()}`);
  const galleryId = ((await created.json()) as { gallery: { id: string } }).gallery.id;
  const photos = async () => {
    const response = await call(`/api/admin/galleries/${galleryId}`);
    return ((await response.json()) as { gallery: { photos: Photo[] } }).gallery.photos;
  };

  console.info(`home page idle, ${seconds} s …`);
  await homeP99(origin, 2);
  const idle = await homeP99(origin, seconds);
  console.info(`  p99 ${idle.p99} ms (${idle.requests} requests)`);

  // The cost of a home page request, to take the windows' share out of the server's CPU.
  const homeCpuBefore = procStat(serverPid)!.cpu;
  const idleCost = await homeP99(origin, 2);
  const cpuPerHomeRequest = (procStat(serverPid)!.cpu - homeCpuBefore) / idleCost.requests;
  const serverRssBefore = procField(serverPid, "VmRSS");
  const sampler = sampleMemory(serverPid);
  const serverCpuBefore = procStat(serverPid)!.cpu;
  const loadBefore = os.loadavg();
  console.info(`uploading ${count} photos …`);
  const startedAt = Date.now();
  let uploaded = 0;
  const uploading = (async () => {
    for (let i = 0; i < count; i++) {
      const form = new FormData();
      const data = files[i % distinct]!;
      form.append("photos", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), `P${i}.jpg`);
      const response = await call(`/api/admin/galleries/${galleryId}/photos`, {
        method: "POST",
        body: form,
      });
      if (response.status !== 202)
        throw new Error(`upload ${i}: ${response.status} ${await response.text()}`);
      uploaded++;
    }
    return Date.now();
  })();

  // Progress, every half second: when the last photo became ready, and when the last photo's
  // numbers were read (no photo.readNumbers job left).
  let done = 0;
  let failed = 0;
  let reading = 0;
  let lastReadyAt = startedAt;
  let lastReadAt = startedAt;
  let finishedAt: number | undefined;
  let readAllAt: number | undefined;
  const polling = (async () => {
    while (readAllAt === undefined) {
      const list = await photos();
      const finished = list.filter((photo) => photo.status !== "processing").length;
      const beingRead = list.filter((photo) => photo.readingNumbers).length;
      if (finished > done) lastReadyAt = Date.now();
      if (beingRead < reading) lastReadAt = Date.now();
      done = finished;
      reading = beingRead;
      failed = list.filter((photo) => photo.status === "failed").length;
      if (uploaded === count && done === count) {
        finishedAt ??= lastReadyAt;
        if (reading === 0) readAllAt = Math.max(lastReadAt, finishedAt);
      }
      if (readAllAt !== undefined) break;
      if (Date.now() - startedAt > giveUpMs)
        throw new Error(`${done}/${count} ready, ${reading} being read: gave up`);
      await sleep(500);
    }
  })();

  const uploadedAt = await uploading;
  const peakServerUploading = sampler.peakServer;
  console.info(`  uploaded in ${round((uploadedAt - startedAt) / 1000, 1)} s`);
  // While they are processed: every `every` seconds, a pair of windows on the home page, one
  // with the photo process working and one with it paused (SIGSTOP), in turns: the same
  // server and the same machine a moment apart, since this machine's other work moves a p99
  // more than anything measured here.
  type Window = { p99: number; p50: number; requests: number; failures: number };
  type Pair = {
    atSeconds: number;
    ready: [number, number];
    beingRead: [number, number];
    busy: Window;
    paused: Window;
  };
  const pairs: Pair[] = [];
  let pausedMs = 0;
  /** The pauses before the last photo was ready: the processing's time leaves them out. */
  let pausedBeforeReadyMs = 0;
  const paused = async () => {
    const children = childrenOf(serverPid);
    const pausedAt = Date.now();
    for (const child of children) process.kill(child, "SIGSTOP");
    try {
      return await homeP99(origin, seconds);
    } finally {
      for (const child of children) process.kill(child, "SIGCONT");
      pausedMs += Date.now() - pausedAt;
      if (finishedAt === undefined || finishedAt > pausedAt)
        pausedBeforeReadyMs += Date.now() - pausedAt;
    }
  };
  let nextWindow = Date.now();
  while (readAllAt === undefined) {
    if (Date.now() < nextWindow) {
      await Promise.race([sleep(250), polling]);
      continue;
    }
    nextWindow = Date.now() + every * 1000;
    const readyBefore = done;
    const readingBefore = reading;
    const atSeconds = round((Date.now() - startedAt) / 1000, 0);
    const busyFirst = pairs.length % 2 === 0;
    const first = busyFirst ? await homeP99(origin, seconds) : await paused();
    const second = busyFirst ? await paused() : await homeP99(origin, seconds);
    const pair = {
      atSeconds,
      ready: [readyBefore, done] as [number, number],
      beingRead: [readingBefore, reading] as [number, number],
      busy: busyFirst ? first : second,
      paused: busyFirst ? second : first,
    };
    pairs.push(pair);
    console.info(
      `  at ${atSeconds} s: p99 ${pair.busy.p99} ms working, ${pair.paused.p99} ms paused; ` +
        `photos ready ${readyBefore} → ${done}, being read ${readingBefore} → ${reading}` +
        (readAllAt !== undefined ? " (the last was read before the windows ended)" : ""),
    );
  }
  await polling;
  sampler.stop();
  const after = await homeP99(origin, seconds);
  console.info(`home page idle again: p99 ${after.p99} ms`);

  const totalSeconds = (finishedAt! - startedAt - pausedBeforeReadyMs) / 1000;
  const readSeconds = (readAllAt! - startedAt - pausedMs) / 1000;
  const childCpu = [...sampler.childCpu.values()].reduce((sum, cpu) => sum + cpu, 0);
  const windows = pairs.flatMap((pair) => [pair.busy, pair.paused]);
  const homeRequests = windows.reduce((sum, window) => sum + window.requests, 0);
  const serverCpu = procStat(serverPid)!.cpu - serverCpuBefore - homeRequests * cpuPerHomeRequest;
  const median = (values: number[]) =>
    values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const busyP99s = pairs.map((pair) => pair.busy.p99);
  const pausedP99s = pairs.map((pair) => pair.paused.p99);
  const report = {
    photos: count,
    failed,
    processingSeconds: round(totalSeconds, 1),
    minutesFor300: round(((totalSeconds / count) * 300) / 60, 1),
    readAllSeconds: round(readSeconds, 1),
    minutesFor300Read: round(((readSeconds / count) * 300) / 60, 1),
    uploadSeconds: round((uploadedAt - startedAt) / 1000, 1),
    serverRssBeforeMB: mb(serverRssBefore),
    peakServerMB: mb(sampler.peakServer),
    peakServerWhileUploadingMB: mb(peakServerUploading),
    serverRssEndMB: mb(procField(serverPid, "VmRSS")),
    peakPhotoProcessMB: mb(sampler.peakChild),
    peakTogetherMB: mb(sampler.peakTogether),
    photoProcesses: sampler.childCpu.size,
    photoProcessNiceness: [...new Set(sampler.childNice.values())],
    photoProcessCpuSecondsPerPhoto: round(childCpu / count),
    serverCpuSecondsPerPhoto: round(serverCpu / count),
    homeP99IdleBeforeAfterMs: [idle.p99, after.p99],
    homeP99WorkingMs: busyP99s,
    homeP99PausedMs: pausedP99s,
    homeP99MedianWorkingPausedMs: [median(busyP99s), median(pausedP99s)],
    homeFailures: [idle, after, ...windows].reduce((sum, window) => sum + window.failures, 0),
    homeRate:
      rate > 0
        ? `${rate} req/s, ${connections} connections`
        : `${connections} connections, unbounded`,
    loadAverage: {
      before: loadBefore.map((l) => round(l, 1)),
      after: os.loadavg().map((l) => round(l, 1)),
    },
    pausedSeconds: round(pausedMs / 1000, 1),
    windows: pairs,
  };
  console.table({
    "photos (failed)": `${count} (${failed})`,
    "first upload → last ready, less the pauses": `${report.processingSeconds} s (${report.minutesFor300} min for 300)`,
    "server RSS before / peak while uploading / at the end": `${report.serverRssBeforeMB} / ${report.peakServerWhileUploadingMB} / ${report.serverRssEndMB} MB`,
    "peak RSS server / photo process / both": `${report.peakServerMB} / ${report.peakPhotoProcessMB} / ${report.peakTogetherMB} MB`,
    "first upload → last numbers read, less the pauses": `${report.readAllSeconds} s (${report.minutesFor300Read} min for 300)`,
    "CPU per photo: photo process / server (less the home page's)": `${report.photoProcessCpuSecondsPerPhoto} / ${report.serverCpuSecondsPerPhoto} s`,
    "home p99 idle before / after": `${idle.p99} / ${after.p99} ms`,
    "home p99 working / paused, median of pairs": `${median(busyP99s)} / ${median(pausedP99s)} ms (${pairs.length} pairs)`,
    "home p99 working / paused, worst": `${Math.max(...busyP99s)} / ${Math.max(...pausedP99s)} ms`,
    "load average before / after": `${report.loadAverage.before[0]} / ${report.loadAverage.after[0]}`,
  });
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync("reports/bench-galleries.json", JSON.stringify(report, null, 2) + "\n");
  console.info("written to reports/bench-galleries.json");
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
