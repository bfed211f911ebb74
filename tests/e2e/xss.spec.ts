import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import enApi from "~/i18n/locales/en/api";
import enChat from "~/i18n/locales/en/chat";
import enCommon from "~/i18n/locales/en/common";
import { customerKey } from "~/features/customers/customer-key.server";
import { defaultTestNow } from "./fixtures";
import { findXss, xssPayloads } from "../support/xss-payloads";
import {
  businessDate,
  confirmEmail,
  firstFreeTime,
  mailTo,
  password,
  uniqueEmail,
} from "./account-helpers";
import { expect, expectNoServerReports, rememberDocuments, test, xssOptions } from "./xss-fixtures";
import {
  expectShownAsText,
  injectedElements,
  markupPayloads,
  missingAsText,
  oneLine,
  pack,
  serverCspReports,
  textPayloads,
  watch,
} from "./xss-guard";

// The XSS corpus (tests/support/xss-payloads.ts) in Chromium (issue 11, docs/decisions/072):
// through every text field a visitor, a customer or the owner fills in, then every page that
// shows it back, public and the owner's. Plain-text fields refuse markup (those payloads must be
// refused); what they accept must come back as text. On every page: no dialog, no injected
// element, no CSP violation in the page, and none reported to the server.

test.use(xssOptions);

/** Each request from a visitor address of its own: five submissions an hour per address. */
let visitor = 0;
const fromVisitor = () => {
  visitor++;
  return { "X-Forwarded-For": `10.72.${10 + Math.floor(visitor / 250)}.${(visitor % 250) + 1}` };
};

async function postJson(request: APIRequestContext, url: string, data: unknown) {
  return request.post(url, { data, headers: fromVisitor() });
}

/** A payload in a plain-text field: refused as markup (400, the field named) or stored (201). */
async function expectRefused(
  request: APIRequestContext,
  url: string,
  data: unknown,
  field: string,
) {
  const response = await postJson(request, url, data);
  expect(response.status(), `${url} ${JSON.stringify(data).slice(0, 120)}`).toBe(400);
  const problem = (await response.json()) as { errors?: { field: string }[] };
  expect(problem.errors?.map((error) => error.field)).toContain(field);
}

test("the checks see a payload that runs: dialog, CSP event, injected element, server report", async ({
  browser,
  baseURL,
}) => {
  // A page of its own: this test makes the console errors the other tests fail on.
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const guard = await watch(page);
  const marker = crypto.randomUUID();
  await page.goto(`/?xss-control=${marker}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await injectedElements(page)).toEqual([]);

  // As a hole would: markup put into the page as HTML. The policy stops its handler.
  await page.evaluate(() =>
    document
      .querySelector("main")!
      .insertAdjacentHTML("beforeend", '<p id="hole"><img src="/x.png" onerror="alert(1)"></p>'),
  );
  await expect.poll(() => guard.violations.length).toBeGreaterThan(0);
  expect(guard.violations[0]).toMatch(/^script-src-attr inline/);
  expect(await injectedElements(page)).toContain("img[onerror]");
  expect(findXss(await page.locator("#hole").innerHTML())).toEqual(["img[onerror]"]);
  // The policy kept the dialog shut; one opened by other means is seen.
  expect(guard.dialogs).toEqual([]);
  await page.evaluate(() => alert("control"));
  expect(guard.dialogs).toEqual(["alert: control"]);
  // And the browser reported the violation to the server.
  await expect
    .poll(() => serverCspReports().filter((report) => report.document.includes(marker)), {
      timeout: 20_000,
    })
    .toContainEqual(expect.objectContaining({ directive: "script-src-attr" }));
  await context.close();
});

test("reviews, applications and contact messages: refused as markup, shown as text to the public and the owner", async ({
  page,
  ownerPage,
}) => {
  // Eight pages of every payload, two of them the customers' (decision 105): over the default.
  test.setTimeout(90_000);
  const request = page.request;
  const names = pack(textPayloads.map(oneLine), 100, " ");
  const body = textPayloads.join("\n");
  const phone = "+46 70 123 45 67";

  // Markup, in the longest field of each form: refused, nothing stored.
  for (const payload of markupPayloads) {
    await expectRefused(
      request,
      "/api/feedback",
      { name: "Anna Berg", service: "Porträtt", rating: 5, feedback: `Fint jobb! ${payload}` },
      "feedback",
    );
    await expectRefused(
      request,
      "/api/contact",
      { name: "Anna Berg", email: uniqueEmail(), message: `Hej! ${payload}` },
      "message",
    );
    await expectRefused(
      request,
      "/api/freelancer",
      {
        name: "Anna Berg",
        email: uniqueEmail(),
        phone,
        specialization: "Bröllop",
        experience: 3,
        message: `Jag fotograferar. ${payload}`,
      },
      "message",
    );
  }

  // The rest is stored: each name field holds a share of the payloads, each message all of them.
  const reviewIds: string[] = [];
  const senders: string[] = [];
  for (const name of names) {
    const review = await postJson(request, "/api/feedback", {
      name,
      service: name,
      rating: 5,
      feedback: body,
    });
    expect(review.status(), name).toBe(201);
    reviewIds.push(((await review.json()) as { review: { id: string } }).review.id);
    const sender = uniqueEmail();
    senders.push(sender);
    const contact = await postJson(request, "/api/contact", {
      name,
      email: sender,
      message: body,
    });
    expect(contact.status(), name).toBe(201);
    const application = await postJson(request, "/api/freelancer", {
      name,
      email: uniqueEmail(),
      phone,
      specialization: name,
      experience: 3,
      portfolio: "https://example.com/portfolio",
      message: body,
    });
    expect(application.status(), name).toBe(201);
  }

  await expectShownAsText(ownerPage, "/admin/reviews?status=pending", textPayloads);
  for (const id of reviewIds)
    expect((await ownerPage.request.post(`/api/admin/reviews/${id}/approve`)).status()).toBe(200);
  await expectShownAsText(ownerPage, "/admin/reviews?status=approved", textPayloads);
  await expectShownAsText(ownerPage, "/admin/applications", textPayloads);
  await expectShownAsText(ownerPage, "/en/admin/messages", textPayloads);
  // The sender's own page and the customer list (decision 105).
  await expectShownAsText(ownerPage, `/admin/customers/${customerKey(senders[0]!)}`, textPayloads);
  await expectShownAsText(ownerPage, "/fi/admin/customers", names);
  // The public page, for a visitor who is not signed in.
  await expectShownAsText(page, "/testimonials", textPayloads);
  await expectShownAsText(page, "/fi/testimonials", textPayloads);
});

/** A customer with a confirmed address, signed in in a browser of their own. */
async function customer(browser: Browser, baseURL: string, name: string, address: string) {
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { "X-Test-Now": defaultTestNow, "X-Forwarded-For": address },
  });
  const email = uniqueEmail();
  const response = await context.request.post("/api/auth/sign-up/email", {
    data: { name, email, password },
  });
  expect(response.status(), name).toBe(200);
  await confirmEmail(context.request, email);
  return { context, email };
}

test("customer names, booking messages and the owner's decline message: shown as text, mailed as text", async ({
  browser,
  baseURL,
  ownerPage,
}) => {
  const names = pack(textPayloads.map(oneLine), 100, " ");
  const messages = pack(textPayloads, 500);
  const contexts: BrowserContext[] = [];
  const customers: { email: string; name: string; message: string; id: string }[] = [];
  try {
    // Markup in a name or a booking message is refused, in the customer's language.
    const first = await customer(browser, baseURL!, names[0]!, "10.72.2.1");
    contexts.push(first.context);
    for (const payload of markupPayloads.slice(0, 8)) {
      const signUp = await first.context.request.post("/api/auth/sign-up/email?lang=en", {
        data: { name: payload, email: uniqueEmail(), password },
      });
      expect(signUp.status(), payload).toBe(400);
      expect(((await signUp.json()) as { detail: string }).detail).toBe(enApi.validation.noMarkup);
    }

    for (const [index, name] of names.entries()) {
      const { context, email } =
        index === 0 ? first : await customer(browser, baseURL!, name, `10.72.2.${index + 1}`);
      if (index > 0) contexts.push(context);
      const message = messages[index % messages.length]!;
      const date = businessDate(41 + index);
      const created = await context.request.post("/api/bookings", {
        data: {
          serviceType: "portrait",
          bookingDate: date,
          bookingTime: await firstFreeTime(context.request, date),
          message,
        },
      });
      expect(created.status(), name).toBe(201);
      const { booking } = (await created.json()) as { booking: { id: string } };
      customers.push({ email, name, message, id: booking.id });
    }
    const markupMessage = await contexts[0]!.request.post("/api/bookings", {
      data: {
        serviceType: "portrait",
        bookingDate: businessDate(50),
        bookingTime: "10:00",
        message: markupPayloads[0],
      },
    });
    expect(markupMessage.status()).toBe(400);

    // The customer's own page, and the owner's list.
    const customerPage = await contexts[0]!.newPage();
    const customerGuard = await watch(customerPage);
    await expectShownAsText(customerPage, "/bookings", [names[0]!, messages[0]!]);
    const range = `from=${businessDate(41)}&to=${businessDate(41 + names.length)}`;
    await expectShownAsText(ownerPage, `/admin/bookings?status=pending&${range}`, [
      ...names,
      ...messages,
    ]);

    // Declined with the payloads as the owner's message: the customer's mail shows them as text.
    for (const { id, message } of customers) {
      const declined = await ownerPage.request.post(`/api/admin/bookings/${id}/decline`, {
        data: { message },
      });
      expect(declined.status()).toBe(200);
    }
    await expectShownAsText(ownerPage, `/en/admin/bookings?status=declined&${range}`, names);
    await expectShownAsText(customerPage, "/en/bookings", [names[0]!]);
    // The log names each declined booking's customer (decision 100): as text, too.
    await expectShownAsText(ownerPage, "/admin/audit", names);
    // A booking customer's page: their name and message (decision 105).
    await expectShownAsText(ownerPage, `/admin/customers/${customerKey(customers[0]!.email)}`, [
      customers[0]!.name,
      customers[0]!.message,
    ]);
    for (const { email, name, message } of customers) {
      const mail = await mailTo(email, /^Bokningsförfrågan kunde inte bekräftas/);
      const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(mail.html)?.[1] ?? "";
      expect(body).not.toBe("");
      expect(findXss(body)).toEqual([]);
      expect(mail.text).toContain(name);
      expect(mail.text.replace(/\s+/g, " ")).toContain(message.replace(/\s+/g, " "));
    }
    rememberDocuments(customerGuard);
    expect(customerGuard.dialogs).toEqual([]);
    expect(customerGuard.violations).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test("the chat shows every payload sent to it, and its answers, as text", async ({ page }) => {
  await page.goto("/en");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: enCommon.openChat }).click();
  const panel = page.getByRole("dialog", { name: enChat.title });
  const input = panel.getByRole("textbox");
  const questions = pack(xssPayloads, 1000);
  for (const [index, question] of questions.entries()) {
    await input.fill(question);
    await input.press("Enter");
    await expect(panel.locator("[data-chat-message=assistant]")).toHaveCount(index + 2);
    await expect(panel.locator("[data-chat-waiting]")).toHaveCount(0);
  }
  expect(await missingAsText(page, xssPayloads)).toEqual([]);
  expect(await injectedElements(page)).toEqual([]);
});

test.afterAll(() => expectNoServerReports());
