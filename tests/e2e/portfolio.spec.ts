import { expect, test, waitForHydration } from "./fixtures";

test("the portfolio filter shows each category's eight images and announces the count", async ({
  page,
}) => {
  await page.goto("/portfolio");
  await waitForHydration(page);
  const gallery = page.locator("#gallery-heading").locator("xpath=ancestor::section");
  const items = gallery.getByRole("listitem");
  await expect(items).toHaveCount(32);
  await expect(gallery.getByRole("status")).toHaveText("Visar 32 av 32 bilder");

  const sports = gallery.getByRole("button", { name: "Idrott och evenemang" });
  await sports.click();
  await expect(sports).toHaveAttribute("aria-pressed", "true");
  await expect(items).toHaveCount(8);
  await expect(gallery.getByRole("status")).toHaveText("Visar 8 av 32 bilder");

  for (const name of ["Porträtt och evenemang", "AI-konstverk", "Varumärke och identitet"]) {
    await gallery.getByRole("button", { name }).click();
    await expect(items).toHaveCount(8);
  }
  await expect(sports).toHaveAttribute("aria-pressed", "false");

  await gallery.getByRole("button", { name: "Alla" }).click();
  await expect(items).toHaveCount(32);
  // Every image has a text alternative.
  const alts = await gallery
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
  expect(alts.filter((alt) => alt.trim().length < 5)).toEqual([]);
});

test("the portfolio filter works in Finnish too", async ({ page }) => {
  await page.goto("/fi/portfolio");
  await waitForHydration(page);
  const gallery = page.locator("#gallery-heading").locator("xpath=ancestor::section");
  const filters = gallery.getByRole("group").getByRole("button");
  await expect(filters).toHaveCount(5);
  await filters.nth(2).click();
  await expect(gallery.getByRole("listitem")).toHaveCount(8);
});
