import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught page error: a missing translation in the
 * browser, a CSP violation or a hydration mismatch all surface there. Two lines Chromium logs
 * are not errors of the page: the 404 page's own document status, and an error status of an
 * /api/ call or a form action's data request, which the page answers with a message (a wrong
 * password is a 401 by design).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const failedResource =
          /^Failed to load resource: the server responded with a status of (\d+)/.exec(
            message.text(),
          );
        if (failedResource) {
          const url = message.location().url ?? "";
          const pathname = new URL(url, "http://x").pathname;
          // A form action's refusal arrives as a 4xx data response (or, posted without
          // scripts, as the page itself) that the page shows.
          const handled =
            pathname.startsWith("/api/") || pathname.endsWith(".data") || url === page.url();
          if (failedResource[1] === "404" || handled) return;
        }
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
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

/** The test server's DATA_DIR (set once in playwright.config.ts, inherited by the workers). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return dir;
}
