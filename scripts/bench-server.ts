import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The built site served by the real server entry for a page benchmark: on loopback, with a fresh
 * data directory and warnings only. Resolves once /healthz answers (30 s at most); stops the
 * process and throws otherwise. Exits with a message when there is no build.
 */
export async function startBuiltServer(port: number): Promise<{ origin: string; stop(): void }> {
  if (!fs.existsSync("build/server/index.js")) {
    console.error("No build: run `npm run build` first.");
    process.exit(1);
  }
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      // A seeded site (e.g. a gallery of 300 photos, docs/decisions/093) when BENCH_DATA_DIR
      // names its folder; otherwise an empty one.
      DATA_DIR:
        process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "nordic-bench-")),
    },
    stdio: "inherit",
  });
  const stop = () => void server.kill("SIGTERM");
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error("The server did not answer /healthz within 30 s");
}

/** A page's language from its path: Finnish and English live under a prefix, Swedish without. */
export const languageOfPage = (page: string) =>
  (/^\/(fi|en)(\/|$)/.exec(page)?.[1] ?? "sv") as "sv" | "fi" | "en";

/** What a browser set to the page's language asks for. */
export const acceptLanguageOf = (page: string) =>
  ({ sv: "sv-SE,sv;q=0.9", fi: "fi-FI,fi;q=0.9", en: "en-GB,en;q=0.9" })[languageOfPage(page)];

/** Every public path the site's sitemap.xml lists, in all three languages. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
