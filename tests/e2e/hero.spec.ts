import { expect, test, waitForHydration } from "./fixtures";

test.describe("hero", () => {
  test("paints the poster first, then plays the looping film", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("hasSeenPromo2025", "true"));
    const response = await page.goto("/");
    // The server's HTML has the poster image and no video: the film never delays the first paint.
    const html = (await response?.text()) ?? "";
    expect(html).toContain("/media/generated/hero-");
    expect(html).not.toContain("hero-loop.mp4");
    const poster = page.locator("main section").first().locator("img").first();
    await expect(poster).toHaveAttribute("width", /\d+/);
    await expect(poster).toHaveAttribute("height", /\d+/);
    await expect(poster).toHaveAttribute("fetchpriority", "high");

    await waitForHydration(page);
    const video = page.locator("video[src*='hero-loop']");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
  });

  test("does not play the film when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => localStorage.setItem("hasSeenPromo2025", "true"));
    await page.goto("/en");
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.locator("video[src*='hero-loop']")).toHaveCount(0);
    await expect(page.locator("main section").first().locator("img").first()).toBeVisible();
  });
});
