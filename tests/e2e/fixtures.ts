import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught page error: a missing translation in the
 * browser, a CSP violation or a hydration mismatch all surface there.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The 404 page's own document response is logged by Chromium as a failed resource.
        if (/status of 404/.test(message.text())) return;
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
