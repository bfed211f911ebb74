import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import {
  albumDeliveryMail,
  licenceKeyMail,
  newOrderOwnerMail,
  receiptMail,
  type OrderMailInput,
} from "~/features/shop/order-mails.server";
import { findXss, xssPayloads } from "../../../tests/support/xss-payloads";
import { passwordReset, verifyEmail } from "./account-mails.server";
import {
  bookingCancelledCustomer,
  bookingConfirmedCustomer,
  bookingDeclinedCustomer,
  bookingReceivedCustomer,
  type BookingMailInput,
} from "./booking-mails.server";
import type { MailContent } from "./compose.server";
import { bookingCancelledOwner, bookingMovedOwner, bookingNewOwner } from "./owner-mails.server";
import { bookingMovedCustomer, bookingReminderCustomer } from "./booking-change-mails.server";
import {
  applicationReceivedApplicant,
  applicationReceivedOwner,
  contactReceivedOwner,
  reviewReceivedOwner,
} from "./submission-mails.server";

// Every HTML mail with the XSS corpus (tests/support/xss-payloads.ts) in each text a customer,
// a visitor or the owner wrote: names, messages, the decline message, a review, an application,
// a product's name. The forms refuse markup, but a mail must be safe whatever was stored
// (older rows, the owner's own texts): the payload is shown as text, and nothing in the HTML
// could run (docs/decisions/016).

const booking = (text: string): BookingMailInput => ({
  customerName: text,
  customerEmail: "anna@example.com",
  customerPhone: "+358 40 765 4321",
  serviceType: "portrait",
  date: "2026-12-01",
  time: "10:00",
  message: text,
  language: "sv",
  bookingsUrl: "https://example.com/bookings",
  bookUrl: "https://example.com/#kontakt",
});

const order = (text: string): OrderMailInput => ({
  orderId: "ord_1",
  orderNumber: "2026-0001",
  language: "en",
  productName: { sv: text, fi: text, en: text },
  amount: 4900,
  currency: "eur",
});

/** Each template with `text` in every field that takes free text. */
const templates: [string, (text: string) => MailContent][] = [
  ["booking received", (text) => bookingReceivedCustomer(booking(text))],
  ["booking confirmed", (text) => bookingConfirmedCustomer(booking(text))],
  ["booking cancelled", (text) => bookingCancelledCustomer(booking(text))],
  [
    "booking declined, with the owner's message",
    (text) => bookingDeclinedCustomer(booking(text), text),
  ],
  ["owner: new booking", (text) => bookingNewOwner(booking(text))],
  ["owner: booking cancelled", (text) => bookingCancelledOwner(booking(text))],
  [
    "booking reminder (decision 104)",
    (text) =>
      bookingReminderCustomer(booking(text), {
        atStudio: false,
        changeUrl: "https://example.com/bookings/1/change?key=k",
        changeUntil: { date: "2026-11-29", time: "10:00" },
      }),
  ],
  [
    "booking moved by the customer",
    (text) =>
      bookingMovedCustomer(
        booking(text),
        { date: "2026-11-30", time: "09:00" },
        "https://example.com/bookings/1/change?key=k",
      ),
  ],
  [
    "owner: booking moved",
    (text) => bookingMovedOwner(booking(text), { date: "2026-11-30", time: "09:00" }),
  ],
  [
    "password reset",
    (text) => passwordReset({ name: text, url: "https://example.com/r", language: "fi" }),
  ],
  [
    "address confirmation",
    (text) => verifyEmail({ name: text, url: "https://example.com/v", language: "en" }),
  ],
  [
    "owner: review",
    (text) =>
      reviewReceivedOwner({
        name: text,
        service: text,
        rating: 4,
        feedback: text,
        language: "fi",
        adminUrl: "https://example.com/admin/reviews",
      }),
  ],
  [
    "owner: application",
    (text) =>
      applicationReceivedOwner({
        name: text,
        email: "a@example.com",
        phone: "+46 70 123 45 67",
        specialization: text,
        experienceYears: 3,
        // Validated as an http(s) address on the way in; the mail must not trust that.
        portfolioUrl: text,
        message: text,
        language: "sv",
        adminUrl: "https://example.com/admin/applications",
      }),
  ],
  [
    "applicant's receipt",
    (text) =>
      applicationReceivedApplicant({
        name: text,
        specialization: text,
        language: "en",
        days: 2,
      }),
  ],
  [
    "owner: contact message",
    (text) =>
      contactReceivedOwner({
        name: text,
        email: "a@example.com",
        phone: null,
        message: text,
        language: "en",
        adminUrl: "https://example.com/admin/messages",
      }),
  ],
  [
    "album delivery",
    (text) =>
      albumDeliveryMail(order(text), {
        url: "https://example.com/download/t",
        expiresAt: new Date("2026-12-24T10:00:00Z"),
        uses: 5,
      }),
  ],
  ["licence key", (text) => licenceKeyMail(order(text), text)],
  [
    "receipt",
    (text) =>
      receiptMail(
        {
          orderNumber: "2026-0001",
          language: "en",
          paidAt: "2026-11-24T10:00:00.000Z",
          item: text,
          currency: "EUR",
          grossCents: 4900,
          netCents: 3904,
          vatCents: 996,
          vatRateBp: 2550,
          provider: "test",
          immediateDeliveryConsentAt: "2026-11-24T09:59:00.000Z",
          seller: { name: text, businessId: text, address: text },
        },
        { kind: "licenceOrdered" },
      ),
  ],
  [
    "owner: new order",
    (text) =>
      newOrderOwnerMail({ ...order(text), category: "photos", buyerEmail: "b@example.com" }),
  ],
];

/** The parsed mail: what could run anywhere in it, and the text its body shows. */
function inspect(html: string) {
  const window = new Window();
  window.document.write(html);
  const document = window.document;
  const foreign = [
    ...document.querySelectorAll(
      "script, style, link, base, iframe, object, embed, svg, math, form",
    ),
  ].map((element) => element.tagName.toLowerCase());
  const metas = document.querySelectorAll("meta").length;
  const titles = document.querySelectorAll("title").length;
  const body = document.body.innerHTML;
  const text = document.body.textContent ?? "";
  void window.happyDOM.close();
  return { foreign, metas, titles, findings: findXss(body), text };
}

const compact = (value: string) => value.replace(/\s+/g, "");

describe("mail templates with the XSS corpus", () => {
  it("the check itself finds a payload that is not escaped", () => {
    const raw = inspect(
      `<!DOCTYPE html><html><head><title>x</title></head><body><p>${xssPayloads[4]}</p></body></html>`,
    );
    expect(raw.findings).toEqual(["img[onerror]"]);
  });

  // Every payload at once in each field (one line each), then each one looked for as text.
  const all = xssPayloads.join("\n");

  it.each(templates)(
    "%s: every payload shown as text, nothing that could run",
    (_name, template) => {
      const plain = inspect(template("Anna Berg").html);
      const mail = template(all);
      const seen = inspect(mail.html);
      expect(seen.findings).toEqual([]);
      expect(seen.foreign).toEqual([]);
      // No element of a payload's own got into the head either.
      expect([seen.metas, seen.titles]).toEqual([plain.metas, plain.titles]);
      const text = compact(seen.text);
      expect(xssPayloads.filter((payload) => !text.includes(compact(payload)))).toEqual([]);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    },
  );

  it("links a detail only to a web page, an e-mail address or a phone number", () => {
    const application = templates.find(([name]) => name === "owner: application")![1];
    for (const payload of xssPayloads)
      expect(inspect(application(payload).html).findings, payload).toEqual([]);
  });
});
