// node scripts/bench-lantern.ts — what Lighthouse's simulated FCP and LCP (Lantern) wait for, per
// page: one mobile run each against the built site (as `npm run bench:lighthouse`, a first
// visit), then the requests of the optimistic and pessimistic LCP graphs with their simulated
// start and end, the document's own CPU time (×4 in the simulation), and the LCP element.
// Lantern's LCP is the mean of the two graphs' last end; every request that finished before the
// observed LCP is in them, except low-priority images (docs/decisions/113). A network end within
// a page's figure is deterministic (150 ms round trips, 1.6 Mbit/s, slow start, a cold
// connection for each parallel HTTP/1.1 request); the CPU part is this machine's, times four.
//
//   BENCH_PAGES=/,/it-services   the pages (default: /)
//   BENCH_PORT=3302
//   BENCH_SAVE=folder            keep each run's trace and devtools log there
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { acceptLanguageOf, startBuiltServer } from "./bench-server.ts";

const port = Number(process.env.BENCH_PORT ?? 3302);
const pages = (process.env.BENCH_PAGES ?? "/").split(",").filter(Boolean);
const saveTo = process.env.BENCH_SAVE;

type Timing = { startTime: number; endTime: number; duration: number };
type GraphNode = {
  type: "network" | "cpu";
  request: { url: string; transferSize: number; priority: string };
};
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, Timing> };
type Metric = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

const server = await startBuiltServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/lib/chromium/chromium",
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "nordic-lh-")),
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const ms = (value: number) => Math.round(value);
const short = (url: string) =>
  url.startsWith("data:") ? "data: URI" : url.replace(server.origin, "").slice(0, 72);

function printGraph(name: string, estimate: Estimate) {
  const timings = [...estimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  let cpu = 0;
  let cpuEnd = 0;
  const lines: string[] = [];
  for (const [node, timing] of timings) {
    if (node.type === "cpu") {
      cpu += timing.duration;
      cpuEnd = Math.max(cpuEnd, timing.endTime);
      continue;
    }
    const { url, transferSize, priority } = node.request;
    lines.push(
      `    ${ms(timing.startTime)}–${ms(timing.endTime)} ms  ${short(url)}  ${transferSize} B ${priority}`,
    );
  }
  console.info(`  ${name}: ${ms(estimate.timeInMs)} ms`);
  for (const line of lines) console.info(line);
  console.info(`    CPU ${ms(cpu)} ms, its last task ends at ${ms(cpuEnd)} ms`);
}

try {
  for (const page of pages) {
    const dir = saveTo
      ? path.join(saveTo, page === "/" ? "home" : page.replace(/\W+/g, "-").replace(/^-/, ""))
      : fs.mkdtempSync(path.join(os.tmpdir(), "nordic-lantern-"));
    const result = await lighthouse(`${server.origin}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: { "Accept-Language": acceptLanguageOf(page) },
      disableFullPageScreenshot: true,
      // A first visit, as scripts/bench-lighthouse.ts measures it.
      clearStorageTypes: [
        "file_systems",
        "shader_cache",
        "service_workers",
        "cache_storage",
        "local_storage",
      ],
      // Gather, keep the trace on disk, and audit.
      gatherMode: dir,
      auditMode: dir,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.warn(`${page}: ${lhr?.runtimeError?.code ?? "no result"}`);
      continue;
    }
    const artifacts = await loadArtifacts(dir);
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
    };
    const context = { computedCache: new Map(), settings: lhr.configSettings };
    const fcp = (await LanternFirstContentfulPaint.request(
      data as never,
      context as never,
    )) as unknown as Metric;
    const lcp = (await LanternLargestContentfulPaint.request(
      data as never,
      context as never,
    )) as unknown as Metric;
    const observed = (lhr.audits.metrics?.details as { items: Record<string, number>[] }).items[0]!;
    const element = (
      lhr.audits["lcp-breakdown-insight"]?.details as { items?: { snippet?: string }[] }
    )?.items?.[1]?.snippet;
    console.info(
      `\n${page}: FCP ${ms(fcp.timing)} ms, LCP ${ms(lcp.timing)} ms (optimistic ${ms(lcp.optimisticEstimate.timeInMs)}, pessimistic ${ms(lcp.pessimisticEstimate.timeInMs)}); observed FCP ${observed.observedFirstContentfulPaint}, LCP ${observed.observedLargestContentfulPaint} ms; performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${ms(lhr.audits["total-blocking-time"]?.numericValue ?? 0)} ms`,
    );
    console.info(`  LCP element: ${element?.slice(0, 160)}`);
    printGraph("FCP, optimistic graph", fcp.optimisticEstimate);
    printGraph("LCP, optimistic graph", lcp.optimisticEstimate);
    printGraph("LCP, pessimistic graph", lcp.pessimisticEstimate);
    if (!saveTo) fs.rmSync(dir, { recursive: true, force: true });
  }
} finally {
  await chrome.kill();
  server.stop();
}
