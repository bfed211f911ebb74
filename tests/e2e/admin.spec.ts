import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { defaultTestNow } from "./fixtures";
import { e2eOwner } from "../support/e2e-owner";
import { expectNoSeriousAxeViolations } from "./axe";
import {
  businessDate,
  createAccount,
  expect,
  firstFreeTime,
  gotoHydrated,
  mailTo,
  test,
  uniqueEmail,
} from "./account-helpers";

// The owner's back office in the browser (docs/decisions/031–032): sign in, act on a booking,
// and the customer's own page shows the outcome. Keyboard and axe as everywhere.

/** A customer with a confirmed address and one pending booking, made through the API. */
async function customerWithBooking(request: APIRequestContext, days: number, lang = "sv") {
  const email = uniqueEmail();
  // Signing up signs this context in (decision 021: only booking waits for the confirmation).
  await createAccount(request, email, "Berit Bokare");
  const date = businessDate(days);
  const time = await firstFreeTime(request, date);
  const created = await request.post(`/api/bookings?lang=${lang}`, {
    data: { serviceType: "portrait", bookingDate: date, bookingTime: time, message: "Utomhus" },
  });
  expect(created.status()).toBe(201);
  return { email, date, time };
}

/** The customer's own browser, on the test's day, from an address of its own. */
async function customerBrowser(browser: Browser) {
  return browser.newContext({
    extraHTTPHeaders: {
      "X-Test-Now": defaultTestNow,
      "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
}

async function signInAsOwner(page: Page, lang: "sv" | "en") {
  await gotoHydrated(page, lang === "sv" ? "/auth" : "/en/auth");
  await page.getByLabel(lang === "sv" ? "E-postadress" : "Email address").fill(e2eOwner.email);
  await page.getByLabel(lang === "sv" ? "Lösenord" : "Password").fill(e2eOwner.password);
  await page
    .getByRole("button", { name: lang === "sv" ? "Logga in" : "Log in", exact: true })
    .click();
  await expect(page).not.toHaveURL(/\/auth/);
}

test("the owner confirms a booking; the customer's page says Bekräftad", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customerContext = await customerBrowser(browser);
  const customer = await customerWithBooking(customerContext.request, 5);

  await signInAsOwner(page, "sv");
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { name: "Översikt", level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page
    .getByRole("navigation", { name: "Administrationens avsnitt" })
    .getByRole("link", { name: "Bokningar" })
    .click();
  await expect(page.getByRole("heading", { name: "Bokningar", level: 1 })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: customer.email });
  await expect(card).toContainText("Berit Bokare");
  await expect(card).toContainText("Utomhus");
  await expectNoSeriousAxeViolations(page);

  // By keyboard: focus the confirm button and press Enter.
  const confirm = card.getByRole("button", { name: /^Bekräfta bokningen/ });
  await confirm.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Bokningen är bekräftad", { exact: true })).toBeVisible();
  await expect(card).toContainText("Bekräftad");

  const customerPage = await customerContext.newPage();
  await customerPage.goto("/bookings");
  await expect(customerPage.locator("main")).toContainText("Bekräftad");
  await customerContext.close();
  // Held 30 s before it leaves, so that a confirm made by mistake can be undone (decision 103).
  const mail = await mailTo(customer.email, /^Bokning bekräftad – /, 45_000);
  expect(mail.text).toContain("Vi har bekräftat din bokning och ser fram emot fotograferingen.");
});

test("in English: the owner declines with a message; the customer's page says Declined", async ({
  page,
  browser,
}) => {
  const customerContext = await customerBrowser(browser);
  const customer = await customerWithBooking(customerContext.request, 6, "en");

  await signInAsOwner(page, "en");
  await gotoHydrated(
    page,
    `/en/admin/bookings?status=pending&from=${customer.date}&to=${customer.date}`,
  );
  const card = page.getByRole("article").filter({ hasText: customer.email });
  await card.locator("summary", { hasText: "Decline" }).click();
  await card.getByLabel("Message to the customer").fill("Fully booked that day, sorry.");
  await card.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(page.getByText("Booking declined")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const customerPage = await customerContext.newPage();
  await customerPage.goto("/en/bookings");
  await expect(customerPage.locator("main")).toContainText("Declined");
  await customerContext.close();
  const mail = await mailTo(customer.email, /^Your booking request could not be confirmed – /);
  expect(mail.text).toContain("Fully booked that day, sorry.");
});

test("the owner blocks a day and the customer's calendar shows it taken", async ({
  page,
  browser,
}) => {
  // A Sunday in the next month that no other journey books.
  const day = businessDate(33);
  await signInAsOwner(page, "en");
  await gotoHydrated(page, "/en/admin/blocks");
  await page.getByLabel("Date").fill(day);
  await page.getByRole("button", { name: "Block", exact: true }).click();
  const blockedText = page.getByText("Time blocked", { exact: true });
  await expect(blockedText).toBeVisible();
  try {
    const customerContext = await customerBrowser(browser);
    const visitor = await customerContext.newPage();
    await gotoHydrated(visitor, "/en#kontakt");
    await visitor.getByRole("button", { name: "Next month" }).click();
    const blocked = visitor.locator(`button[data-date="${day}"]`);
    await expect(blocked).toBeDisabled();
    await expect(blocked).toHaveAttribute("aria-label", /, fully booked$/);
    await expect(visitor.locator(`button[data-date="${businessDate(32)}"]`)).toBeEnabled();
    await customerContext.close();
  } finally {
    await gotoHydrated(page, "/en/admin/blocks");
    const shown = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(day));
    await page.getByRole("button", { name: new RegExp(`^Remove the block on .*${shown}`) }).click();
    await expect(page.getByText("Block removed", { exact: true })).toBeVisible();
  }
});

test.describe("for anyone but the owner", () => {
  test.use({ expectNotFoundDocument: true });
  test("/admin is the ordinary 404 page", async ({ page }) => {
    const response = await page.goto("/admin/bookings");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Hoppsan! Sidan hittades inte" })).toBeVisible();
  });
});
