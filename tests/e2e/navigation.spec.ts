import { expect, test, waitForHydration } from "./fixtures";

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the toggle, is labelled, and closes after a choice", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Öppna menyn" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();

    await toggle.click();
    const closeToggle = page.getByRole("button", { name: "Stäng menyn" });
    await expect(closeToggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(11);

    await menu.getByRole("link", { name: "Portfolio", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Öppna menyn" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("is usable by keyboard and closes on Escape, returning focus to the toggle", async ({
    page,
  }) => {
    await page.goto("/en/videos");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a hash link to the home page's services closes the menu too", async ({ page }) => {
    await page.goto("/fi");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Avaa valikko" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Palvelut", exact: true }).click();
    await expect(page).toHaveURL(/\/fi#tjanster$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("language", () => {
  test("the selector goes to the same page in the chosen language and stores the choice", async ({
    page,
    context,
  }) => {
    await page.goto("/portfolio");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await page.getByRole("button", { name: /Välj språk/ }).click();
    await page.getByRole("link", { name: "Suomi" }).click();

    await expect(page).toHaveURL(/\/fi\/portfolio$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("fi");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "language")?.value).toBe("fi");

    // The stored choice now wins on a bare (Swedish) address.
    await page.goto("/videos");
    await expect(page).toHaveURL(/\/fi\/videos$/);
  });

  test("choosing Swedish again stays Swedish", async ({ page }) => {
    await page.goto("/en/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: /Choose language/ }).click();
    await page.getByRole("link", { name: "Svenska" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shop$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await page.goto("/why-choose-us");
    await expect(page).toHaveURL(/\/why-choose-us$/);
  });

  for (const [locale, expected] of [
    ["fi-FI", /\/fi\/it-services$/],
    ["en-US", /\/en\/it-services$/],
    ["de-DE", /127\.0\.0\.1:\d+\/it-services$/],
  ] as const) {
    test(`a first visit with browser language ${locale} is detected`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto("/it-services");
      await expect(page).toHaveURL(expected);
      await context.close();
    });
  }
});

test.describe("404", () => {
  test.use({ expectNotFoundDocument: true });

  for (const [path, heading] of [
    ["/finns-inte", "Hoppsan! Sidan hittades inte"],
    ["/fi/ei-ole", "Hups! Sivua ei löytynyt"],
    ["/en/no-such-page", "Oops! Page not found"],
    ["/shop/software/extra/deep", "Hoppsan! Sidan hittades inte"],
  ] as const) {
    test(`${path} gives the localized not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const home = page.getByRole("main").getByRole("link");
      const lang = path.split("/")[1];
      await expect(home).toHaveAttribute("href", lang === "fi" || lang === "en" ? `/${lang}` : "/");
    });
  }
});
