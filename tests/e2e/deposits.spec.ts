import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { e2eOwner } from "../support/e2e-owner";
import { expectNoSeriousAxeViolations } from "./axe";
import {
  expect as baseExpect,
  gotoHydrated,
  mailTo,
  pickDate,
  pickFirstFreeTime,
  serviceChoice,
  signUpInBrowser,
  test,
  uniqueEmail,
} from "./account-helpers";

// Booking deposits in the browser (decision 109): the owner asks 30 % of a service's price at
// the booking; a customer's request for it goes to the checkout, becomes a request once paid
// (receipt, My bookings, the owner's list), and is refunded when the owner declines it; one left
// unpaid is never shown to the owner, holds its hours, and frees them when its hold runs out.

// One after another within a run: the first test sets the deposit the others book.
test.describe.configure({ mode: "default" });

// Each step waits on the server (a sign-in, a payment, a job, a mail), and the suite shares two
// cores with others: a step may take several seconds before anything is wrong.
const expect = baseExpect.configure({ timeout: 20_000 });
const mailWaitMs = 60_000;

/** The service that asks a deposit here; no other spec books it. 120 € an event, two hours. */
const service = {
  id: "sports-team-event",
  sv: "Idrottsevenemang för lag och föreningar",
  en: "Sports event for teams and clubs",
};

/**
 * This spec's days, a century after the suite's (fixtures.ts). A hold is released by a job due
 * 30 minutes after the booking by the test's clock, and the test server's runner goes by the
 * wall clock: on the suite's day, long past, every hold would be released within seconds. No
 * machine will reach these days; the test runs the jobs itself when its clock gets there. Each
 * test, and each repeat or retry of it, lives in a week of its own, so none runs another's jobs
 * or books another's hours.
 */
function ownClock(week: number) {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  return async ({}, use: (time: string) => Promise<void>, testInfo: TestInfo) => {
    const days = 7 * (week + 10 * (testInfo.repeatEachIndex + 10 * testInfo.retry));
    await use(new Date(Date.parse("2126-11-24T10:00:00+02:00") + days * 86_400_000).toISOString());
  };
}

/** `minutes` after the test's own time, as X-Test-Now takes it. */
const after = (now: string, minutes: number) =>
  new Date(Date.parse(now) + minutes * 60_000).toISOString();

/** A day of the test's week, `days` after its own, as YYYY-MM-DD in Finland. */
const dayAfter = (now: string, days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(
    new Date(Date.parse(now) + days * 86_400_000),
  );

/**
 * Runs the jobs that fell due from the test's own time until `at` by its clock, as the runner
 * would then (a test server's route, TEST_CLOCK=1 only).
 */
async function runJobs(request: APIRequestContext, from: string, at: string) {
  const response = await request.post(`/__test/jobs/run?${new URLSearchParams({ from })}`, {
    headers: { "X-Test-Now": at },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { done: number; failed: number };
}

/** A date as the Swedish texts write it: "4 december 2126". */
const longDate = (date: string) =>
  new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** An hour as the Swedish texts write it: "09:00" → "9.00". */
const clock = (time: string) => `${Number(time.slice(0, 2))}.00`;

/** The deposit's order on My bookings, under "Mina beställningar". */
const depositOrder = (page: Page, orderNumber: string) =>
  page
    .getByRole("region", { name: "Mina beställningar" })
    .getByRole("listitem")
    .filter({ hasText: orderNumber });

let contexts = 0;

/** A browser context of its own at `now` (the owner's), its clock set as the server's. */
async function contextAt(browser: Browser, now: string): Promise<BrowserContext> {
  contexts += 1;
  const context = await browser.newContext({
    javaScriptEnabled: true,
    extraHTTPHeaders: {
      "X-Test-Now": now,
      "X-Forwarded-For": `10.31.${test.info().workerIndex % 250}.${(contexts % 250) + 1}`,
    },
  });
  await context.clock.install({ time: new Date(now) });
  return context;
}

async function signInAsOwner(page: Page) {
  await gotoHydrated(page, "/auth");
  await page.getByLabel("E-postadress").fill(e2eOwner.email);
  await page.getByLabel("Lösenord").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Whether the hour is free for anyone, from the public availability the forms read. */
async function isFree(request: APIRequestContext, date: string, time: string) {
  const response = await request.get(`/api/availability?from=${date}&to=${date}`);
  const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
  return slots.find((slot) => slot.time === time)?.available;
}

test.describe("the owner", () => {
  test.use({ testNow: ownClock(0) });

  test("asks 30 % of the price as a deposit in the catalogue; a bad value is refused", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsOwner(page);
    await gotoHydrated(page, `/admin/services/${service.id}`);
    await expect(page.getByRole("heading", { name: "Redigera tjänsten", level: 1 })).toBeVisible();
    await page.getByLabel("Handpenning vid bokning").selectOption({ label: "Procent av priset" });
    await page.getByLabel("Handpenningens storlek").fill("130");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByLabel("Handpenningens storlek")).toHaveAccessibleDescription(
      /Skriv handpenningen i euro \(t\.ex\. 50 eller 49,50\) eller som procent 1–100/,
    );
    await page.getByLabel("Handpenningens storlek").fill("30");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("Tjänsten är sparad")).toBeVisible();
    await gotoHydrated(page, `/admin/services/${service.id}`);
    await expect(page.getByLabel("Handpenning vid bokning")).toHaveValue("percent");
    await expect(page.getByLabel("Handpenningens storlek")).toHaveValue("30");
  });
});

test.describe("a customer in Swedish", () => {
  test.use({ testNow: ownClock(1) });

  test("pays the deposit and is seen by the owner, who declines: refunded; an unpaid hold is never seen and is released", async ({
    page,
    browser,
    request,
    testNow,
  }) => {
    test.setTimeout(300_000);
    const email = uniqueEmail();
    await signUpInBrowser(page, email, "Kalle Kassör");
    const date = dayAfter(testNow, 3);

    // The form names the deposit under the service, with the price, as every price here: VAT
    // included, which the page says once.
    await gotoHydrated(page, "/#kontakt");
    const form = page.locator("#kontakt");
    await form.scrollIntoViewIfNeeded();
    const choice = serviceChoice(form, "Tjänst").option(service.sv);
    await expect(choice).toHaveAccessibleName(
      `${service.sv} , Handpenning 36\u00a0€ betalas i kassan när du bokar , 120\u00a0€ per evenemang`,
    );
    await expect(page.getByText("Alla priser inkl. moms 25,5\u00a0%.")).toBeVisible();
    await choice.check();
    await pickDate(page, "sv", date);
    const time = await pickFirstFreeTime(page);
    await form.getByLabel("Meddelande").fill("Hemmamatch, hela laget.");
    await form.getByRole("button", { name: "Skicka bokningsförfrågan" }).click();

    // The checkout: the deposit of this booking, 30 % of 120 €.
    await expect(page).toHaveURL(/\/checkout\/test\/[\w-]{32}$/);
    const product = `Handpenning: ${service.sv} ${longDate(date)} kl. ${clock(time)}`;
    await expect(page.locator("main dl")).toContainText(product);
    await expect(page.locator("main dl")).toContainText("Att betala36\u00a0€");
    await expect(page.getByLabel("E-postadress")).toHaveValue(email);
    await page.getByRole("button", { name: "Betala (test)" }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?session=[\w-]{32}$/);
    await expect(page.locator("main")).toContainText(
      `Din bokningsförfrågan har nu skickats till oss. Vi har mejlat kvittot till ${email}`,
    );
    const orderNumber = (await page.getByTestId("order-number").locator("span").innerText()).trim();
    expect(orderNumber).toMatch(new RegExp(`^${dayAfter(testNow, 0).slice(0, 4)}-\\d{4}$`));

    // My bookings: a request waiting for the owner, its deposit paid.
    await page.getByRole("link", { name: "Till mina bokningar" }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    const card = page.getByRole("article").filter({ hasText: "Hemmamatch, hela laget." });
    await expect(card).toContainText(`kl. ${clock(time)}`);
    await expect(card).toContainText("Väntar på bekräftelse");
    const order = depositOrder(page, orderNumber);
    await expect(order).toContainText(product);
    await expect(order).toContainText("Betald");
    await expect(order).toContainText("36\u00a0€");

    const receipt = await mailTo(
      email,
      new RegExp(`^Kvitto för order ${orderNumber} `),
      mailWaitMs,
    );
    expect(receipt.text).toContain("Vi har tagit emot handpenningen");
    expect(receipt.text).toContain(`Produkt: ${product}`);
    expect(receipt.text).toContain("Moms 25,5\u00a0%: 7,31\u00a0€");
    expect(receipt.text).toContain("Totalt: 36\u00a0€");

    // The owner sees the paid request.
    const owner = await contextAt(browser, testNow);
    const ownerPage = await owner.newPage();
    await signInAsOwner(ownerPage);
    await gotoHydrated(ownerPage, `/admin/bookings?from=${date}&to=${date}`);
    const requests = ownerPage.getByRole("article").filter({ hasText: email });
    await expect(requests).toHaveCount(1);
    await expect(requests).toContainText("Kalle Kassör");
    await expect(requests).toContainText("Väntar");

    // A second request, left unpaid at the checkout: its hours are taken for anyone, and the
    // owner never sees it.
    await gotoHydrated(page, "/#kontakt");
    await form.scrollIntoViewIfNeeded();
    // The first was sent: the form starts over, nothing of it kept as a draft.
    await expect(serviceChoice(form, "Tjänst").checked).toHaveCount(0);
    await expect(form.getByLabel("Meddelande")).toHaveValue("");
    await serviceChoice(form, "Tjänst").option(service.sv).check();
    await pickDate(page, "sv", date);
    const unpaidTime = await pickFirstFreeTime(page);
    expect(unpaidTime).not.toBe(time);
    await form.getByRole("button", { name: "Skicka bokningsförfrågan" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/[\w-]{32}$/);
    const unpaidCheckout = page.url();
    await gotoHydrated(page, "/bookings");
    const unpaid = page.getByRole("article").filter({ hasText: `kl. ${clock(unpaidTime)}` });
    await expect(unpaid).toContainText("Väntar på handpenning");
    expect(await isFree(request, date, unpaidTime)).toBe(false);
    await ownerPage.reload();
    await expect(requests).toHaveCount(1);
    await expect(requests).toContainText(`${longDate(date)}, ${clock(time)} (2\u00a0h)`);

    // A minute before its 30 minutes run out, nothing is released; a minute after, the job frees
    // the hours and closes its checkout. The paid one stays as it was.
    expect(await runJobs(request, testNow, after(testNow, 29))).toEqual({ done: 0, failed: 0 });
    expect(await isFree(request, date, unpaidTime)).toBe(false);
    expect(await runJobs(request, testNow, after(testNow, 31))).toEqual({ done: 2, failed: 0 });
    await expect.poll(() => isFree(request, date, unpaidTime)).toBe(true);
    expect(await isFree(request, date, time)).toBe(false);
    expect((await request.get(unpaidCheckout)).status()).toBe(404);
    await page.reload();
    await expect(unpaid).toContainText("Avbokad");
    await expect(card).toContainText("Väntar på bekräftelse");
    await ownerPage.reload();
    await expect(requests).toHaveCount(1);

    // The owner declines the paid one: the customer is told, and the deposit is paid back.
    await requests.locator("summary", { hasText: "Avböj" }).click();
    await requests.getByLabel("Meddelande till kunden").fill("Planen är bokad den dagen.");
    await requests.getByRole("button", { name: "Avböj", exact: true }).click();
    await expect(ownerPage.getByText("Bokningen är avböjd")).toBeVisible();
    await expect(requests).toContainText("Avböjd");
    const declined = await mailTo(email, /^Bokningsförfrågan kunde inte bekräftas/, mailWaitMs);
    expect(declined.text).toContain("Planen är bokad den dagen.");
    expect(await runJobs(request, testNow, after(testNow, 32))).toEqual({ done: 1, failed: 0 });
    const refund = await mailTo(
      email,
      new RegExp(`^Handpenningen återbetalas – order ${orderNumber} `),
      mailWaitMs,
    );
    expect(refund.text).toContain("så vi betalar tillbaka handpenningen");
    expect(refund.text).toContain(
      `Handpenningen på 36\u00a0€ återbetalades den ${longDate(dayAfter(testNow, 0))}`,
    );

    await page.reload();
    await expect(card).toContainText("Avböjd");
    await expect(order).toContainText("Återbetald");
    await order.getByRole("link", { name: `Visa kvittot för order ${orderNumber}` }).click();
    await expect(page.locator("main")).toContainText(
      `Handpenningen på 36\u00a0€ återbetalades den ${longDate(dayAfter(testNow, 0))}`,
    );
    await owner.close();
  });
});

test.describe("a customer in English", () => {
  test.use({ testNow: ownClock(2) });

  test("reads the deposit on the form and at the checkout, pays, and cancels in time: refunded", async ({
    page,
    request,
    testNow,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail();
    await signUpInBrowser(page, email, "Kim Keeper");
    const date = dayAfter(testNow, 4);

    await gotoHydrated(page, "/en#kontakt");
    const form = page.locator("#kontakt");
    await form.scrollIntoViewIfNeeded();
    const choice = serviceChoice(form, "Service").option(service.en);
    await expect(choice).toHaveAccessibleName(
      `${service.en} , A deposit of €36 is paid at the checkout when you book , €120 per event`,
    );
    await expect(page.getByText("All prices include VAT at 25.5%.")).toBeVisible();
    await choice.check();
    await pickDate(page, "en", date);
    await pickFirstFreeTime(page);
    await expectNoSeriousAxeViolations(page);
    await form.getByRole("button", { name: "Send booking request" }).click();

    await expect(page).toHaveURL(/\/en\/checkout\/test\/[\w-]{32}$/);
    await expect(page.locator("main dl")).toContainText(`Deposit: ${service.en}`);
    await expect(page.locator("main dl")).toContainText("Amount due€36");
    await page.getByRole("button", { name: "Pay (test)" }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?session=[\w-]{32}$/);
    await expect(page.locator("main")).toContainText(
      `Your booking request has now been sent to us. We have emailed the receipt to ${email}`,
    );
    await expectNoSeriousAxeViolations(page);
    const orderNumber = (await page.getByTestId("order-number").locator("span").innerText()).trim();
    const receipt = await mailTo(
      email,
      new RegExp(`^Receipt for order ${orderNumber} `),
      mailWaitMs,
    );
    expect(receipt.text).toContain(`Deposit: ${service.en}`);

    // Cancelled before the change deadline (48 hours before): the deposit is paid back.
    await page.getByRole("link", { name: "Go to my bookings" }).click();
    await expect(page).toHaveURL(/\/en\/bookings$/);
    const card = page.getByRole("article").filter({ hasText: service.en });
    await expect(card).toContainText("Awaiting confirmation");
    const order = page
      .getByRole("region", { name: "My orders" })
      .getByRole("listitem")
      .filter({ hasText: orderNumber });
    await expect(order).toContainText("Paid");
    await card.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByText("Booking cancelled", { exact: true })).toBeVisible();
    await expect(card).toContainText("Cancelled");
    expect(await runJobs(request, testNow, after(testNow, 1))).toEqual({ done: 1, failed: 0 });
    const refund = await mailTo(
      email,
      new RegExp(`^Your deposit is being refunded – order ${orderNumber} `),
      mailWaitMs,
    );
    expect(refund.text).toContain("The deposit of €36 was refunded on");
    await page.reload();
    await expect(order).toContainText("Refunded");
  });
});

test.describe("without scripts", () => {
  test.use({ testNow: ownClock(3), javaScriptEnabled: false });

  test("the form names the deposit and leads to the checkout; withdrawn after the deadline, it is kept", async ({
    page,
    request,
    testNow,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail();
    await signUpInBrowser(page, email, "Nina Utanskript");
    // Tomorrow: already inside the 48 hours before it, when a withdrawal keeps the deposit.
    const date = dayAfter(testNow, 1);

    await page.goto("/");
    const form = page.locator("#kontakt form");
    const choice = serviceChoice(form, "Tjänst").option(service.sv);
    await expect(choice).toHaveAccessibleName(
      /Handpenning 36\u00a0€ betalas i kassan när du bokar/,
    );
    await choice.check();
    await form.getByLabel("Datum").fill(date);
    await form.getByLabel("Tid").selectOption("10:00");
    await form.getByRole("button", { name: "Skicka bokningsförfrågan" }).click();

    await expect(page).toHaveURL(/\/checkout\/test\/[\w-]{32}$/);
    await expect(page.locator("main dl")).toContainText(
      `Handpenning: ${service.sv} ${longDate(date)} kl. 10.00`,
    );
    await expect(page.locator("main dl")).toContainText("Att betala36\u00a0€");
    await page.getByRole("button", { name: "Betala (test)" }).click();
    await expect(page.locator("main")).toContainText(
      "Din bokningsförfrågan har nu skickats till oss.",
    );
    const orderNumber = (await page.getByTestId("order-number").locator("span").innerText()).trim();

    await page.getByRole("link", { name: "Till mina bokningar" }).click();
    const card = page.getByRole("article").filter({ hasText: service.sv });
    await expect(card).toContainText("Väntar på bekräftelse");
    const order = depositOrder(page, orderNumber);
    await expect(order).toContainText("Betald");
    await card.getByRole("button", { name: "Avboka" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bokning avbokad" })).toBeVisible();
    await expect(card).toContainText("Avbokad");
    // No refund is queued: nothing falls due, and the deposit stays paid, as the terms say.
    expect(await runJobs(request, testNow, after(testNow, 1))).toEqual({ done: 0, failed: 0 });
    await page.reload();
    await expect(order).toContainText("Betald");
    await page.goto("/kopvillkor");
    await expect(page.locator("main")).toContainText(
      "handpenningen betalas tillbaka om vi avböjer bokningen eller om du avbokar före den sista ändringstiden, men inte om du avbokar senare.",
    );
  });
});
