import { expect, test, type Page } from "@playwright/test";

// Signed-out pages as the page cache answers them: the same bytes for every visitor, their
// inline scripts and styles named by hash instead of a nonce (docs/decisions/106). The other
// specs set their day with X-Test-Now (tests/e2e/fixtures.ts), which bypasses the cache, so
// these use Playwright's own `test` and send no clock: the pages are the cached ones, and the
// browser must run, hydrate and style them under their hashed policy with no violation.

/** CSP violations and console errors of the page, recorded from its first script on. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    // The campaign popup would cover the page (as tests/e2e/fixtures.ts sets it).
    localStorage.setItem("hasSeenPromo2025", "true");
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return {
    errors,
    violations: () =>
      page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  };
}

/**
 * Opens a page as the cache answers it: the stored, hashed page (a first request stores it and
 * gets the same). A fresh browser context holds no copy, so this is a whole answer, not a 304.
 */
async function openCached(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const headers = await response!.allHeaders();
  expect(["hit", "miss"]).toContain(headers["x-page-cache"]);
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"]).not.toContain("'nonce-");
  expect(headers["content-security-policy"]).not.toContain("'unsafe-inline'");
  expect(headers["cache-control"]).toContain("s-maxage=");
}

for (const path of ["/", "/fi/testimonials", "/en/nyheter", "/en/shop"]) {
  test(`${path}: the cached page hydrates under its hashed policy, without a violation`, async ({
    page,
  }) => {
    const watched = await watch(page);
    await openCached(page, path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await expect(page.locator("h1").first()).toBeVisible();
    // The inlined stylesheet applies (a violation would leave the page unstyled).
    const headerPosition = await page
      .locator("header")
      .first()
      .evaluate((element) => getComputedStyle(element).position);
    expect(headerPosition).not.toBe("static");
    expect(await page.locator("#site-css").count()).toBe(1);
    expect(await watched.violations()).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
}

test("a cached page navigates in the browser and shows a styled toast without a violation", async ({
  page,
}) => {
  const watched = await watch(page);
  await openCached(page, "/en");
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
  // A signed-out booking: a toast (whose library adds its stylesheet as it loads), perhaps a
  // client navigation to the sign-in page, in the same document under the same policy. The
  // form's code loads on demand (docs/decisions/067): clicked again until it answers.
  const submit = page.locator("#kontakt").getByRole("button", { name: "Send booking request" });
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(async () => {
    if (await submit.isVisible()) await submit.click();
    await expect(toast).toBeVisible({ timeout: 2_000 });
  }).toPass();
  // Sonner's own stylesheet placed the toaster: it is fixed to the viewport.
  const position = await page
    .locator("[data-sonner-toaster]")
    .evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe("fixed");
  expect(await watched.violations()).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test("a visitor who chose English is sent on from the Swedish page a shared cache kept", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The copy nginx or a CDN keeps for a Swedish browser (Vary: Accept-Language only,
  // docs/decisions/107): the site itself would redirect this visitor, the cache does not.
  const kept = await request.get("/portfolio", { headers: { "accept-language": "sv-FI,sv" } });
  expect(kept.headers()["cache-control"]).toContain("public");
  expect(kept.headers().vary).toBe("Accept-Encoding, Accept-Language");
  const headers = Object.fromEntries(
    Object.entries(kept.headers()).filter(
      ([name]) => name !== "content-encoding" && name !== "content-length",
    ),
  );
  const body = await kept.body();
  await page.route(
    (url) => url.pathname === "/portfolio",
    (route) => route.fulfill({ status: 200, headers, body }),
  );
  await context.addCookies([{ name: "language", value: "en", url: baseURL! }]);
  const watched = await watch(page);
  await page.goto("/portfolio");
  await expect(page).toHaveURL(/\/en\/portfolio$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await watched.violations()).toEqual([]);
});
