import { test as base, expect, type Page } from "@playwright/test";

/**
 * The day every test lives on unless it sets its own with `test.use({ testNow })`: the server
 * reads it from the X-Test-Now header (honoured because playwright.config.ts starts it with
 * TEST_CLOCK=1), the browser from `page.clock`, so the two agree and the suite passes on any
 * date (docs/decisions/018). A Tuesday, 10:00 in Helsinki.
 */
export const defaultTestNow = "2026-11-24T10:00:00+02:00";

/** A stable address per test, so per-address rate limits count each test apart. */
function clientAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.0.${(hash % 254) + 1}.${((hash >>> 8) % 254) + 1}`;
}

type Options = {
  /** The time of this test, for the server and the browser (ISO 8601 with its offset). */
  testNow: string;
  /** Start with the campaign popup already seen (its flag set), so it never covers the page. */
  promoPopupSeen: boolean;
  /** The test opens a page that answers 404 on purpose: that document's status is no error. */
  expectNotFoundDocument: boolean;
};

/**
 * Every test fails on a console error or an uncaught page error: a missing translation in the
 * browser, a CSP violation, a hydration mismatch, a missing image or script all surface there.
 * Two lines Chromium logs are not errors of the page: the 404 page's own document status (only
 * in tests that expect it), and a 4xx answer of an /api/ call or of a form action (its data
 * request, or the page a form posted without scripts gets back), which the page shows as a
 * message (a wrong password is a 401 by design).
 */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  testNow: [defaultTestNow, { option: true }],
  promoPopupSeen: [true, { option: true }],
  expectNotFoundDocument: [false, { option: true }],

  extraHTTPHeaders: async ({ extraHTTPHeaders, testNow }, provide, testInfo) => {
    await provide({
      "X-Forwarded-For": clientAddress(testInfo.testId),
      ...extraHTTPHeaders,
      "X-Test-Now": testNow,
    });
  },

  page: async ({ page, testNow, promoPopupSeen }, provide) => {
    await page.clock.install({ time: new Date(testNow) });
    if (promoPopupSeen)
      await page.addInitScript(() => localStorage.setItem("hasSeenPromo2025", "true"));
    await provide(page);
  },

  consoleErrors: [
    async ({ page, expectNotFoundDocument }, provide) => {
      const errors: string[] = [];
      const failedLoads: { status: number; url: string; text: string }[] = [];
      const notFoundDocuments = new Set<string>();
      const postedDocuments = new Set<string>();
      page.on("response", (response) => {
        const request = response.request();
        if (request.isNavigationRequest() && response.status() === 404)
          notFoundDocuments.add(response.url());
        if (request.isNavigationRequest() && request.method() === "POST")
          postedDocuments.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const failed = /^Failed to load resource: the server responded with a status of (\d+)/.exec(
          message.text(),
        );
        if (failed) {
          const url = message.location().url ?? "";
          failedLoads.push({ status: Number(failed[1]), url, text: `${message.text()} ${url}` });
        } else errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await provide(errors);
      // Decided at the end: the document's response and its console line may arrive in any order.
      for (const { status, url, text } of failedLoads) {
        if (expectNotFoundDocument && status === 404 && notFoundDocuments.has(url)) continue;
        const pathname = new URL(url, "http://x").pathname;
        const handled =
          pathname.startsWith("/api/") || pathname.endsWith(".data") || postedDocuments.has(url);
        if (handled && status >= 400 && status < 500) continue;
        errors.push(text);
      }
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated, so clicks reach React's handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The page's JSON-LD blocks, parsed (a block holding a list is flattened). */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
  return blocks.flat().filter(Boolean);
}

/** The test server's DATA_DIR (set once in playwright.config.ts, inherited by the workers). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return dir;
}
