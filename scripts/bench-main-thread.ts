// npm run bench:main-thread — what a phone's main thread does for a page: Debian's Chromium with
// its CPU slowed four times (Lighthouse's phone assumption), on the built site served by the real
// server entry, each page loaded fresh in a new browser context. Per page, the median of the runs:
// the blocking time of the page's real long tasks (the Long Tasks API; the part of each task over
// 50 ms, as TBT counts it) before the `load` event and after it, until the page has hydrated and
// three seconds more (the promo popup opens two seconds after load); the longest task; the time
// until hydrated. Real tasks instead of Lighthouse's simulation, whose TBT swings by a factor of
// two between runs here; single runs still vary widely, so compare builds with interleaved,
// repeated runs (docs/decisions/077). Not a test.
//
//   BENCH_RUNS=7       runs per page (the median is reported)
//   BENCH_PAGES=/,/fi  these paths instead of the default set; "sitemap" for every public URL
//   BENCH_CPU=4        the CPU slowdown
//   BENCH_PORT=3310
import fs from "node:fs";
import os from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { chromiumPath } from "./ensure-chromium.ts";
import { acceptLanguageOf, sitemapPaths, startBuiltServer } from "./bench-server.ts";

const port = Number(process.env.BENCH_PORT ?? 3310);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4);
const defaultPages = ["/", "/en/portfolio", "/fi/it-services", "/testimonials", "/en/shop"];
// Bounds, so that a page that never hydrates cannot hold the run.
const hydrationTimeoutMs = 60_000;
const afterHydrationMs = 3_000;

const server = await startBuiltServer(port);
const origin = server.origin;

type Sample = {
  blockingBeforeLoadMs: number;
  blockingAfterLoadMs: number;
  longestTaskMs: number;
  hydratedMs: number;
};
type Row = { page: string } & Sample;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function pagesToMeasure(): Promise<string[]> {
  const wanted = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  return wanted?.includes("sitemap") ? sitemapPaths(origin) : (wanted ?? defaultPages);
}

async function measure(browser: Browser, page: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "Accept-Language": acceptLanguageOf(page) },
  });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { benchTasks: typeof tasks }).benchTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await tab.goto(origin + page, { waitUntil: "load" });
    // Polled from here rather than in the page: a poll in the page would be a task of its own.
    const started = Date.now();
    while (
      (await tab.evaluate(() => document.documentElement.dataset.hydrated)) !== "true" &&
      Date.now() - started < hydrationTimeoutMs
    )
      await new Promise((resolve) => setTimeout(resolve, 250));
    const hydratedMs = await tab.evaluate(() => performance.now());
    await new Promise((resolve) => setTimeout(resolve, afterHydrationMs));
    const { tasks, loadAt } = await tab.evaluate(() => ({
      tasks: (window as unknown as { benchTasks: [number, number][] }).benchTasks,
      loadAt: performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd as number,
    }));
    const blocking = (list: [number, number][]) =>
      list.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      blockingBeforeLoadMs: Math.round(blocking(tasks.filter(([start]) => start < loadAt))),
      blockingAfterLoadMs: Math.round(blocking(tasks.filter(([start]) => start >= loadAt))),
      longestTaskMs: Math.round(Math.max(0, ...tasks.map(([, duration]) => duration))),
      hydratedMs: Math.round(hydratedMs),
    };
  } finally {
    await context.close();
  }
}

const rows: Row[] = [];
let browser: Browser | undefined;
try {
  const pages = await pagesToMeasure();
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  for (const page of pages) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(browser, page));
    const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    rows.push({
      page,
      blockingBeforeLoadMs: pick("blockingBeforeLoadMs"),
      blockingAfterLoadMs: pick("blockingAfterLoadMs"),
      longestTaskMs: pick("longestTaskMs"),
      hydratedMs: pick("hydratedMs"),
    });
    console.info(`${page}: ${JSON.stringify(rows.at(-1))}`);
  }
} finally {
  await browser?.close();
  server.stop();
}

console.info(
  `CPU slowed ${cpuSlowdown}×, median of ${runs} runs per page (load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")})`,
);
console.table(rows);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync(
  "reports/main-thread.json",
  JSON.stringify({ date: new Date().toISOString(), cpuSlowdown, runs, rows }, null, 2),
);
console.info("written reports/main-thread.json");
