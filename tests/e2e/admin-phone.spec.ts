import type { APIRequestContext, Page } from "@playwright/test";
import svCheckout from "~/i18n/locales/sv/checkout";
import { e2eOwner } from "../support/e2e-owner";
import AxeBuilder from "@axe-core/playwright";
import {
  businessDate,
  createAccount,
  expect,
  firstFreeTime,
  gotoHydrated,
  test,
  uniqueEmail,
} from "./account-helpers";
import { defaultTestNow } from "./fixtures";
import { customerKey } from "~/features/customers/customer-key.server";

// The back office on a phone (issue 23, docs/decisions/100): every admin page at 390 px with
// something in it — a confirmed booking, a paid order with its key sent, a message — fits the
// screen, passes axe and hydrates without a mismatch; the audit log reads as sentences.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "default" });

/** React's hydration errors, as the browser logs them (development or minified). */
const hydrationError = /Hydration|hydrat|#418|#423|#425/;

async function signInAsOwner(page: Page, prefix = "") {
  await gotoHydrated(page, `${prefix}/auth`);
  await page.locator('input[name="email"]').first().fill(e2eOwner.email);
  await page.locator('input[name="password"]').first().fill(e2eOwner.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** A customer with a booking the owner then confirms, through the API. */
async function confirmedBooking(customer: APIRequestContext, owner: APIRequestContext) {
  const email = uniqueEmail();
  await createAccount(customer, email, "Anna Virtanen");
  const date = businessDate(6);
  const time = await firstFreeTime(customer, date);
  const created = await customer.post("/api/bookings?lang=sv", {
    data: { serviceType: "portrait", bookingDate: date, bookingTime: time, message: "Utomhus" },
  });
  expect(created.status()).toBe(201);
  const { booking } = (await created.json()) as { booking: { id: string } };
  const confirmed = await owner.post(`/api/admin/bookings/${booking.id}/confirm`, {
    data: {},
  });
  expect(confirmed.status()).toBe(200);
  return { email, date, time, id: booking.id };
}

/** A paid order through the test checkout, and its licence key sent by the owner. */
async function orderWithKeySent(page: Page, owner: APIRequestContext) {
  const email = uniqueEmail();
  const created = await page.request.post("/api/create-payment?lang=sv", {
    // With the consent to immediate delivery that digital content asks for (decision 097).
    data: { priceId: "price_office2024_pro_plus", immediateDelivery: true },
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  await page.goto(url);
  await page.getByLabel(svCheckout.test.email).fill(email);
  await page.getByRole("button", { name: svCheckout.test.pay }).click();
  await expect(page.getByRole("heading", { name: svCheckout.success.title })).toBeVisible();
  const listed = await owner.get("/api/admin/orders?status=paid");
  const { orders } = (await listed.json()) as {
    orders: { id: string; buyerEmail: string | null }[];
  };
  const order = orders.find((candidate) => candidate.buyerEmail === email);
  expect(order, "the paid order").toBeTruthy();
  const sent = await owner.post(`/api/admin/orders/${order!.id}/licence-key`, {
    data: { key: "KEY42-ABCDE-FGHIJ-KLMNO-PQRST" },
  });
  expect(sent.status()).toBe(200);
  return { email, id: order!.id };
}

/**
 * What breaks a phone's page: the document or any element wider than the screen, a text
 * wrapped letter by letter, the heading pushed below the first screen by the navigation.
 */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    const width = scroller.clientWidth;
    if (scroller.scrollWidth > width)
      problems.push(`scrolls sideways: ${scroller.scrollWidth} px in ${width} px`);
    const scrollsItself = (element: Element) => {
      // Inside a box that scrolls on its own (a week grid) is not the page's overflow.
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    for (const element of document.querySelectorAll("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || scrollsItself(element)) continue;
      if (box.right > width + 1 || box.left < -1)
        problems.push(
          `wider than the screen (${Math.round(box.left)}–${Math.round(box.right)} px): ` +
            `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 80)}">`,
        );
    }
    for (const element of document.querySelectorAll(
      "main :is(h1, h2, h3, p, a, td, dd, dt, li, span, button, label)",
    )) {
      const text = element.textContent?.trim() ?? "";
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      // A label around its field is taller than its words, but not wrapped.
      if (text.length < 8 || !lineHeight || element.children.length > 2) continue;
      if (element.querySelector("input, select, textarea")) continue;
      // A card's cell names its column on a line of its own (data-label): not its words.
      const label = element.hasAttribute("data-label") ? 1 : 0;
      const lines = Math.round(element.getBoundingClientRect().height / lineHeight) - label;
      if (lines > text.split(/\s+/).length + 1)
        problems.push(`wrapped letter by letter: "${text.slice(0, 40)}"`);
    }
    const heading = document.querySelector("main h1")?.getBoundingClientRect();
    if (!heading || heading.top > 400)
      problems.push(`heading not on the first screen (at ${heading?.top} px)`);
    return problems.slice(0, 8);
  });
}

/** axe's serious and critical findings on the page as it is now. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `axe ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The back office's pages, the ones with an id taken from their list. */
async function adminRoutes(owner: APIRequestContext, buyer: string): Promise<string[]> {
  const news = (await (await owner.get("/api/admin/news")).json()) as {
    articles: { slug: string }[];
  };
  const services = (await (await owner.get("/api/admin/services")).json()) as {
    services: { id: string }[];
  };
  const galleries = (await (await owner.get("/api/admin/galleries")).json()) as {
    galleries: { id: string }[];
  };
  return [
    "/admin",
    "/admin/bookings",
    "/admin/bookings?view=week",
    "/admin/blocks",
    "/admin/calendar-feed",
    "/admin/settings",
    "/admin/news",
    "/admin/news/new",
    `/admin/news/${news.articles[0]!.slug}`,
    "/admin/reviews",
    "/admin/applications",
    "/admin/messages",
    "/admin/audit",
    "/admin/orders",
    "/admin/products",
    "/admin/services",
    "/admin/services/new",
    `/admin/services/${services.services[0]!.id}`,
    "/admin/galleries",
    `/admin/galleries/${galleries.galleries[0]!.id}`,
    // The customers (decision 105): the list, a search, and the sender of the walk's message.
    "/admin/customers",
    "/admin/customers?q=meddelande",
    `/admin/customers/${customerKey(longAddress)}`,
    // Known only by an order: no name, so the address is the heading.
    `/admin/customers/${customerKey(buyer)}`,
  ];
}

/** The walk's message comes from an address too long for a phone's line. */
const longAddress = "mikael.meddelande.med.en.mycket.lang.adress@example-company-name.test";

test("every admin page fits a 390 px phone, passes axe and hydrates without a mismatch", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAsOwner(page);
  const customer = await browser.newContext({
    extraHTTPHeaders: { "X-Test-Now": defaultTestNow, "X-Forwarded-For": "10.23.1.7" },
  });
  await confirmedBooking(customer.request, page.request);
  await customer.close();
  const order = await orderWithKeySent(page, page.request);
  const message = await page.request.post("/api/contact?lang=sv", {
    data: {
      name: "Mikael Meddelande",
      email: longAddress,
      message: "Hej! Kan ni fotografera vår förening i december?",
    },
  });
  expect(message.status()).toBe(201);

  const hydrationErrors: string[] = [];
  page.on("console", (entry) => {
    if (entry.type() === "error" && hydrationError.test(entry.text()))
      hydrationErrors.push(entry.text().slice(0, 200));
  });
  // Every route is walked and every problem listed, so one run names them all.
  const problems: string[] = [];
  for (const route of await adminRoutes(page.request, order.email)) {
    await gotoHydrated(page, route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const found = [...(await phoneProblems(page)), ...(await seriousAxeFindings(page))];
    problems.push(...found.map((problem) => `${route}: ${problem}`));
    problems.push(...hydrationErrors.splice(0).map((error) => `${route}: ${error}`));
  }
  expect(problems).toEqual([]);
});

const auditSentences = {
  sv: { prefix: "", booking: /Bekräftade Anna Virtanens bokning/, key: /Skickade licensnyckeln/ },
  fi: { prefix: "/fi", booking: /Vahvisti asiakkaan Anna Virtanen varauksen/, key: /Lähetti/ },
  en: { prefix: "/en", booking: /Confirmed Anna Virtanen’s booking/, key: /Sent the licence key/ },
};

for (const [lang, expected] of Object.entries(auditSentences)) {
  test(`the audit log reads as sentences with links, before and after hydration (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsOwner(page);
    const customer = await browser.newContext({
      extraHTTPHeaders: { "X-Test-Now": defaultTestNow, "X-Forwarded-For": "10.23.2.9" },
    });
    const booking = await confirmedBooking(customer.request, page.request);
    await customer.close();
    await orderWithKeySent(page, page.request);

    // Before hydration: the server's HTML alone.
    const response = await page.request.get(`${expected.prefix}/admin/audit`);
    // The words as a reader gets them: React separates neighbouring texts with comments.
    const html = (await response.text()).replace(/<[^>]*>/g, "");
    expect(html).toMatch(expected.booking);
    expect(html).not.toContain("audit.actions.");
    expect(html).not.toMatch(/booking:[0-9a-f]{8}/);

    const errors: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error") errors.push(entry.text());
    });
    await gotoHydrated(page, `${expected.prefix}/admin/audit`);
    const log = page.getByRole("main");
    await expect(log.getByText(expected.booking).first()).toBeVisible();
    await expect(log.getByText(expected.key).first()).toBeVisible();
    await expect(log).not.toContainText("audit.actions.");
    // The sentence links to what it concerns.
    const link = log.getByRole("link", { name: /Anna Virtanen/ }).first();
    await expect(link).toHaveAttribute("href", new RegExp(`/admin/bookings.*${booking.date}`));
    expect(errors.filter((text) => hydrationError.test(text))).toEqual([]);
  });
}

test("a signed-in owner finds the back office in the site header; dashboard items open what they count", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto("/");
  await expect(visitor.locator("header").getByRole("link", { name: /Administration/ })).toHaveCount(
    0,
  );
  await visitor.close();

  await signInAsOwner(page);
  // Beside "My bookings" from 640 px; on a phone it is in the site's menu.
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoHydrated(page, "/");
  const headerLink = page.locator("header").getByRole("link", { name: "Administration" });
  await expect(headerLink).toHaveAttribute("href", "/admin");
  // Server-rendered: in the HTML before any script runs.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('href="/admin"');

  const customer = await browser.newContext({
    extraHTTPHeaders: { "X-Test-Now": defaultTestNow, "X-Forwarded-For": "10.23.3.4" },
  });
  const email = uniqueEmail();
  await createAccount(customer.request, email, "Pia Pending");
  const date = businessDate(8);
  const time = await firstFreeTime(customer.request, date);
  const created = await customer.request.post("/api/bookings?lang=sv", {
    data: { serviceType: "portrait", bookingDate: date, bookingTime: time },
  });
  expect(created.status()).toBe(201);
  const { booking } = (await created.json()) as { booking: { id: string } };
  await customer.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Öppna menyn" }).click();
  await expect(
    page.locator("#mobile-menu").getByRole("link", { name: "Administration" }),
  ).toBeVisible();
  await gotoHydrated(page, "/admin");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Pia Pending/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?.*#booking-${booking.id}$`));
  await expect(page.locator(`#booking-${booking.id}`)).toContainText("Pia Pending");
  await expect(page.locator(`#booking-${booking.id}`)).toBeInViewport();
});
