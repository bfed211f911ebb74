import { expect, test, waitForHydration } from "./fixtures";

// Records, in the page's own clock, when the load event fired and when a <dialog> opened.
const recordPopupTiming = () => {
  const times = { load: 0, opened: 0 };
  (window as unknown as { promoTimes: typeof times }).promoTimes = times;
  window.addEventListener("load", () => (times.load = performance.now()));
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as HTMLElement;
      if (target.tagName === "DIALOG" && target.hasAttribute("open") && !times.opened)
        times.opened = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["open"] });
};

test.describe("promo popup", () => {
  test("opens 2 seconds after load, and closing it sets hasSeenPromo2025 so it stays away", async ({
    page,
  }) => {
    await page.addInitScript(recordPopupTiming);
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "30 % rabatt till årets slut" });
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 6000 });
    const times = await page.evaluate(
      () => (window as unknown as { promoTimes: { load: number; opened: number } }).promoTimes,
    );
    expect(times.opened - times.load).toBeGreaterThanOrEqual(1950);
    expect(times.opened - times.load).toBeLessThan(3500);
    expect(await page.evaluate(() => localStorage.getItem("hasSeenPromo2025"))).toBeNull();

    await dialog.getByRole("button", { name: "Stäng erbjudandet" }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("hasSeenPromo2025")))
      .toBe("true");

    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(3000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("closes on Escape in English and takes the visitor to the contact section from its button", async ({
    page,
  }) => {
    await page.goto("/en");
    const dialog = page.getByRole("dialog", { name: "30% off until the end of the year" });
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("hasSeenPromo2025")))
      .toBe("true");
  });

  test("does not open when the flag is already set", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("hasSeenPromo2025", "true"));
    await page.goto("/fi");
    await waitForHydration(page);
    await page.waitForTimeout(3000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("promo banner", () => {
  test("shows until closed, and stays closed on the next visit without flashing", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => localStorage.setItem("hasSeenPromo2025", "true"));
    await page.goto("/");
    await waitForHydration(page);
    const close = page.getByRole("button", { name: "Stäng kampanjbannern" });
    await expect(close).toBeVisible();
    await close.click();
    await expect(close).toBeHidden();

    // The server no longer renders it at all.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "promoBannerClosed")?.value).toBe("1");
    // (The page's texts travel in the HTML too, so look for the button, not the words.)
    const closeButton = 'aria-label="Stäng kampanjbannern"';
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain(closeButton);
    // A visitor without the cookie still gets it.
    expect(await (await request.get("/", { headers: { cookie: "" } })).text()).toContain(
      closeButton,
    );
  });
});
