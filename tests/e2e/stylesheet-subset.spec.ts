import { expect, test, type Page } from "@playwright/test";

// A page the cache stores carries only the rules its own elements may use (docs/decisions/108).
// Checked where it matters, in the browser: every element of the cached page has the same
// computed style with that part alone as with the whole stylesheet added, on a phone and on a
// desktop. The other specs set their day with X-Test-Now, which bypasses the cache; this one
// uses Playwright's own `test` and sends no clock, so the pages are the stored ones.

/** Every element's computed style, in document order, as one string each (scripts are not drawn, and the
 * starter adds one once the page has painted, whenever that is). */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *:not(script)")].map((element) => {
      const style = getComputedStyle(element);
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        // Registered custom properties (`@property`) are listed on every element; the part
        // registers only those its rules read, and what they do shows in the real properties.
        if (name.startsWith("--")) continue;
        values.push(`${name}:${style.getPropertyValue(name)}`);
      }
      return `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} ${values.join(";")}`;
    }),
  );

for (const path of ["/", "/en/shop", "/fi/portfolio", "/en/testimonials"]) {
  for (const width of [412, 1280]) {
    test(`${path} at ${width} px: the page's part of the stylesheet styles it as the whole does`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      // The page as first painted: no script chunk, no linked stylesheet (the starter's).
      await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      const headers = await response!.allHeaders();
      expect(["hit", "miss"]).toContain(headers["x-page-cache"]);
      const subset = page.locator("style#site-css");
      const href = await subset.getAttribute("data-href");
      expect(href).toMatch(/^\/assets\/app-[\w-]+\.css$/);
      const later = await subset.getAttribute("data-subset");
      expect(later).toBe(href!.replace(/\.css$/, ".later.css"));
      const part = await computedStyles(page);
      expect(part.length).toBeGreaterThan(100);

      await page.unroute(/\/assets\/.*\.(js|css)$/);
      await page.evaluate(
        (whole) =>
          new Promise<void>((resolve, reject) => {
            const link = document.createElement("link");
            link.rel = "stylesheet";
            link.href = whole;
            link.onload = () => resolve();
            link.onerror = () => reject(new Error(`${whole} did not load`));
            document.head.append(link);
          }),
        later!,
      );
      // The starter's file: the whole stylesheet but its font faces.
      const whole = await computedStyles(page);
      expect(whole.length).toBe(part.length);
      // Each differing element with the properties that differ.
      const differing = part.flatMap((style, index) => {
        if (style === whole[index]) return [];
        const [element, values = ""] = style
          .split(" ", 1)
          .concat(style.slice(style.indexOf(" ") + 1));
        const theirs = new Set(whole[index]!.slice(whole[index]!.indexOf(" ") + 1).split(";"));
        const changed = values.split(";").filter((value) => !theirs.has(value));
        return [`${index} ${element}: ${changed.join("; ").slice(0, 200)}`];
      });
      expect(differing).toEqual([]);
    });
  }
}

test("the stored home page does not move when the rest of the stylesheet arrives", async ({
  page,
}) => {
  // A first visit on a bad line: the web font does not come in time for the first paint, and
  // the page keeps the fallback ("optional", docs/decisions/066); here its first request fails.
  // The file linked once painted must not bring a face of its own: the browser would fetch it
  // again and swap it in (a shift of 0.018 was measured on home).
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 900 });
  let fontRequests = 0;
  await page.route(/\/assets\/.*\.woff2$/, (route) =>
    fontRequests++ === 0 ? route.abort() : route.continue(),
  );
  await page.addInitScript(() => {
    // The campaign popup would cover the page (as tests/e2e/fixtures.ts sets it).
    localStorage.setItem("hasSeenPromo2025", "true");
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  expect(fontRequests).toBe(1);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
  // The starter's stylesheet link, whichever file it names, has applied.
  await page.waitForFunction(() =>
    [...document.styleSheets].some((sheet) => /\/assets\/app-[^/]+\.css$/.test(sheet.href ?? "")),
  );
  // Two frames for a shift (and a face's second request) to be reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  expect(fontRequests).toBe(1);
});
