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

  test("a first visit asks for no font; the page fetches it once loaded, and the next page shows it from its first paint", async ({
    page,
  }) => {
    // docs/decisions/113: the font never shares the first round trips with the LCP image.
    let loaded = false;
    const early: string[] = [];
    const fonts: string[] = [];
    page.on("load", () => (loaded = true));
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".woff2")) fonts.push(pathname);
      if (!loaded && (pathname.endsWith(".woff2") || pathname.endsWith(".webmanifest")))
        early.push(pathname);
    });
    await page.goto("/it-services");
    await waitForHydration(page);
    expect(early).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-web-font");
    // Fetched for the next pages, not used on this one: the fallback stays, nothing moves.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("webFont"))).toBe("1");
    expect(fonts).toHaveLength(1);
    const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await family()).toMatch(/^"Inter Fallback"/);
    // The manifest, which nothing reads before a visitor adds the site to a home screen.
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/manifest.webmanifest",
    );

    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/en/it-services");
    await expect(page.locator("html")).toHaveAttribute("data-web-font", "");
    expect(await family()).toMatch(/^"Inter Variable"/);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
    // From the cache the first page filled (no entry at all when the memory cache answers):
    // nothing crossed the network for it again.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(fetched.filter((size) => size > 0)).toEqual([]);
  });

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

test.describe("the LCP image on the phone Lighthouse emulates", () => {
  // Lighthouse's mobile run: 412 px wide at a device pixel ratio of 1.75 (docs/decisions/113).
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  const imagePages = [
    "/",
    "/portfolio",
    "/en/it-services",
    "/shop",
    "/fi/shop/photos",
    "/nyheter",
    "/videos",
    "/en/freelancer",
    "/idrottskontrakt",
    "/nyheter/video-och-ai-innehall",
    "/nyheter/sasongskontrakt-idrottsforeningar-pricematch",
  ];
  for (const path of imagePages) {
    test(`${path}: the 800 px AVIF, sized as laid out, on screen before any script is asked for`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const lcp = page.locator('img[elementtiming="lcp-image"]');
      await expect(lcp).toHaveCount(1);
      await expect(lcp).toBeInViewport();
      // The candidate a 412 px phone at 1.75 needs (721 px): the 800 px AVIF, as preloaded.
      expect(await lcp.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-800\.avif$/);
      const preloaded = await page
        .locator('head link[rel="preload"][as="image"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("imagesrcset")));
      expect(preloaded).toHaveLength(1);
      expect(preloaded[0]).toContain(
        new URL(await lcp.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname,
      );
      // The <picture>'s sizes, measured by the browser, is the width the image is laid out at.
      const { laidOut, sized } = await lcp.evaluate(async (img: HTMLImageElement) => {
        const sizes = img.parentElement!.querySelector("source")!.getAttribute("sizes")!;
        // A 1000 px wide probe described as "1000w": its intrinsic width is what `sizes` says.
        const probe = new Image();
        probe.sizes = sizes;
        probe.srcset = `data:image/svg+xml,${encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1"/>',
        )} 1000w`;
        await probe.decode();
        return { laidOut: img.getBoundingClientRect().width, sized: probe.naturalWidth };
      });
      expect(sized, `sizes says ${sized} px, laid out at ${laidOut} px`).toBeGreaterThanOrEqual(
        laidOut * 0.97,
      );
      expect(sized).toBeLessThanOrEqual(laidOut * 1.1);
      // The scripts start once the frame showing the image is on screen (the starter of
      // app/lib/deferred-hydration.server.ts): Lighthouse counts a chunk fetched before the LCP
      // against it.
      const { shown, firstScript } = await page.evaluate(async () => {
        const entries = await new Promise<PerformanceEntry[]>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({
            type: "element",
            buffered: true,
          }),
        );
        const image = entries.find(
          (entry) => (entry as unknown as { identifier: string }).identifier === "lcp-image",
        ) as unknown as { renderTime: number } | undefined;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
        return {
          shown: image?.renderTime ?? null,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(shown).not.toBeNull();
      expect(firstScript).toBeGreaterThan(shown!);
    });
  }
});
