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

test("a picture opens full-screen and closes again from the keyboard", async ({ page }) => {
  await page.goto("/portfolio");
  await waitForHydration(page);
  const gallery = page.locator("#gallery-heading").locator("xpath=ancestor::section");
  await gallery.getByRole("button", { name: "Idrott och evenemang" }).click();
  const links = gallery.getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(8);
  const second = links.nth(1);
  const caption = (await gallery
    .getByRole("listitem")
    .nth(1)
    .locator("figcaption p")
    .nth(1)
    .textContent())!;
  await second.focus();
  await page.keyboard.press("Enter");

  // Named by the picture's caption, which changes as the arrows move on.
  await expect(page.getByRole("dialog", { name: caption })).toBeVisible();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByRole("button", { name: "Stäng" })).toBeFocused();
  await expect(viewer).toContainText("Bild 2 av 8");
  // Its picture is a full-size preview of the same photo, not the grid's thumbnail.
  const image = viewer.getByRole("img");
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(480);

  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText("Bild 3 av 8");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toContainText("Bild 1 av 8");
  await expect(viewer.getByRole("button", { name: "Föregående bild" })).toBeDisabled();

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(second).toBeFocused();
});
