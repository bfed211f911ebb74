import type { Page } from "@playwright/test";
import { e2eOwner } from "../support/e2e-owner";
import { expect, test as base } from "./account-helpers";
import { defaultTestNow } from "./fixtures";
import { startHttpsProxy, type HttpsProxy } from "./https-proxy";
import { serverCspReports, watch, type Guard } from "./xss-guard";

// The fixtures of the XSS files (tests/e2e/xss*.spec.ts, docs/decisions/072): every page
// watched (./xss-guard.ts), the owner's own signed-in page, and all of it over https.

/**
 * The pages are opened over https (./https-proxy.ts), the only way Chromium sends CSP reports;
 * they leave it within a fraction of a second instead of a minute, so the server's count can be
 * read in the same file. Each XSS file calls test.use(xssOptions) itself.
 */
export const xssOptions = {
  launchOptions: async ({ launchOptions }, provide) => {
    const args = ["--short-reporting-delay", "--ignore-certificate-errors"];
    await provide({ ...launchOptions, args: [...(launchOptions.args ?? []), ...args] });
  },
  ignoreHTTPSErrors: true,
} satisfies Parameters<typeof base.use>[0];

/** Every document this file's pages opened, to look for the server's reports about them. */
const documents = new Set<string>();

export const test = base.extend<{ guard: Guard; ownerPage: Page }, { httpsProxy: HttpsProxy }>({
  httpsProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, provide) => {
      const proxy = await startHttpsProxy(`http://127.0.0.1:${process.env.E2E_PORT}`);
      await provide(proxy);
      await proxy.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ httpsProxy }, provide) => provide(httpsProxy.url),
  guard: [
    async ({ page }, provide) => {
      const guard = await watch(page);
      await provide(guard);
      for (const document of guard.documents) documents.add(document);
      expect(guard.dialogs, "dialogs opened").toEqual([]);
      expect(guard.violations, "CSP violations in the page").toEqual([]);
    },
    { auto: true },
  ],
  // The owner, signed in, in a browser of their own, watched the same way.
  ownerPage: async ({ browser, baseURL }, provide, testInfo) => {
    const context = await browser.newContext({
      baseURL,
      ignoreHTTPSErrors: true,
      extraHTTPHeaders: { "X-Test-Now": defaultTestNow, "X-Forwarded-For": "10.72.0.1" },
    });
    const page = await context.newPage();
    await page.clock.install({ time: new Date(defaultTestNow) });
    await page.addInitScript(() => localStorage.setItem("hasSeenPromo2025", "true"));
    const guard = await watch(page);
    const signedIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: e2eOwner.email, password: e2eOwner.password },
    });
    expect(signedIn.status(), testInfo.title).toBe(200);
    await provide(page);
    for (const document of guard.documents) documents.add(document);
    await context.close();
    expect(guard.dialogs, "dialogs opened in the owner's pages").toEqual([]);
    expect(guard.violations, "CSP violations in the owner's pages").toEqual([]);
  },
});

/** Adds the documents a page of the test's own opened, for expectNoServerReports. */
export function rememberDocuments(guard: Guard) {
  for (const document of guard.documents) documents.add(document);
}

/**
 * The reports the browser sent about the pages of the file's tests that ran so far (a control's
 * page is not among them): none.
 */
export function expectNoServerReports() {
  const reported = serverCspReports().filter((report) => documents.has(report.document));
  expect(reported, "CSP violations reported to the server").toEqual([]);
}

export { expect };
