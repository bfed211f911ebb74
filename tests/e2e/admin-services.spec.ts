import type { APIRequestContext, Page } from "@playwright/test";
import { e2eOwner } from "../support/e2e-owner";
import { expectNoSeriousAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./account-helpers";

// The owner's catalogue page (/admin/services, docs/decisions/084) on a phone: add, edit, move,
// hide, and what visitors get changes at once. The public pages still read the old service
// texts on this branch, so what visitors get is read from GET /api/services, the catalogue's
// public read. Each test makes its own services, so the seeded ones stay as they are.

test.use({ viewport: { width: 390, height: 844 } });
// One after another: each test adds services to the one catalogue and checks where they land.
test.describe.configure({ mode: "default" });

type PublicService = { id: string; name: string; price: { amount?: number } };

async function publicServices(request: APIRequestContext, lang: string) {
  const response = await request.get(`/api/services?lang=${lang}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { services: PublicService[] }).services;
}

async function signInAsOwner(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("E-postadress").fill(e2eOwner.email);
  await page.getByLabel("Lösenord").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The phone's rules: nothing wider than the screen, no word broken letter by letter. */
async function expectFitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll("main :is(h1, h2, p, a, button, label, legend, li)")]
      .filter((element) => {
        const text = element.textContent?.trim() ?? "";
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        if (!text || !lineHeight || element.children.length > 2) return false;
        const lines = Math.round(element.getBoundingClientRect().height / lineHeight);
        return lines > text.split(/\s+/).length + 1;
      })
      .map((element) => element.textContent),
  );
  expect(broken, "texts wrapped letter by letter").toEqual([]);
}

const uniqueId = (label: string) => `e2e-${label}-${crypto.randomUUID().slice(0, 8)}`;

/** Adds an IT service through the page's form and comes back to the list. */
async function addService(page: Page, id: string, name: string) {
  await page.getByRole("link", { name: "Lägg till en tjänst" }).click();
  await expect(page.getByRole("heading", { name: "Ny tjänst", level: 1 })).toBeVisible();
  await page.getByLabel("Id", { exact: true }).fill(id);
  const swedish = page.getByRole("group", { name: "Svenska" });
  await swedish.getByLabel("Namn").fill(name);
  await swedish.getByLabel("Beskrivning").fill("En tjänst som testet lägger till.");
  await page.getByLabel("Kategori").selectOption({ label: "IT" });
  await page.getByLabel("Belopp i euro").fill("1 400");
  await page.getByRole("button", { name: "Lägg till", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Tjänster och priser", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name }).first()).toBeVisible();
}

const card = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });

test("the owner adds, edits, moves and hides services on a phone; visitors see it at once", async ({
  page,
}) => {
  // Three axe runs and a dozen round trips on a phone-sized page: more than the default time.
  test.slow();
  const first = { id: uniqueId("a"), name: `Testtjänst A ${Date.now()}` };
  const second = { id: uniqueId("b"), name: `Testtjänst B ${Date.now()}` };
  await signInAsOwner(page);
  await gotoHydrated(page, "/admin");
  await page.getByRole("main").getByRole("link", { name: "Redigera tjänster och priser" }).click();
  await expect(page.getByRole("heading", { name: "Tjänster och priser", level: 1 })).toBeVisible();
  // On a phone the back office's sections wait in a menu above the page (decision 100).
  await page.getByText("Meny", { exact: true }).click();
  await expect(
    page
      .getByRole("navigation", { name: "Administrationens avsnitt" })
      .getByRole("link", { name: "Tjänster och priser" }),
  ).toHaveAttribute("aria-current", "page");
  await expectFitsThePhone(page);
  await expectNoSeriousAxeViolations(page);

  await addService(page, first.id, first.name);
  await addService(page, second.id, second.name);
  let ids = (await publicServices(page.request, "sv")).map((service) => service.id);
  expect(ids.slice(-2)).toEqual([first.id, second.id]);

  // Edit: a new price typed the Nordic way and a Finnish name.
  await card(page, first.name)
    .getByRole("link", { name: /^Redigera/ })
    .click();
  await expect(page.getByRole("heading", { name: "Redigera tjänsten", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Belopp i euro")).toHaveValue("1 400");
  await expectFitsThePhone(page);
  await expectNoSeriousAxeViolations(page);

  // Bad input is named beside its field, in the browser, before anything is sent.
  const swedish = page.getByRole("group", { name: "Svenska" });
  await swedish.getByLabel("Namn").fill("");
  await page.getByLabel("Belopp i euro").fill("1e9");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(swedish.getByLabel("Namn")).toHaveAccessibleDescription(
    "Skriv tjänstens namn på svenska",
  );
  await expect(page.getByLabel("Belopp i euro")).toHaveAccessibleDescription(
    /Skriv beloppet i euro, t\.ex\. 175/,
  );

  // What the price covers, in figures: one bound of the images alone is refused.
  await page.getByLabel("Bilder, minst").fill("20");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByLabel("Bilder, högst")).toHaveAccessibleDescription(
    /Skriv antalet bilder som ett heltal/,
  );

  await swedish.getByLabel("Namn").fill(first.name);
  await page.getByLabel("Belopp i euro").fill("175,50");
  await page
    .getByRole("group", { name: /^Finska/ })
    .getByLabel("Namn")
    .fill("Testipalvelu A");
  await page.getByLabel("Bilder, högst").fill("30");
  await page.getByLabel("Timmar som ingår").fill("2");
  await page.getByLabel("Leverans inom (arbetsdagar)").fill("5");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Tjänsten är sparad")).toBeVisible();
  await expect(card(page, first.name)).toContainText("175,50");
  const finnish = await publicServices(page.request, "fi");
  expect(finnish.find((service) => service.id === first.id)).toMatchObject({
    name: "Testipalvelu A",
    price: { amount: 17_550 },
    includes: { hours: 2, images: { min: 20, max: 30 }, deliveryWorkingDays: 5 },
  });

  // Move B above A by keyboard; the focus stays on the button pressed.
  const moveUp = card(page, second.name).getByRole("button", { name: /^Flytta upp/ });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ordningen är ändrad")).toBeVisible();
  await expect(moveUp).toBeFocused();
  ids = (await publicServices(page.request, "sv")).map((service) => service.id);
  expect(ids.indexOf(second.id)).toBe(ids.indexOf(first.id) - 1);

  // Hide B: marked in the list, gone for visitors.
  await card(page, second.name).getByRole("button", { name: /^Dölj/ }).click();
  await expect(page.getByText("Tjänsten är dold")).toBeVisible();
  await expect(card(page, second.name)).toContainText("Dold");
  await expect(card(page, second.name).getByRole("button", { name: /^Visa/ })).toBeVisible();
  ids = (await publicServices(page.request, "sv")).map((service) => service.id);
  expect(ids).toContain(first.id);
  expect(ids).not.toContain(second.id);
  await expectFitsThePhone(page);
  await expectNoSeriousAxeViolations(page);

  // Leave nothing of this test for visitors.
  await card(page, first.name).getByRole("button", { name: /^Dölj/ }).click();
  await expect(card(page, first.name)).toContainText("Dold");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner adds and edits a service; the server names bad input and stores nothing", async ({
    page,
  }) => {
    const service = { id: uniqueId("noscript"), name: `Utan skript ${Date.now()}` };
    await signInAsOwner(page);
    await page.goto("/admin/services");
    await addService(page, service.id, service.name);
    await expect(page.getByRole("status").filter({ hasText: "Tjänsten är tillagd" })).toBeVisible();

    await card(page, service.name)
      .getByRole("link", { name: /^Redigera/ })
      .click();
    const swedish = page.getByRole("group", { name: "Svenska" });
    await swedish.getByLabel("Namn").fill("");
    await swedish.getByLabel("Beskrivning").fill("x".repeat(1001));
    await page.getByLabel("Belopp i euro").fill("-175");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("alert")).toContainText("Tjänsten kunde inte sparas");
    await expect(swedish.getByLabel("Namn")).toHaveAccessibleDescription(
      "Skriv tjänstens namn på svenska",
    );
    await expect(swedish.getByLabel("Beskrivning")).toHaveAccessibleDescription(
      "Beskrivningen får vara högst 1\u00a0000 tecken",
    );
    await expect(page.getByLabel("Belopp i euro")).toHaveValue("-175");
    let stored = (await publicServices(page.request, "sv")).find((row) => row.id === service.id);
    expect(stored).toMatchObject({ name: service.name, price: { amount: 140_000 } });

    await swedish.getByLabel("Namn").fill(service.name);
    await swedish.getByLabel("Beskrivning").fill("Ändrad utan skript.");
    await page.getByLabel("Belopp i euro").fill("2 350,5");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tjänsten är sparad" })).toBeVisible();
    stored = (await publicServices(page.request, "sv")).find((row) => row.id === service.id);
    expect(stored).toMatchObject({ price: { amount: 235_050 } });

    await card(page, service.name).getByRole("button", { name: /^Dölj/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tjänsten är dold" })).toBeVisible();
  });
});

test.describe("a hostile id", () => {
  test.use({ expectNotFoundDocument: true });

  test("is the ordinary 404 page, and posting to it changes nothing", async ({ page }) => {
    await signInAsOwner(page);
    for (const id of ["%3Cscript%3Ealert(1)%3C%2Fscript%3E", "..%2F..%2Fetc", "no-such-service"]) {
      const response = await page.goto(`/en/admin/services/${id}`);
      expect(response?.status()).toBe(404);
    }
    const before = await publicServices(page.request, "sv");
    const posted = await page.request.post("/admin/services/%3Cb%3Ex%3C%2Fb%3E", {
      form: {
        intent: "save",
        name_sv: "Kapad",
        description_sv: "Kapad",
        category: "photo",
        priceKind: "fixed",
        amount: "1",
      },
    });
    expect(posted.status()).toBe(404);
    const moved = await page.request.post("/admin/services", {
      form: { intent: "moveUp", id: "' or 1=1 --" },
    });
    expect(moved.status()).toBe(404);
    expect(await publicServices(page.request, "sv")).toEqual(before);
  });
});
