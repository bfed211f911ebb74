import type { Page } from "@playwright/test";
import { customerKey } from "~/features/customers/customer-key.server";
import fiAdmin from "~/i18n/locales/fi/admin";
import enAdmin from "~/i18n/locales/en/admin";
import svAdmin from "~/i18n/locales/sv/admin";
import svCustomers from "~/i18n/locales/sv/customersAdmin";
import { e2eOwner } from "../support/e2e-owner";
import { expect, gotoHydrated, test, uniqueEmail } from "./account-helpers";

// The owner's customers and calendar feed on a phone (issue 23, decision 105), and a check that
// every back-office page hydrates without React's mismatch errors in Finnish and English too
// (the Swedish walk is admin-phone.spec.ts).

test.use({ viewport: { width: 390, height: 844 } });

/** React's hydration errors, as the browser logs them (development or minified). */
const hydrationError = /Hydration|hydrat|#418|#423|#425/;

async function signInAsOwner(page: Page) {
  await gotoHydrated(page, "/auth");
  await page.locator('input[name="email"]').first().fill(e2eOwner.email);
  await page.locator('input[name="password"]').first().fill(e2eOwner.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).not.toHaveURL(/\/auth/);
}

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (entry) => {
    if (entry.type() === "error" && hydrationError.test(entry.text()))
      errors.push(entry.text().slice(0, 200));
  });
  page.on("pageerror", (error) => {
    if (hydrationError.test(error.message)) errors.push(error.message.slice(0, 200));
  });
  return errors;
}

test("a message's sender is found, noted and answered from a phone, the reply threaded", async ({
  page,
}) => {
  await signInAsOwner(page);
  const email = uniqueEmail();
  const sent = await page.request.post("/api/contact?lang=fi", {
    data: { name: "Maija Mäkinen", email, message: "Voitteko kuvata häämme kesäkuussa?" },
  });
  expect(sent.status()).toBe(201);
  const errors = collectHydrationErrors(page);

  await gotoHydrated(page, "/admin/customers");
  await page.getByLabel(svCustomers.list.searchLabel).fill("mäkinen");
  await page.getByLabel(svCustomers.list.searchLabel).press("Enter");
  await expect(page).toHaveURL(/\?q=m%C3%A4kinen/);
  await page.getByRole("link", { name: "Maija Mäkinen" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${customerKey(email)}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Maija Mäkinen" })).toBeVisible();
  await expect(page.getByText("Voitteko kuvata häämme kesäkuussa?")).toBeVisible();

  await page.getByLabel(svCustomers.notes.label).fill("Bröllop 14.6, vill ha en offert");
  await page.getByRole("button", { name: svCustomers.notes.add }).click();
  await expect(page.getByText("Bröllop 14.6, vill ha en offert")).toBeVisible();

  // The reply box opens with the keyboard, as a <details> does.
  const summary = page.locator("summary", { hasText: svCustomers.reply.open }).first();
  await summary.focus();
  await page.keyboard.press("Enter");
  const box = page.getByLabel(svCustomers.reply.label).first();
  await box.fill("Hei Maija! Kesäkuu sopii hyvin.");
  await page.getByRole("button", { name: svCustomers.reply.send }).first().click();
  const thread = page.getByText(svCustomers.reply.thread).first();
  await expect(thread).toBeVisible();
  await expect(page.getByText("Hei Maija! Kesäkuu sopii hyvin.")).toBeVisible();
  // The page still fits the phone with a thread and a note in it.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});

test("the calendar feed's address is copied with the keyboard and the copy is announced", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsOwner(page);
  const made = await page.request.post("/api/admin/calendar-feed", { data: {} });
  expect(made.status()).toBe(200);
  const { url } = (await made.json()) as { url: string };

  await gotoHydrated(page, "/admin/calendar-feed");
  const subscribe = page.getByRole("link", { name: svAdmin.calendarFeed.subscribe });
  await expect(subscribe).toHaveAttribute("href", url.replace(/^https?:\/\//, "webcal://"));
  await expect(page.getByText(svAdmin.calendarFeed.iphone.title)).toBeVisible();
  await expect(page.getByText(svAdmin.calendarFeed.android.title)).toBeVisible();

  const copy = page.getByRole("button", { name: svAdmin.calendarFeed.copy });
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: svAdmin.calendarFeed.copied }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

const languages = [
  { prefix: "/fi", texts: fiAdmin },
  { prefix: "/en", texts: enAdmin },
];

for (const { prefix, texts } of languages) {
  test(`back-office pages hydrate without a mismatch in ${prefix.slice(1)}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsOwner(page);
    const email = uniqueEmail();
    await page.request.post(`/api/contact?lang=${prefix.slice(1)}`, {
      data: { name: "Kim Kund", email, message: "Hej! Har ni tider i december?" },
    });
    await page.request.post("/api/admin/calendar-feed", { data: {} });
    const errors = collectHydrationErrors(page);
    const problems: string[] = [];
    const routes = [
      "/admin",
      "/admin/bookings",
      "/admin/calendar-feed",
      "/admin/news/new",
      "/admin/messages",
      "/admin/audit",
      "/admin/orders",
      "/admin/customers",
      `/admin/customers/${customerKey(email)}`,
    ];
    for (const route of routes) {
      await gotoHydrated(page, prefix + route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      problems.push(...errors.splice(0).map((error) => `${prefix}${route}: ${error}`));
    }
    // The menu names the customers in the page's language.
    await expect(page.getByText(texts.nav.customers).first()).toBeAttached();
    expect(problems).toEqual([]);
  });
}
