import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, jsonLdBlocks, test, waitForHydration } from "./fixtures";

// The footer and the home page's sections below the first screen keep their server HTML on the
// first page, without their code; their links navigate within the app, and a client navigation
// draws them at once (app/lib/static-until-changed.tsx, docs/decisions/112).

const assets = path.resolve("build/client/assets");
/** The chunks of those parts: never downloaded by a first visit that stays on the page. */
const staticChunks = ["site-footer-", "static-parts-", "flash-notice-"];

/** Records the script and document requests, and any section or footer React removed. */
async function watch(page: Page) {
  const scripts: string[] = [];
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedParts: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.matches("section, footer"))
            removed.push(node.id || node.tagName);
    }).observe(document, { childList: true, subtree: true });
  });
  return { scripts, documents };
}

const removedParts = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedParts: string[] }).removedParts);

test.use({ viewport: { width: 1280, height: 800 } });

test("the first page keeps their server HTML and never downloads their code", async ({ page }) => {
  for (const prefix of staticChunks)
    expect(
      fs.readdirSync(assets).some((file) => file.startsWith(prefix)),
      prefix,
    ).toBe(true);
  const { scripts } = await watch(page);
  const discovered = page.waitForResponse((response) => response.url().includes("/__manifest"));
  await page.goto("/en");
  await waitForHydration(page);
  await discovered;

  // Down to the footer: the forms on the way load their code as the visitor nears them.
  await page.locator("#site-footer").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((url) => url.includes("/assets/booking-form-"))).toBe(true);
  expect(scripts.filter((url) => staticChunks.some((prefix) => url.includes(prefix)))).toEqual([]);
  expect(await removedParts(page)).toEqual([]);
  await expect(page.locator("#tjanster li").first()).toBeVisible();
  expect((await jsonLdBlocks(page)).some((block) => "hasOfferCatalog" in block)).toBe(true);
});

test("their links navigate within the app, as links of the hydrated page do", async ({ page }) => {
  const { documents } = await watch(page);
  await page.goto("/en");
  await waitForHydration(page);
  const loaded = documents.length;

  await page.locator("#tjanster").getByRole("link").first().click();
  await expect(page).not.toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/\/en\/portfolio$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents.length, "no new document").toBe(loaded);
});

test("a client navigation to home draws them at once, with the business's JSON-LD", async ({
  page,
}) => {
  const { documents } = await watch(page);
  await page.goto("/en/portfolio");
  await waitForHydration(page);
  const loaded = documents.length;

  await page.getByRole("banner").getByRole("link", { name: "Nordic Media Studio" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(
    page.locator("#tjanster").getByRole("heading", { name: "Private photo sessions" }),
  ).toBeVisible();
  await expect(page.locator("#kontakt").getByRole("link", { name: /@/ })).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }),
  ).toBeVisible();
  await expect
    .poll(async () => (await jsonLdBlocks(page)).some((block) => "hasOfferCatalog" in block))
    .toBe(true);
  expect(documents.length, "no new document").toBe(loaded);
});
