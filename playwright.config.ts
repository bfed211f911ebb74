import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// A free loopback port, found once by the runner's main process and inherited by its workers
// (no fixed port: two runs on one machine must not collide).
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
])
  .toString()
  .trim();
export const testPort = Number(process.env.E2E_PORT);
// Decided once by the runner's main process; its workers inherit the variable, so the tests can
// read the server's e-mail outbox. A new folder per run: the database starts empty.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "nordic-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
// The owner account (tests/support/e2e-owner.ts), written before the server opens the database.
if (!process.env.E2E_OWNER_SEEDED) {
  execFileSync(process.execPath, ["tests/support/seed-e2e-admin.ts", dataDir], {
    stdio: "inherit",
  });
  process.env.E2E_OWNER_SEEDED = "1";
}

// End-to-end tests against the built site, served by the real server entry, in Debian's
// Chromium (scripts/ensure-chromium.ts). Time zone and locale are pinned (style.md, point 7).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [["list"], ["./tests/e2e/summary-reporter.ts"]]
    : [["list"], ["./tests/e2e/summary-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${testPort}`,
    locale: "sv-SE",
    timezoneId: "Europe/Helsinki",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/lib/chromium/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /settings\.spec\.ts/,
    },
    // The owner's settings (the campaign) change what every page shows: after all the others.
    {
      name: "owner-settings",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /settings\.spec\.ts/,
      testIgnore: /xss\.settings\.spec\.ts/,
      dependencies: ["chromium"],
    },
    // The XSS corpus in the business facts and in articles (docs/decisions/072): after the other
    // owner-settings files, which save the same business form, and after every list of news.
    {
      name: "owner-settings-xss",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /xss\.settings\.spec\.ts/,
      dependencies: ["owner-settings"],
    },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `http://127.0.0.1:${testPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(testPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${testPort}`,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // tests/e2e/fixtures.ts gives each test its own X-Forwarded-For, so the rate limits (sign-in
      // 5 a minute, booking attempts 10 a minute per client address) count each test on its own.
      TRUSTED_PROXIES: "127.0.0.1,::1",
      // Each test sets its own day with the X-Test-Now header (tests/e2e/fixtures.ts); allowed
      // only because PUBLIC_URL is a loopback address (docs/decisions/018).
      TEST_CLOCK: "1",
      // The CSP reports the browser sent, one JSON line each (tests/e2e/xss.spec.ts).
      CSP_REPORT_FILE: path.join(dataDir, "csp-reports.jsonl"),
    },
  },
});
