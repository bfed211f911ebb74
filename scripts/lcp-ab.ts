// Temporary: Lighthouse on two builds of the site, page by page, runs alternating, same Chrome.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { acceptLanguageOf, sitemapPaths } from "./bench-server.ts";

const roots = { before: process.env.AB_BEFORE!, after: process.env.AB_AFTER ?? process.cwd() };
const runs = Number(process.env.BENCH_RUNS ?? 3);
const out = process.env.AB_OUT ?? "/tmp/wt-lcp-ab.json";
const wanted = process.env.BENCH_PAGES?.split(",").filter(Boolean);

async function start(root: string, port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, "node_modules/.bin/node"), ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      LOG_LEVEL: "error",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nordic-bench-")),
    },
    stdio: "inherit",
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop: () => child.kill() };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${root} did not start`);
}

const servers = {
  before: await start(roots.before, 3381),
  after: await start(roots.after, 3382),
};
let pages = await sitemapPaths(servers.after.origin);
if (wanted)
  pages = wanted.flatMap((w) =>
    w.endsWith("*") ? pages.filter((p) => p.startsWith(w.slice(0, -1))) : [w],
  );
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/lib/chromium/chromium",
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "nordic-lh-")),
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
type Sample = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpEl: string;
  tasks?: unknown;
  tti?: number;
};
const results: Record<string, Record<string, Sample[]>> = {};
try {
  for (const page of pages) {
    results[page] = { before: [], after: [] };
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? (["after", "before"] as const) : (["before", "after"] as const);
      for (const variant of order) {
        let result;
        for (let attempt = 0; attempt < 3; attempt++) {
          result = await lighthouse(`${servers[variant].origin}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            extraHeaders: { "Accept-Language": acceptLanguageOf(page) },
            disableFullPageScreenshot: true,
            onlyCategories: ["performance"],
            clearStorageTypes: [
              "file_systems",
              "shader_cache",
              "service_workers",
              "cache_storage",
              "local_storage",
            ],
          });
          if (!result?.lhr.runtimeError) break;
        }
        const { audits, categories } = result!.lhr;
        const el = (audits["lcp-breakdown-insight"]?.details as { items?: { snippet?: string }[] })
          ?.items?.[1]?.snippet;
        results[page]![variant]!.push({
          perf: Math.round((categories.performance?.score ?? 0) * 100),
          fcp: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
          lcp: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbt: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
          lcpEl: (/src="[^"]*\/([^"/]+)"/.exec(el ?? "")?.[1] ?? el?.slice(0, 40) ?? "").trim(),
          tti: Math.round(audits["interactive"]?.numericValue ?? 0),
          tasks: (
            (
              audits["long-tasks"]?.details as {
                items?: { url: string; duration: number; startTime: number }[];
              }
            )?.items ?? []
          ).map((t) => [
            t.url.replace(/^http:\/\/127.0.0.1:\d+/, ""),
            Math.round(t.startTime),
            Math.round(t.duration),
          ]),
        });
      }
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const line = (s: Sample[]) =>
      `perf ${med(s.map((x) => x.perf))} FCP ${med(s.map((x) => x.fcp))} LCP ${med(s.map((x) => x.lcp))} TBT ${med(s.map((x) => x.tbt))}`;
    console.info(
      `${page} [${results[page]!.after![0]!.lcpEl}]\n  before ${line(results[page]!.before!)}\n  after  ${line(results[page]!.after!)}`,
    );
    fs.writeFileSync(out, JSON.stringify(results, null, 1));
  }
} finally {
  await chrome.kill();
  servers.before.stop();
  servers.after.stop();
}
