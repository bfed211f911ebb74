import { expect, test, waitForHydration } from "./fixtures";

// What a first visit fetches before its first paint (docs/decisions/074): no script before the
// page has loaded, and no video poster until the film nears the viewport. Orders of events, not
// durations.

test.describe("the first paint", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ["/", "/en/portfolio", "/fi/videos"]) {
    test(`${path}: the scripts are fetched only after the load event, then hydrate`, async ({
      page,
    }) => {
      // The order of the browser's own events: a script asked for before "load" is early.
      let loaded = false;
      const scripts: string[] = [];
      const early: string[] = [];
      page.on("load", () => (loaded = true));
      page.on("request", (request) => {
        if (!new URL(request.url()).pathname.endsWith(".js")) return;
        scripts.push(request.url());
        if (!loaded) early.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      expect(scripts.length).toBeGreaterThan(3);
      expect(early).toEqual([]);
    });
  }

  for (const path of ["/", "/fi/it-services", "/en/shop"]) {
    test(`${path}: hydrates without loading time-zone data`, async ({ page }) => {
      // The first Intl formatter with a time zone loads the zone's data, the largest single cost
      // of a phone's hydration (docs/decisions/077): a page takes its day from the server. Every
      // formatter made before the page is interactive is recorded, with its time zone.
      await page.addInitScript(() => {
        const zones: string[] = [];
        (window as unknown as { zonesAsked: string[] }).zonesAsked = zones;
        const record = (options?: Intl.DateTimeFormatOptions) => {
          const zone = options?.timeZone;
          if (zone && document.documentElement.dataset.hydrated !== "true") zones.push(zone);
        };
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
          construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
            record(args[1]);
            return Reflect.construct(target, args) as Intl.DateTimeFormat;
          },
          apply(target, self, args: Parameters<typeof Intl.DateTimeFormat>) {
            record(args[1]);
            return Reflect.apply(target, self, args) as Intl.DateTimeFormat;
          },
        });
      });
      await page.goto(path);
      await waitForHydration(page);
      const zones = await page.evaluate(
        () => (window as unknown as { zonesAsked: string[] }).zonesAsked,
      );
      expect(zones.filter((zone) => zone !== "UTC")).toEqual([]);
      // The footer's year still comes from Finland's calendar, as the server rendered it.
      await expect(page.locator("footer")).toContainText(/© 20\d\d/);
    });
  }

  test("a film's poster is named once the film comes near, not before", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const film = page.locator("section[aria-labelledby='intro-heading'] video");
    await expect(film).not.toHaveAttribute("poster", /./);
    await film.scrollIntoViewIfNeeded();
    await expect(film).toHaveAttribute("poster", /\/media\/generated\/intro-poster-1200\.webp$/);
  });

  test("a link clicked before the scripts arrive still leads to its page", async ({ page }) => {
    // The scripts are held back until the test lets them through: the click comes first, and
    // the server's HTML answers it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/en", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.locator("footer").getByRole("link", { name: "Portfolio" }).click();
    release();
    await expect(page).toHaveURL(/\/en\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
