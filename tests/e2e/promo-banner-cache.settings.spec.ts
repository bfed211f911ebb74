import { expect, test, type Page } from "@playwright/test";
import { campaign as defaultCampaign } from "~/content/business";
import { addDays, businessToday } from "~/features/booking/slots";
import { e2eOwner } from "../support/e2e-owner";

// The campaign banner's closed state on a page the cache answers (docs/decisions/107): the
// other specs set their day with X-Test-Now, which bypasses the cache, so this one sends no
// clock and makes the campaign run on the real date through the owner's settings. It changes
// what every page shows, hence the owner-settings project (playwright.config.ts); the days are
// put back at the end.

async function hydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
  return response!;
}

async function setCampaignDays(page: Page, firstDay: string, lastDay: string) {
  await hydrated(page, "/en/admin/settings");
  const campaign = page.getByRole("region", { name: "Campaign", exact: true });
  await campaign.getByLabel("First day").fill(firstDay);
  await campaign.getByLabel("Last day").fill(lastDay);
  await campaign.getByRole("button").click();
  await expect(page.getByText("The change now shows on the website.")).toBeVisible();
}

/** Layout shifts from the document's start, recorded by the page itself. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("hasSeenPromo2025", "true");
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    return shifts.reduce((sum, value) => sum + value, 0);
  };
}

test("a visitor who closed the banner never sees it again on the cached page, and nothing moves", async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await hydrated(owner, "/en/auth");
  await owner.getByLabel("Email address").fill(e2eOwner.email);
  await owner.getByLabel("Password").fill(e2eOwner.password);
  await owner.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(owner).not.toHaveURL(/\/auth/);
  const today = businessToday();
  await setCampaignDays(owner, addDays(today, -1), addDays(today, 30));
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const layoutShift = await recordShifts(visitor);
    const close = visitor.getByRole("button", { name: "Stäng kampanjbannern" });

    const first = await hydrated(visitor, "/");
    const headers = await first.allHeaders();
    expect(["hit", "miss"]).toContain(headers["x-page-cache"]);
    expect(headers["cache-control"]).toContain("s-maxage=");
    expect(headers.vary).toBe("Accept-Encoding, Accept-Language");
    await expect(close).toBeVisible();
    await close.click();
    await expect(close).toBeHidden();

    // Another visit, answered from the cache: the same page as for anyone, the banner hidden
    // before the first paint by the head's script.
    const again = await hydrated(visitor, "/");
    expect((await again.allHeaders())["x-page-cache"]).toBe("hit");
    await expect(visitor.locator("html[data-promo-closed]")).toBeAttached();
    await expect(close).toBeHidden();
    expect(await layoutShift()).toBe(0);
    const withCookie = await (await visitor.request.get("/")).text();
    const stranger = await visitorContext.request.get("/", { headers: { cookie: "" } });
    expect(withCookie).toBe(await stranger.text());

    // A fresh visitor still gets it.
    const other = await (await browser.newContext()).newPage();
    await hydrated(other, "/");
    await expect(other.getByRole("button", { name: "Stäng kampanjbannern" })).toBeVisible();
    await other.context().close();
  } finally {
    await visitorContext.close();
    await setCampaignDays(owner, defaultCampaign.firstDay, defaultCampaign.lastDay);
    await ownerContext.close();
  }
});
