import { signUpInBrowser, uniqueEmail } from "./account-helpers";
import { expect, test, waitForHydration } from "./fixtures";

// The toast's close button: a named target of at least 24 × 24 px (WCAG 2.5.8).

for (const [viewport, lang, home, signOut, closeName, title] of [
  [{ width: 1280, height: 800 }, "sv", "/", "Logga ut", "Stäng meddelandet", "Du är utloggad"],
  [
    { width: 390, height: 844 },
    "fi",
    "/fi",
    "Kirjaudu ulos",
    "Sulje ilmoitus",
    "Olet kirjautunut ulos",
  ],
  [
    { width: 1024, height: 768 },
    "en",
    "/en",
    "Log out",
    "Close notification",
    "You are logged out",
  ],
] as const) {
  test.describe(`${viewport.width} px, ${lang}`, () => {
    test.use({ viewport });

    test("the close button is named in the page's language, 24 px or more, and closes", async ({
      page,
    }) => {
      await signUpInBrowser(page, uniqueEmail());
      await page.goto(home);
      await waitForHydration(page);
      if (viewport.width < 640) await page.locator('button[aria-controls="mobile-menu"]').click();
      await page.getByRole("button", { name: signOut }).filter({ visible: true }).click();

      const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
      await expect(toast).toBeVisible();
      const close = toast.getByRole("button", { name: closeName, exact: true });
      await expect(close).toBeVisible();
      const size = await close.evaluate((element) => {
        const style = getComputedStyle(element);
        return [parseFloat(style.width), parseFloat(style.height)];
      });
      expect(size[0]).toBeGreaterThanOrEqual(24);
      expect(size[1]).toBeGreaterThanOrEqual(24);
      // As drawn on the screen too (to a hundredth of a pixel: the stacking transforms of the
      // toasts leave a float remainder), once the toast's entrance has finished moving it.
      const drawn = async () => {
        const box = (await close.boundingBox())!;
        return Math.round(Math.min(box.width, box.height) * 100) / 100;
      };
      await expect.poll(drawn).toBeGreaterThanOrEqual(24);
      await close.click();
      await expect(toast).toHaveCount(0);
    });
  });
}
