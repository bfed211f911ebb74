import { expect, test, waitForHydration } from "./fixtures";

test.describe("hero", () => {
  test("paints the poster first, then plays the looping film", async ({ page }) => {
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
    await page.goto("/en");
    await waitForHydration(page);
    // React renders what the hero's effect decided in a task queued before this one: once this
    // message arrives, a film that was going to be attached would be in the page.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    await expect(page.locator("video[src*='hero-loop']")).toHaveCount(0);
    await expect(page.locator("main section").first().locator("img").first()).toBeVisible();

    // The hero does listen: once motion is allowed, the film comes.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await expect(page.locator("video[src*='hero-loop']")).toHaveCount(1);
  });
});
