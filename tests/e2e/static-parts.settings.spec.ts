import type { Page } from "@playwright/test";
import { defaultBusinessFacts } from "~/content/business";
import { e2eOwner } from "../support/e2e-owner";
import { expect, gotoHydrated, test } from "./account-helpers";

// The footer keeps its server HTML without its code (docs/decisions/112) only while the site's
// data is what the server drew it from: the owner saves a new phone number in the back office,
// and the footer of the page the save returns to shows it, without a reload. In the
// owner-settings project (it changes what every page shows); the number is put back.

const business = (page: Page) => page.getByRole("region", { name: "Business", exact: true });

async function savePhone(page: Page, phone: string) {
  const section = business(page);
  await section.getByLabel("Phone").fill(phone);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/settings"),
  );
  await section.getByRole("button").click();
  expect((await saved).status()).toBeLessThan(400);
}

test("the footer follows the owner's new phone number without a reload", async ({ page }) => {
  await gotoHydrated(page, "/en/auth");
  await page.getByLabel("Email address").fill(e2eOwner.email);
  await page.getByLabel("Password").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);

  await gotoHydrated(page, "/en/admin/settings");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(defaultBusinessFacts.phone);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  try {
    await savePhone(page, "+358 40 765 4321");
    await expect(footer).toContainText("+358 40 765 4321");
    expect(documents, "no reload").toEqual([]);
  } finally {
    await gotoHydrated(page, "/en/admin/settings");
    await savePhone(page, defaultBusinessFacts.phone);
    await expect(footer).toContainText(defaultBusinessFacts.phone);
  }
});
