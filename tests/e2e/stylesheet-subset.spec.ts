import { expect, test, type Page } from "@playwright/test";

// A page the cache stores carries only the rules its own elements may use (docs/decisions/108).
// Checked where it matters, in the browser: every element of the cached page has the same
// computed style with that part alone as with the whole stylesheet added, on a phone and on a
// desktop. The other specs set their day with X-Test-Now, which bypasses the cache; this one
// uses Playwright's own `test` and sends no clock, so the pages are the stored ones.

/** Every element's computed style, in document order, as one string each. */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
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
      // The page as first painted: no script chunk, no linked stylesheet (the starter's). The
      // web font stays out throughout: the whole stylesheet's own @font-face would bring it in
      // at once where the first paint had the fallback ("optional", docs/decisions/066).
      await page.route(/\/assets\/.*\.woff2$/, (route) => route.abort());
      await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      const headers = await response!.allHeaders();
      expect(["hit", "miss"]).toContain(headers["x-page-cache"]);
      const subset = page.locator("style#site-css");
      const href = await subset.getAttribute("data-href");
      expect(href).toMatch(/^\/assets\/app-[\w-]+\.css$/);
      expect(await subset.getAttribute("data-subset")).toBe("");
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
        href!,
      );
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
