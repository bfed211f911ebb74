import type { Page } from "@playwright/test";
import { addDays } from "~/features/booking/slots";
import { campaign } from "~/content/business";
import { expect, jsonLdBlocks, test, waitForHydration } from "./fixtures";

// The default campaign's own days (each test server starts with the defaults), so these tests
// follow it when its data changes. Noon in Helsinki, far from any day boundary (the boundaries
// have unit tests in app/lib).
const duringCampaign = `${campaign.lastDay}T12:00:00+02:00`;
const afterCampaign = `${addDays(campaign.lastDay, 1)}T12:00:00+02:00`;

/** Stops the browser's clock before the page loads, so its timers run only when told to. */
async function gotoWithPausedClock(page: Page, testNow: string, path: string) {
  await page.clock.pauseAt(new Date(testNow).getTime() + 1000);
  await page.goto(path);
  await page.waitForLoadState("load");
  await waitForHydration(page);
}

/** The offers of the home page's JSON-LD, by service name (services priced on request have none). */
async function homeOffers(page: Page) {
  type Offer = { itemOffered: { name: string }; price?: number; priceValidUntil?: string };
  type Item = Offer | { "@type": "Service"; name: string };
  type Business = { hasOfferCatalog: { itemListElement: Item[] } };
  const business = (await jsonLdBlocks(page)).find((block) => "hasOfferCatalog" in block);
  const items = (business as Business).hasOfferCatalog.itemListElement;
  const offers = items.filter((item): item is Offer => "itemOffered" in item);
  return new Map(offers.map((offer) => [offer.itemOffered.name, offer]));
}

const card = (page: Page, title: string) =>
  page.locator("#tjanster li").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("the popup during the campaign", () => {
  test.use({ testNow: duringCampaign, promoPopupSeen: false });

  test("opens 2 seconds after load, and once closed it stays away", async ({ page, testNow }) => {
    await gotoWithPausedClock(page, testNow, "/");
    const dialog = page.getByRole("dialog", { name: "30 % rabatt till och med 31 december" });
    await page.clock.runFor(1999);
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Boka senast 31 december och få 30 % rabatt på privatfotografering, fotopaket för evenemang och företag, AI-reklamfilm, presentationsvideo och AI-redigering.",
    );
    expect(await page.evaluate(() => localStorage.getItem("hasSeenPromo2025"))).toBeNull();

    await dialog.getByRole("button", { name: "Stäng erbjudandet" }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("hasSeenPromo2025")))
      .toBe("true");

    await page.reload();
    await page.waitForLoadState("load");
    await waitForHydration(page);
    await page.clock.runFor(10_000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("closes on Escape in English and names what is reduced", async ({ page, testNow }) => {
    await gotoWithPausedClock(page, testNow, "/en");
    await page.clock.runFor(2000);
    const dialog = page.getByRole("dialog", { name: "30% off until 31 December" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Book by 31 December and get 30% off private photo sessions, event and corporate photo package, AI commercial video, introduction video and AI editing.",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("hasSeenPromo2025")))
      .toBe("true");
  });
});

test.describe("during the campaign", () => {
  test.use({ testNow: duringCampaign });

  test("the banner names the reduced services, and once closed it stays hidden from the first paint", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByText("Kampanj: 30 % rabatt på privatfotografering,")).toHaveText(
      "Kampanj: 30 % rabatt på privatfotografering, fotopaket för evenemang och företag, AI-reklamfilm, presentationsvideo och AI-redigering till och med 31 december!",
    );
    const close = page.getByRole("button", { name: "Stäng kampanjbannern" });
    await close.click();
    await expect(close).toBeHidden();

    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "promoBannerClosed")?.value).toBe("1");
    // The page is the same for every visitor (docs/decisions/107): the banner is in it with the
    // cookie and without, and the browser hides it.
    const withCookie = await (await page.request.get("/")).text();
    const without = await (await request.get("/", { headers: { cookie: "" } })).text();
    const closeButton = 'aria-label="Stäng kampanjbannern"';
    expect(withCookie).toContain(closeButton);
    expect(without).toContain(closeButton);

    // Loaded again: marked before the first paint, never shown, nothing moves.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("html[data-promo-closed]")).toBeAttached();
    await expect(close).toBeHidden();
    // Client navigation away and back: still hidden.
    await page.getByRole("link", { name: "Portfolio" }).first().click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(close).toBeHidden();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });

  test("reduced services show the campaign price and the regular one; the others do not change", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("#tjanster")).toContainText(
      "Just nu 30 % rabatt på privatfotografering, fotopaket för evenemang och företag, AI-reklamfilm, presentationsvideo och AI-redigering till och med 31 december – rabatten är redan avdragen i priserna nedan.",
    );
    const portrait = card(page, "Privatfotografering");
    await expect(portrait).toContainText(/122\s€ med kampanjrabatt/);
    await expect(portrait.locator("s")).toHaveText(/Ordinarie pris 175\s€/);
    await expect(card(page, "AI-redigering")).toContainText(/147\s€ med kampanjrabatt/);
    const custom = card(page, "Skräddarsytt innehåll");
    await expect(custom).toContainText(/Från 350\s€/);
    await expect(custom.locator("s")).toHaveCount(0);

    const offers = await homeOffers(page);
    expect(offers.get("Privatfotografering")).toMatchObject({
      price: 122,
      priceCurrency: "EUR",
      priceValidUntil: campaign.lastDay,
    });
    expect(offers.get("Skräddarsytt innehåll")).toMatchObject({
      price: 350,
      priceCurrency: "EUR",
      priceSpecification: { minPrice: 350, priceCurrency: "EUR" },
    });
    expect(offers.get("Skräddarsytt innehåll")?.priceValidUntil).toBeUndefined();
    // Priced on request, as the page says: no Offer, so none without a price.
    expect(offers.has("AI-influencer")).toBe(false);
    // The catalogue's home services with a price: the grid's and the contact section's rates.
    expect(offers.size).toBe(9);

    await page.goto("/en/videos");
    await waitForHydration(page);
    await expect(page.getByText("Now €343")).toBeVisible();
    await expect(page.getByText("Was €490")).toBeVisible();
    await expect(page.getByText("Now €196")).toBeVisible();
  });

  test("the popup does not open once seen", async ({ page, testNow }) => {
    await gotoWithPausedClock(page, testNow, "/fi");
    await page.clock.runFor(10_000);
    await expect(page.getByRole("dialog")).toBeHidden();
    // The campaign itself runs: the banner is there.
    await expect(page.getByRole("button", { name: "Sulje kampanjabanneri" })).toBeVisible();
  });
});

test.describe("after the campaign", () => {
  test.use({ testNow: afterCampaign, promoPopupSeen: false });

  test("no banner, no popup, no note, and every price is the regular one", async ({
    page,
    testNow,
  }) => {
    await gotoWithPausedClock(page, testNow, "/");
    await page.clock.runFor(10_000);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Stäng kampanjbannern" })).toHaveCount(0);
    // (The sports clubs' own multi-year discount is no campaign: look for the campaign's words.)
    await expect(page.locator("#tjanster")).not.toContainText("Just nu");
    await expect(page.locator("#tjanster")).not.toContainText("kampanjrabatt");
    const portrait = card(page, "Privatfotografering");
    await expect(portrait).toContainText(/175\s€/);
    await expect(page.locator("#tjanster s")).toHaveCount(0);

    const offers = await homeOffers(page);
    expect(offers.get("Privatfotografering")?.price).toBe(175);
    expect(offers.get("Privatfotografering")?.priceValidUntil).toBeUndefined();
  });
});
