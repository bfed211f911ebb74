import type { Page } from "@playwright/test";
import { e2eOwner } from "../support/e2e-owner";
import { expect, gotoHydrated, test } from "./account-helpers";

// News from the database in the browser (docs/decisions/045–048): list and article in Swedish
// and Finnish, the 404 for an unknown slug, the skeleton while the list loads, and the owner
// writing, publishing and unpublishing an article.

test("the news list and an article, in Swedish and in Finnish", async ({ page }) => {
  await gotoHydrated(page, "/nyheter");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(4);
  const sessions = cards.filter({ hasText: "Boka en fotografering direkt på webben" });
  await expect(sessions.locator("time")).toHaveText("20 augusti 2026");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/nyheter\/rss\.xml$/,
  );
  await sessions.getByRole("link", { name: /Läs mer/ }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Boka en fotografering direkt på webben" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Så går bokningen till" }),
  ).toBeVisible();

  await gotoHydrated(page, "/fi/nyheter");
  const fiCard = page.getByRole("article").filter({ hasText: "Varaa valokuvaus suoraan verkossa" });
  await expect(fiCard.locator("time")).toHaveText("20. elokuuta 2026");
  await fiCard.getByRole("link", { name: /Lue lisää/ }).click();
  await expect(page).toHaveURL(/\/fi\/nyheter\/fotografering-boka-din-session$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Varaa valokuvaus suoraan verkossa" }),
  ).toBeVisible();
});

test.describe("an unknown article", () => {
  test.use({ expectNotFoundDocument: true });

  test("is a 404 with a way back, in Swedish and in English", async ({ page }) => {
    for (const [path, title, back, list] of [
      ["/nyheter/finns-inte", "Artikeln hittades inte", "Tillbaka till nyheterna", "/nyheter"],
      ["/en/nyheter/no-such-article", "Article not found", "Back to news", "/en/nyheter"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("link", { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`${list}$`));
    }
  });
});

test("the three-card skeleton shows while the list loads in the browser", async ({ page }) => {
  await gotoHydrated(page, "/");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Holds the news route's own data request only (the root's revalidation goes separately).
  const newsData = (url: URL) =>
    url.pathname === "/nyheter.data" &&
    (url.searchParams.get("_routes") ?? "").split(",").includes("sv:/nyheter");
  await page.route(newsData, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Nyheter" }).click();
  const skeleton = page.getByRole("status").filter({ hasText: "Laddar nyheter..." });
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator("li")).toHaveCount(3);
  release();
  await expect(page.getByRole("article")).toHaveCount(4);
  await expect(skeleton).toHaveCount(0);
});

async function signInAsOwner(page: Page) {
  await gotoHydrated(page, "/auth");
  await page.getByLabel("E-postadress").fill(e2eOwner.email);
  await page.getByLabel("Lösenord").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The feed as the browser's strict XML parser reads it: the item links, or the parse error. */
async function feedLinks(page: Page, path: string): Promise<string[]> {
  return page.evaluate(async (url) => {
    // What the server answers now, not a copy the browser kept (the feed may be cached 5 min).
    const xml = await (await fetch(url, { cache: "no-store" })).text();
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const error = doc.querySelector("parsererror");
    if (error) throw new Error(`not XML: ${error.textContent}`);
    return [...doc.querySelectorAll("item > link")].map((link) => link.textContent ?? "");
  }, path);
}

test("the owner writes and publishes an article; it appears everywhere, and goes when unpublished", async ({
  page,
}) => {
  const slug = `nyhet-${Date.now().toString(36)}`;
  const title = "Nu fotograferar vi även skolfoton";
  await signInAsOwner(page);
  await gotoHydrated(page, "/admin/news");
  await page.getByRole("link", { name: "Skriv en nyhet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ny nyhet" })).toBeVisible();

  // A refused form keeps what was typed and names the field.
  await page.getByLabel("Adress").fill(slug);
  await page.locator('[name="title_sv"]').fill(title);
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("alert")).toContainText("Skriv en ingress.");
  await expect(page.locator('[name="excerpt_sv"]')).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[name="title_sv"]')).toHaveValue(title);

  await page.locator('[name="excerpt_sv"]').fill("Skolfoton för hela klassen, tagna under en dag.");
  await page.locator('[name="markdown_sv"]').fill("## Så går det till\n\nVi kommer till skolan.");
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Så går det till" })).toBeVisible();

  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/news/${slug}$`));
  await expect(page.getByText("Nyheten är sparad")).toBeVisible();
  // A draft is nowhere public.
  expect((await page.request.get(`/nyheter/${slug}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByText("Nyheten är publicerad")).toBeVisible();

  await gotoHydrated(page, "/nyheter");
  await expect(page.getByRole("article").first()).toContainText(title);
  expect(await feedLinks(page, "/nyheter/rss.xml")).toContainEqual(
    expect.stringMatching(new RegExp(`/nyheter/${slug}$`)),
  );
  expect(await feedLinks(page, "/fi/nyheter/rss.xml")).toContainEqual(
    expect.stringMatching(new RegExp(`/fi/nyheter/${slug}$`)),
  );
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/nyheter/${slug}</loc>`);

  // On the Finnish page: the Swedish text, said so.
  await gotoHydrated(page, `/fi/nyheter/${slug}`);
  await expect(page.getByRole("note")).toHaveText(
    "Tätä artikkelia ei ole vielä suomeksi, joten se näytetään ruotsiksi.",
  );
  await expect(page.locator('[lang="sv"]').getByRole("heading", { level: 1 })).toHaveText(title);

  await gotoHydrated(page, `/admin/news/${slug}`);
  await page.getByRole("button", { name: "Avpublicera" }).click();
  await expect(page.getByText("Nyheten är avpublicerad")).toBeVisible();
  await gotoHydrated(page, "/nyheter");
  await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(`/nyheter/${slug}`)).status()).toBe(404);
  expect(await feedLinks(page, "/nyheter/rss.xml")).not.toContainEqual(
    expect.stringMatching(new RegExp(`/nyheter/${slug}$`)),
  );
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/nyheter/${slug}<`);
});
