import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { campaign as defaultCampaign } from "~/content/business";
import { e2eOwner } from "../support/e2e-owner";
import { expect, gotoHydrated, test } from "./account-helpers";
import { jsonLdBlocks } from "./fixtures";

// The owner edits the campaign in the back office (docs/decisions/036) and the public pages
// follow at once. The campaign is shared by every test of the run, so this file runs in its own
// Playwright project after all the others (playwright.config.ts) and puts the percentage back.

// One after the other: the first test changes the campaign the second one checks.
test.describe.configure({ mode: "default" });

async function signInAsOwner(page: Page) {
  await gotoHydrated(page, "/en/auth");
  await page.getByLabel("Email address").fill(e2eOwner.email);
  await page.getByLabel("Password").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The home page's JSON-LD offer for a service, by its name. */
async function offerPrice(page: Page, name: string) {
  // A service priced on request is listed as the Service itself, without an Offer around it.
  type Offer = { itemOffered?: { name: string }; name?: string; price?: number };
  type Business = { hasOfferCatalog: { itemListElement: Offer[] } };
  const business = (await jsonLdBlocks(page)).find((block) => "hasOfferCatalog" in block);
  return (business as Business).hasOfferCatalog.itemListElement.find(
    (offer) => (offer.itemOffered ?? offer).name === name,
  )?.price;
}

const campaignSection = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });

async function setPercent(page: Page, path: string, section: string, label: string, value: string) {
  await gotoHydrated(page, path);
  const campaign = campaignSection(page, section);
  await campaign.getByLabel(label).fill(value);
  await campaign.getByRole("button").click();
}

test("the owner changes the campaign percentage and the home page's price follows", async ({
  page,
}) => {
  const personal = page
    .locator("#tjanster li")
    .filter({ has: page.getByRole("heading", { name: "Private photo sessions" }) });
  try {
    await gotoHydrated(page, "/en");
    await expect(personal).toContainText("€122");
    expect(await offerPrice(page, "Private photo sessions")).toBe(122);

    await signInAsOwner(page);
    await gotoHydrated(page, "/en/admin/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => v.id),
    ).toEqual([]);

    await setPercent(page, "/en/admin/settings", "Campaign", "Discount in per cent", "45");
    await expect(page.getByText("The change now shows on the website.")).toBeVisible();

    await gotoHydrated(page, "/en");
    // 175 € less 45 %, in whole euros rounded down; the regular price struck through beside it.
    await expect(personal).toContainText("€96");
    await expect(personal).toContainText("€175");
    expect(await offerPrice(page, "Private photo sessions")).toBe(96);
    await expect(page.getByText(/Offer: 45\u00a0?% off/)).toBeVisible();
  } finally {
    await setPercent(
      page,
      "/en/admin/settings",
      "Campaign",
      "Discount in per cent",
      String(defaultCampaign.percent),
    );
    await expect(page.getByText("The change now shows on the website.")).toBeVisible();
  }
});

test("a percentage of 0 is refused in Finnish beside its field, and nothing changes", async ({
  page,
}) => {
  await signInAsOwner(page);
  await setPercent(page, "/fi/admin/settings", "Kampanja", "Alennus prosentteina", "0");
  const field = campaignSection(page, "Kampanja").getByLabel("Alennus prosentteina");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Anna kokonaisluku 1–99/);
  await expect(page.getByRole("alert")).toContainText("Asetuksia ei tallennettu");

  await gotoHydrated(page, "/fi");
  expect(await offerPrice(page, "Yksityiskuvaus")).toBe(122);
});

test("the owner closes the weekend and the calendar shows Saturday as closed, not fully booked", async ({
  page,
}) => {
  const rules = () => page.getByRole("region", { name: "Booking rules", exact: true });
  const setWeekend = async (open: boolean) => {
    await gotoHydrated(page, "/en/admin/settings");
    for (const day of ["Saturday", "Sunday"]) await rules().getByLabel(day).setChecked(open);
    await rules().getByRole("button").click();
    await expect(page.getByText("The change now shows on the website.")).toBeVisible();
  };
  try {
    await signInAsOwner(page);
    await setWeekend(false);

    await gotoHydrated(page, "/en#kontakt");
    // The fixture's day is Tuesday 24 November 2026; the 28th is a Saturday.
    const saturday = page.locator('button[data-date="2026-11-28"]');
    await expect(saturday).toBeDisabled();
    await expect(saturday).toHaveAttribute("aria-label", "Saturday, 28 November 2026, closed");
    await expect(saturday).not.toHaveCSS("text-decoration-line", "line-through");
    await expect(page.locator('button[data-date="2026-11-27"]')).toBeEnabled();
  } finally {
    await setWeekend(true);
  }
});
