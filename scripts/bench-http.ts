// npm run bench:http — requests per second and p99 latency of the built server for a static
// asset, the signed-out home page (sv, en), a news article and /api/availability, each beside a
// plain node:http server sending the same status, headers and bytes from memory, measured in the
// same run (scripts/bench-http-plain.ts). The ratio is the figure that counts on a shared
// machine. Loopback only, bounded: BENCH_SECONDS (5) per target and server, after a 1 s warm-up,
// in BENCH_ROUNDS (5) alternating turns.
// Then the signed-out pages again through Debian's nginx with deploy/nginx.conf's shared cache,
// through the same nginx without it, straight from the site and from the plain server, in
// alternating turns (docs/decisions/107; BENCH_NGINX=0 leaves that out; skipped without nginx).
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server (node --cpu-prof) for the run;
// BENCH_ONLY=<part of a target's name> measures only those targets; BENCH_ACCEPT_ENCODING sends
// that header (the plain server then sends the compressed bytes the real one sent).
// Not a test: figures for notes (reports/bench-http.json).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import autocannon from "autocannon";
import { copyTemplate, ensureTemplate } from "../app/db/template.server.ts";
import { addDays, businessToday } from "../app/features/booking/slots.ts";
import type { PlainAnswer } from "./bench-http-plain.ts";
import { nginxBinary, startBenchNginx, type BenchNginx } from "./bench-http-nginx.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const cpuProfileDir = process.env.BENCH_CPU_PROF;
/** Sent by every request, e.g. "gzip, deflate, br" as a browser does; none by default. */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
const requestHeaders: Record<string, string> = acceptEncoding
  ? { "accept-encoding": acceptEncoding }
  : {};
/** Only the targets whose name contains this (to profile one at a time). */
const only = process.env.BENCH_ONLY;
const withNginx = process.env.BENCH_NGINX !== "0";

if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

type Target = {
  name: string;
  path: string;
  /** At least this share of the plain server's requests per second. */
  minRatio?: number;
  /** p99 at most this many times the plain server's p99. */
  maxP99Factor?: number;
  /** At least this many requests per second, whatever the plain server does. */
  minPerSecond?: number;
};

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
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error("server did not start");
}

async function startPlain(answersFile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["scripts/bench-http-plain.ts", answersFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(readline.createInterface({ input: child.stdout! }), "line")) as [
    string,
  ];
  return { child, port: Number(line) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** One answer as autocannon receives it (uncompressed unless BENCH_ACCEPT_ENCODING asks). */
function capture(port: number, target: string): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: target, headers: requestHeaders }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const skip = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            if (!skip.has(name.toLowerCase())) headers.push([name, res.rawHeaders[i + 1]!]);
          }
          if (!headers.some(([name]) => name.toLowerCase() === "content-length"))
            headers.push(["Content-Length", String(body.length)]);
          resolve({ status: res.statusCode ?? 0, headers, body: body.toString("base64") });
        });
      })
      .on("error", reject);
  });
}

type Load = {
  requests: number;
  seconds: number;
  p99s: number[];
  failures: number;
  cpuMs: number;
  /** The site's CPU time meanwhile, where the server measured is nginx in front of it. */
  siteCpuMs: number;
};

/**
 * CPU time a process has used (user + system, ms), from /proc: steadier than requests per
 * second on a machine whose other work takes the cores away. 0 where /proc is missing.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function load(
  port: number,
  target: string,
  duration: number,
  into?: Load,
  pid?: number,
  sitePid?: number,
) {
  const cpuBefore = cpuMs(pid);
  const siteCpuBefore = cpuMs(sitePid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target}`,
    connections,
    duration,
    headers: requestHeaders,
  });
  if (!into) return;
  into.cpuMs += cpuMs(pid) - cpuBefore;
  into.siteCpuMs += sitePid === undefined ? 0 : cpuMs(sitePid) - siteCpuBefore;
  into.requests += result.requests.total;
  into.seconds += duration;
  into.p99s.push(result.latency.p99);
  into.failures += result.errors + result.timeouts + result.non2xx;
}

/**
 * The servers in turns of seconds/rounds each, so a change in the machine's other load falls on
 * all: requests per second over all turns, p99 the median of the turns' p99s.
 */
async function compareMany(
  servers: { port: number; pid?: number; sitePid?: number }[],
  target: string,
) {
  const loads = servers.map((): Load => ({
    requests: 0,
    seconds: 0,
    p99s: [],
    failures: 0,
    cpuMs: 0,
    siteCpuMs: 0,
  }));
  for (let round = 0; round < rounds; round++)
    for (const [i, server] of servers.entries())
      await load(server.port, target, seconds / rounds, loads[i], server.pid, server.sitePid);
  return loads.map(({ requests, seconds, p99s, failures, cpuMs, siteCpuMs }) => ({
    perSecond: Math.round(requests / seconds),
    p99: p99s.toSorted((a, b) => a - b)[Math.floor(p99s.length / 2)]!,
    failures,
    cpuMicroseconds: requests ? Math.round((cpuMs * 1000) / requests) : 0,
    siteCpuMicroseconds: requests ? Math.round((siteCpuMs * 1000) / requests) : 0,
  }));
}

async function compare(
  real: { port: number; pid?: number },
  plain: { port: number; pid?: number },
  target: string,
) {
  const [realSummary, plainSummary] = await compareMany([real, plain], target);
  return { real: realSummary!, yardstick: plainSummary! };
}

/** The X-Cache-Status nginx gives a request for `target` as autocannon sends it. */
function cacheStatus(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: target, headers: requestHeaders }, (res) => {
        res.resume();
        res.on("end", () => resolve(String(res.headers["x-cache-status"])));
      })
      .on("error", reject);
  });
}

async function articlePath(port: number): Promise<string> {
  const html = await (await fetch(`http://127.0.0.1:${port}/nyheter`)).text();
  const slug = /href="\/nyheter\/([a-z0-9-]+)"/.exec(html)?.[1];
  if (!slug) throw new Error("no article linked from /nyheter");
  return `/nyheter/${slug}`;
}

function assetPath(): string {
  const files = fs.readdirSync("build/client/assets").filter((file) => file.endsWith(".js"));
  // The chunk every page loads (docs/decisions/112; the entry itself is a few bytes since then,
  // a figure of headers rather than of serving a file).
  const entry = files.find((file) => file.startsWith("shared-")) ?? files[0];
  if (!entry) throw new Error("no JavaScript asset in build/client/assets");
  return `/assets/${entry}`;
}

const loadAtStart = os.loadavg();
await ensureTemplate();
const dataDir = copyTemplate();
const port = await freePort();
const server = await startServer(port, dataDir);
let plain: ChildProcess | undefined;
let nginx: BenchNginx | undefined;
try {
  const from = businessToday();
  const targets: Target[] = [
    { name: "static asset", path: assetPath(), minRatio: 0.7 },
    { name: "home (sv)", path: "/", minRatio: 0.5, maxP99Factor: 2 },
    { name: "home (en)", path: "/en", minRatio: 0.5, maxP99Factor: 2 },
    { name: "news article", path: await articlePath(port), minRatio: 0.5, maxP99Factor: 2 },
    {
      name: "availability",
      path: `/api/availability?from=${from}&to=${addDays(from, 30)}`,
      minPerSecond: 2000,
    },
  ];

  const chosen = targets.filter((target) => !only || target.name.includes(only));
  const answers: Record<string, PlainAnswer> = {};
  for (const target of chosen) {
    let answer = await capture(port, target.path);
    // The page cache makes a page's brotli in the background once it is stored, answering
    // gzip until then (docs/decisions/106): the plain server is to send what visitors get.
    const coding = (found: PlainAnswer) =>
      found.headers.find(([name]) => name.toLowerCase() === "content-encoding")?.[1];
    const paged = (found: PlainAnswer) =>
      found.headers.some(([name]) => name.toLowerCase() === "x-page-cache");
    for (
      let attempt = 0;
      /\bbr\b/.test(acceptEncoding ?? "") &&
      paged(answer) &&
      coding(answer) !== "br" &&
      attempt < 100;
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await capture(port, target.path);
    }
    if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
    answers[target.path] = answer;
  }
  const answersFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-http-")), "a.json");
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const started = await startPlain(answersFile);
  plain = started.child;

  const rows = [];
  for (const target of chosen) {
    if (warmUpSeconds > 0) {
      await load(port, target.path, warmUpSeconds);
      await load(started.port, target.path, warmUpSeconds);
    }
    const { real, yardstick } = await compare(
      { port, pid: server.pid },
      { port: started.port, pid: plain.pid },
      target.path,
    );
    const ratio = real.perSecond / yardstick.perSecond;
    const pass =
      real.failures === 0 &&
      (target.minRatio === undefined || ratio >= target.minRatio) &&
      (target.maxP99Factor === undefined || real.p99 <= target.maxP99Factor * yardstick.p99) &&
      (target.minPerSecond === undefined || real.perSecond >= target.minPerSecond);
    rows.push({
      target: target.name,
      path: target.path.length > 40 ? `${target.path.slice(0, 37)}...` : target.path,
      bytes: Buffer.from(answers[target.path]!.body, "base64").length,
      "req/s": real.perSecond,
      "p99 ms": real.p99,
      failures: real.failures,
      "plain req/s": yardstick.perSecond,
      "plain p99 ms": yardstick.p99,
      "CPU µs/req": real.cpuMicroseconds,
      "plain CPU µs/req": yardstick.cpuMicroseconds,
      ratio: Math.round(ratio * 100) / 100,
      goal: [
        target.minRatio !== undefined && `≥${target.minRatio * 100}% of plain`,
        target.maxP99Factor !== undefined && `p99 ≤${target.maxP99Factor}× plain`,
        target.minPerSecond !== undefined && `≥${target.minPerSecond}/s`,
      ]
        .filter(Boolean)
        .join(", "),
      result: pass ? "pass" : "FAIL",
    });
  }
  console.table(rows);

  // The signed-out pages through nginx, with its cache and without, beside the site itself and
  // the plain server: four in alternating turns per page.
  const nginxRows = [];
  if (withNginx && fs.existsSync(nginxBinary)) {
    nginx = await startBenchNginx(port, await freePort(), await freePort());
    for (const target of chosen.filter((target) => target.maxP99Factor !== undefined)) {
      const servers = [
        { name: "plain node:http", port: started.port, pid: plain.pid },
        { name: "site", port, pid: server.pid },
        { name: "nginx, cache", port: nginx.cachedPort, pid: nginx.pid, sitePid: server.pid },
        { name: "nginx, no cache", port: nginx.uncachedPort, pid: nginx.pid, sitePid: server.pid },
      ];
      if (warmUpSeconds > 0)
        for (const each of servers) await load(each.port, target.path, warmUpSeconds);
      const statusAfterWarmUp = await cacheStatus(nginx.cachedPort, target.path);
      const summaries = await compareMany(servers, target.path);
      const plainSummary = summaries[0]!;
      const cachedSummary = summaries[2]!;
      for (const [i, each] of servers.entries()) {
        const summary = summaries[i]!;
        nginxRows.push({
          target: target.name,
          server: each.name,
          "req/s": summary.perSecond,
          "p99 ms": summary.p99,
          failures: summary.failures,
          "CPU µs/req": summary.cpuMicroseconds,
          // Behind nginx: what each request still cost the site (a cache hit: nothing).
          "site CPU µs/req": i >= 2 ? summary.siteCpuMicroseconds : "",
          "÷ plain": Math.round((summary.perSecond / plainSummary.perSecond) * 100) / 100,
          "cache ÷ this": Math.round((cachedSummary.perSecond / summary.perSecond) * 100) / 100,
          ...(i === 2 && { "cache status": statusAfterWarmUp }),
        });
      }
    }
    console.table(nginxRows);
  } else if (withNginx) {
    console.info(
      `No nginx at ${nginxBinary} (node scripts/ensure-nginx.ts): the nginx rows are left out.`,
    );
  }
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync(
    "reports/bench-http.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        seconds,
        rounds,
        connections,
        acceptEncoding: acceptEncoding ?? null,
        // The machine's other work, at the start and the end: only ratios within a run are fair.
        loadAverage: loadAtStart,
        loadAverageAtEnd: os.loadavg(),
        rows,
        nginxRows,
      },
      null,
      2,
    ),
  );
} finally {
  await nginx?.stop();
  if (plain) await stop(plain);
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
