import type { Browser, BrowserContext } from "@playwright/test";
import { formatClockTime } from "~/lib/format";
import { outboxReader } from "../support/outbox";
import { e2eOwner } from "../support/e2e-owner";
import {
  businessDate,
  createAccount,
  expect,
  firstFreeTime,
  gotoHydrated,
  test,
  uniqueEmail,
} from "./account-helpers";
import { expectNoSeriousAxeViolations } from "./axe";
import { defaultTestNow, e2eDataDir } from "./fixtures";

// The customer moves and cancels a confirmed booking themselves (issue 23, decision 104): from
// My bookings signed in, and from the link in the mail without signing in, before the owner's
// cut-off (48 hours) and after it, with the clock set; without scripts too.

test.describe.configure({ mode: "default" });

let contextCount = 0;

/** A browser context of its own at `now` (a customer's other device, or the owner). */
async function contextAt(browser: Browser, now = defaultTestNow): Promise<BrowserContext> {
  contextCount += 1;
  const context = await browser.newContext({
    // Scripts on, whatever the test's own pages use: the owner's sign-in waits for hydration.
    javaScriptEnabled: true,
    extraHTTPHeaders: { "X-Test-Now": now, "X-Forwarded-For": `10.24.${contextCount}.7` },
  });
  await context.clock.install({ time: new Date(now) });
  return context;
}

/** A customer (signed up, so signed in, in `customer`) with a booking in six days that the owner confirmed. */
async function confirmedBooking(browser: Browser, customer: BrowserContext) {
  const email = uniqueEmail();
  await createAccount(customer.request, email, "Anna Virtanen");
  const date = businessDate(6);
  const time = await firstFreeTime(customer.request, date);
  const created = await customer.request.post("/api/bookings?lang=sv", {
    data: { serviceType: "portrait", bookingDate: date, bookingTime: time },
  });
  expect(created.status()).toBe(201);
  const { booking } = (await created.json()) as { booking: { id: string } };
  const owner = await contextAt(browser);
  // Signed in as a person does (the auth API wants the page's origin).
  const ownerPage = await owner.newPage();
  await gotoHydrated(ownerPage, "/auth");
  await ownerPage.locator('input[name="email"]').first().fill(e2eOwner.email);
  await ownerPage.locator('input[name="password"]').first().fill(e2eOwner.password);
  await ownerPage.locator('form button[type="submit"]').first().click();
  await expect(ownerPage).not.toHaveURL(/\/auth/);
  const confirmed = await owner.request.post(`/api/admin/bookings/${booking.id}/confirm`, {
    data: {},
  });
  expect(confirmed.status()).toBe(200);
  await owner.close();
  return { email, date, time, id: booking.id };
}

test("a customer moves a confirmed booking from My bookings, then cancels it by the mail's link", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await contextAt(browser);
  const booking = await confirmedBooking(browser, customer);
  const page = await customer.newPage();

  await gotoHydrated(page, "/bookings");
  await page.getByRole("link", { name: /^Flytta eller avboka/ }).click();
  await expect(page.getByRole("heading", { name: "Ändra din bokning", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Du kan flytta eller avboka bokningen själv fram till"),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The first free time of the next day, as the page lists it.
  const nextDay = businessDate(7);
  const choice = page.locator(`input[name="slot"][value^="${nextDay} "]`).first();
  const slot = (await choice.getAttribute("value"))!;
  await choice.check();
  await page.getByRole("button", { name: "Flytta bokningen" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Bokningen är flyttad" }),
  ).toBeVisible();
  await expect(page.getByTestId("current-slot")).toContainText(
    `kl. ${formatClockTime(slot.slice(11), "sv")}`,
  );

  // The mail with the new time carries the link; it opens without signing in, elsewhere.
  const outbox = outboxReader(e2eDataDir());
  const [moved] = await outbox.waitForMail(booking.email, /^Ny tid för din bokning/);
  const link = /https?:\/\/[^/\s]+(\/bookings\/[0-9a-f-]{36}\/change\?key=[\w-]{43})/.exec(
    moved!.text,
  )![1]!;
  const elsewhere = await contextAt(browser);
  const linkPage = await elsewhere.newPage();
  await gotoHydrated(linkPage, `/en${link}`);
  await expect(linkPage.getByRole("heading", { name: "Change your booking" })).toBeVisible();
  await linkPage.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(linkPage.getByText("This booking is cancelled.")).toBeVisible();
  await outbox.waitForMail(booking.email, /^Bokning avbokad/);
  await customer.close();
  await elsewhere.close();
});

test("past the cut-off the link's page gives the business's contact details instead", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await contextAt(browser);
  const booking = await confirmedBooking(browser, customer);
  // Five days later: the session is tomorrow, inside the 48 hours.
  const late = await contextAt(browser, "2026-11-29T10:00:00+02:00");
  const page = await late.newPage();
  await gotoHydrated(page, `/fi/bookings/${booking.id}/change`);
  // Signed out without the key: the sign-in page, which brings the customer back here.
  await expect(page).toHaveURL(/\/fi\/auth\?/);
  const mine = await customer.newPage();
  await mine.clock.install({ time: new Date("2026-11-29T10:00:00+02:00") });
  await mine.setExtraHTTPHeaders({ "X-Test-Now": "2026-11-29T10:00:00+02:00" });
  await gotoHydrated(mine, `/fi/bookings/${booking.id}/change`);
  await expect(mine.getByRole("heading", { name: "Ota yhteyttä muutoksista" })).toBeVisible();
  const contact = mine.locator("section").filter({ hasText: "Ota yhteyttä muutoksista" });
  await expect(contact.getByRole("link", { name: /@/ }).first()).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await expect(contact.getByRole("link", { name: /^\+/ }).first()).toHaveAttribute("href", /^tel:/);
  await expect(mine.locator('input[name="slot"]')).toHaveCount(0);
  await expect(mine.getByRole("button", { name: "Peru varaus" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(mine);
  await customer.close();
  await late.close();
});

test.describe("another customer's booking", () => {
  test.use({ expectNotFoundDocument: true });

  test("is not found, signed in or by a made-up key", async ({ browser, page }) => {
    test.setTimeout(90_000);
    const customer = await contextAt(browser);
    const booking = await confirmedBooking(browser, customer);
    const other = uniqueEmail();
    await createAccount(page.request, other, "Erik Nyström");
    const answer = await page.goto(`/bookings/${booking.id}/change`);
    expect(answer?.status()).toBe(404);
    const forged = await page.goto(`/bookings/${booking.id}/change?key=${"A".repeat(43)}`);
    expect(forged?.status()).toBe(404);
    await customer.close();
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the booking moves by the plain form", async ({ browser }) => {
    test.setTimeout(90_000);
    const customer = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Test-Now": defaultTestNow, "X-Forwarded-For": "10.24.200.9" },
    });
    const booking = await confirmedBooking(browser, customer);
    const page = await customer.newPage();
    await page.goto(`/bookings/${booking.id}/change`);
    const choice = page.locator(`input[name="slot"][value^="${businessDate(8)} "]`).first();
    const slot = (await choice.getAttribute("value"))!;
    await choice.check();
    await page.getByRole("button", { name: "Flytta bokningen" }).click();
    await expect(page.getByTestId("current-slot")).toContainText(
      `kl. ${formatClockTime(slot.slice(11), "sv")}`,
    );
    await customer.close();
  });
});
