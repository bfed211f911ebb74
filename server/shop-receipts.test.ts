import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceIds } from "~/content/products";
import enApi from "~/i18n/locales/en/api";
import fiApi from "~/i18n/locales/fi/api";
import svApi from "~/i18n/locales/sv/api";
import { readAsExcel } from "../tests/support/excel-csv";
import { startTestSmtp, waitForSmtpMail, type ReceivedMail } from "../tests/support/test-smtp";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { cookieOf, freePort, testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// Receipts, VAT and the digital-content consent through the real server, its test checkout and
// a real SMTP server on loopback (docs/decisions/097): the mails are parsed as a mail program
// would read them, field by field.
let server: RunningServer;
let stop: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let owner: Client;
let publicUrl: string;

// Tuesday 24 November 2026, 10:00 in Helsinki.
const testNow = "2026-11-24T10:00:00+02:00";

beforeAll(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    TEST_CLOCK: "1",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Nordic Media Studio <info@nordicmediastudio.fi>",
    OWNER_EMAIL: "owner-receipts@example.test",
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, client.nextAddress());
});
afterAll(async () => {
  await stop?.();
  await smtp?.close();
});

const client = testClient(() => server);
const call = (url: string, init: CallInit = {}) =>
  client.call(url, {
    ...init,
    headers: { "x-test-now": testNow, ...Object.fromEntries(new Headers(init.headers)) },
  });

function visitor(): Client {
  return {
    cookie: "",
    address: client.nextAddress(),
    email: `${crypto.randomUUID()}@example.test`,
  };
}

/** A customer with an account, signed in (no address confirmation is needed to buy). */
async function customer(): Promise<Client> {
  const address = client.nextAddress();
  const email = `${crypto.randomUUID()}@example.test`;
  const response = await call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "x-forwarded-for": address },
    body: JSON.stringify({ name: "Aino Asiakas", email, password: "salasana123" }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { cookie: cookieOf(response), address, email };
}

function postForm(pathname: string, fields: Record<string, string>, buyer: Client) {
  return call(pathname, {
    method: "POST",
    client: buyer,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

function createPayment(buyer: Client, body: unknown, lang?: string) {
  return call("/api/create-payment", {
    method: "POST",
    client: buyer,
    lang,
    body: JSON.stringify(body),
  });
}

/** Buys through the test checkout; the order's id, from the owner's desk. */
async function buy(buyer: Client, body: Record<string, unknown>, lang?: string) {
  const response = await createPayment(buyer, body, lang);
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const paid = await postForm(
    url.slice(publicUrl.length),
    { intent: "pay", email: buyer.email },
    buyer,
  );
  expect(paid.status).toBe(302);
  return orderOf(buyer.email);
}

type DeskOrder = {
  id: string;
  orderNumber: string;
  amount: number;
  vatRateBp: number;
  vatAmount: number;
  netAmount: number;
  immediateDeliveryConsentAt: string | null;
  buyerEmail: string | null;
};

async function orderOf(email: string): Promise<DeskOrder> {
  const response = await call("/api/admin/orders", { client: owner });
  const { orders } = (await response.json()) as { orders: DeskOrder[] };
  const found = orders.filter((order) => order.buyerEmail === email);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The receipt's "Label: value" lines of the plain-text part, as a map. */
function fieldsOf(mail: ReceivedMail): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of plain(mail.text).split(/\r?\n/)) {
    const match = /^([^:]{2,40}): (.+)$/.exec(line);
    if (match) fields.set(match[1]!, match[2]!);
  }
  return fields;
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the receipt mail", () => {
  it("holds every field a Finnish receipt needs, in the buyer's language, with the consent", async () => {
    const buyer = await customer();
    const order = await buy(
      buyer,
      { priceId: priceIds.windows11, productName: "x", immediateDelivery: true },
      "fi",
    );
    expect(order.orderNumber).toMatch(/^2026-\d{4}$/);
    const [mail] = await waitForSmtpMail(smtp.received, buyer.email, /^Kuitti tilauksesta/);
    // A natural subject: the number and the business, one dash.
    expect(mail!.subject).toBe(`Kuitti tilauksesta ${order.orderNumber} – Nordic Media Studio`);
    const fields = fieldsOf(mail!);
    expect(fields.get("Myyjä")).toBe("Nordic Media Studio");
    expect(fields.get("Y-tunnus")).toBe("3412785-1");
    expect(fields.get("Osoite")).toBe("Topeliuksenpuistikko 7, 66900 Uusikaarlepyy");
    expect(fields.get("Tilausnumero")).toBe(order.orderNumber);
    expect(fields.get("Päivämäärä")).toBe("24. marraskuuta 2026");
    expect(fields.get("Tuote")).toBe("Windows 11 Pro -lisenssi");
    // 149 € at 25.5 %: VAT 149 × 25.5 / 125.5 = 30.2749… → 30.27 €, net 118.73 €.
    expect(plain(fields.get("Hinta ilman arvonlisäveroa")!)).toBe("118,73 €");
    expect(plain(fields.get("Arvonlisävero 25,5 %")!)).toBe("30,27 €");
    expect(plain(fields.get("Yhteensä")!)).toBe("149 €");
    expect(fields.get("Maksutapa")).toBe("Testikassa (ei oikeaa maksua)");
    expect(mail!.text).toContain(
      "Pyysit 24. marraskuuta 2026 klo 10.00, että digitaalisen sisällön toimitus alkaa heti, ja hyväksyit, että menetät silloin peruuttamisoikeutesi.",
    );
    // The HTML part says the same (the mail program shows that one).
    expect(plain(mail!.html)).toContain("30,27 €");
    expect(mail!.html).toContain("3412785-1");
    expect(order).toMatchObject({
      amount: 14900,
      vatRateBp: 2550,
      vatAmount: 3027,
      netAmount: 11873,
    });
    expect(order.immediateDeliveryConsentAt).toBe(new Date(testNow).toISOString());
  });

  it("has no consent line for a website (not digital content), and is in Swedish by default", async () => {
    const buyer = visitor();
    const order = await buy(buyer, {
      priceId: priceIds.travelWebsite,
      productType: "travel-comparison",
    });
    expect(order.immediateDeliveryConsentAt).toBeNull();
    const [mail] = await waitForSmtpMail(smtp.received, buyer.email, /^Kvitto för order/);
    expect(mail!.subject).toBe(`Kvitto för order ${order.orderNumber} – Nordic Media Studio`);
    const fields = fieldsOf(mail!);
    expect(fields.get("FO-nummer")).toBe("3412785-1");
    expect(fields.get("Adress")).toBe("Topeliusesplanaden 7, 66900 Nykarleby");
    expect(fields.get("Datum")).toBe("24 november 2026");
    // 290 € at 25.5 %: 58.9243… → 58.92 €, net 231.08 €.
    expect(plain(fields.get("Pris utan moms")!)).toBe("231,08 €");
    expect(plain(fields.get("Moms 25,5 %")!)).toBe("58,92 €");
    expect(plain(fields.get("Totalt")!)).toBe("290 €");
    expect(mail!.text).not.toMatch(/ångerrätt/);
  });

  it("follows the owner's VAT rate: 14 % on a product, to the cent, in English", async () => {
    const save = (vatRate: string) =>
      postForm(
        "/admin/products",
        { intent: "save", priceId: priceIds.office2024, price: "99", vatRate, active: "on" },
        owner,
      );
    expect((await save("14")).status).toBe(302);
    const buyer = visitor();
    const order = await buy(
      buyer,
      { priceId: priceIds.office2024, productName: "x", immediateDelivery: true },
      "en",
    );
    const [mail] = await waitForSmtpMail(smtp.received, buyer.email, /^Receipt for order/);
    const fields = fieldsOf(mail!);
    // 99 € at 14 %: 12.1578… → 12.16 €, net 86.84 €.
    expect(fields.get("Price excl. VAT")).toBe("€86.84");
    expect(fields.get("VAT 14%")).toBe("€12.16");
    expect(fields.get("Total")).toBe("€99");
    expect(fields.get("Business ID")).toBe("3412785-1");
    expect(order).toMatchObject({ vatRateBp: 1400, vatAmount: 1216, netAmount: 8684 });
    expect((await save("25,5")).status).toBe(302);
  });
});

describe("the digital-content consent", () => {
  it("is required for licences and photos: a 400 in the request's language, nothing ordered", async () => {
    for (const [lang, api] of [
      ["sv", svApi],
      ["fi", fiApi],
      ["en", enApi],
    ] as const) {
      for (const consent of [{}, { immediateDelivery: false }, { immediateDelivery: "yes" }]) {
        const response = await createPayment(
          visitor(),
          { priceId: priceIds.hockeyAlbum, productName: "x", ...consent },
          lang,
        );
        expect(response.status).toBe(400);
        const problem = (await response.json()) as { detail: string; type: string };
        expect(problem.type).toMatch(/#immediateDeliveryConsent$/);
        expect(problem.detail).toBe(api.errors.immediateDeliveryConsent);
      }
    }
  });

  it("is required without scripts too: the shop page comes back with a 400 that says why", async () => {
    const buyer = visitor();
    const refused = await postForm(
      "/fi/shop/software",
      { priceId: priceIds.windows11, productName: "Windows 11 Pro" },
      buyer,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(fiApi.errors.immediateDeliveryConsent);

    const accepted = await postForm(
      "/fi/shop/software",
      { priceId: priceIds.windows11, productName: "Windows 11 Pro", immediateDelivery: "on" },
      buyer,
    );
    // 303: the browser goes to the checkout from the click itself, in the same tab.
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toMatch(
      new RegExp(`^${publicUrl}/fi/checkout/test/[A-Za-z0-9_-]{32}$`),
    );
  });
});

describe("order numbers", () => {
  it("are unique and consecutive when ten buyers check out at the same moment", async () => {
    const buyers = Array.from({ length: 10 }, visitor);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        createPayment(buyer, { priceId: priceIds.travelWebsite, productType: "travel-comparison" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const response = await call("/api/admin/orders", { client: owner });
    const { orders } = (await response.json()) as { orders: DeskOrder[] };
    const sequence = orders
      .map((order) => Number(order.orderNumber.slice(5)))
      .sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(orders.length);
    // Every number from 1 up to the count, none twice, none skipped.
    expect(sequence).toEqual(Array.from({ length: orders.length }, (_, index) => index + 1));
  });
});

describe("the buyer's receipt page", () => {
  it("shows the buyer their receipt; another customer, a stranger and a bad number get a 404", async () => {
    const buyer = await customer();
    const order = await buy(
      buyer,
      { priceId: priceIds.windows11, productName: "x", immediateDelivery: true },
      "en",
    );
    const path = `/en/bookings/kvitto/${order.orderNumber}`;

    const account = await (await call("/en/bookings", { client: buyer })).text();
    expect(account).toContain(order.orderNumber);
    expect(account).toContain(`href="${path}"`);

    const page = await call(path, { client: buyer });
    expect(page.status).toBe(200);
    const html = plain(await page.text());
    for (const text of [
      `Receipt for order ${order.orderNumber}`,
      "3412785-1",
      "Topeliusesplanaden 7, 66900 Nykarleby",
      "24 November 2026",
      "€118.73",
      "€30.27",
      "€149",
      "Test checkout (no real payment)",
      "acknowledged that you then lose your right of withdrawal",
      "noindex",
    ])
      expect(html, text).toContain(text);

    const other = await customer();
    expect((await call(path, { client: other })).status).toBe(404);
    expect((await call(`/en/bookings/kvitto/2026-9999`, { client: buyer })).status).toBe(404);
    for (const bad of ["..%2F..%2Fetc", "2026-0001%00", "x".repeat(300), "%3Cscript%3E"])
      expect((await call(`/bookings/kvitto/${bad}`, { client: buyer })).status, bad).toBe(404);
    const signedOut = await call(path);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toContain("/en/auth");
  });
});

describe("the owner's VAT field", () => {
  it("refuses hostile and oversized input with a 400 and keeps the rate", async () => {
    for (const vatRate of ["-1", "101", "25,555", "abc", "<script>", "9".repeat(100_000), ""]) {
      const response = await postForm(
        "/admin/products",
        { intent: "save", priceId: priceIds.windows11, price: "149", vatRate, active: "on" },
        owner,
      );
      expect([400, 413], vatRate.slice(0, 10)).toContain(response.status);
    }
    const list = await (await call("/api/products", { client: owner })).json();
    const windows = (list as { products: { priceId: string; vatRate: number }[] }).products.find(
      (product) => product.priceId === priceIds.windows11,
    );
    expect(windows?.vatRate).toBe(25.5);
  });

  it("exports the VAT of every order", async () => {
    const csv = await call("/api/admin/orders/export?lang=en", { client: owner });
    const [header, ...lines] = readAsExcel(new Uint8Array(await csv.arrayBuffer()));
    for (const name of ["Order number", "Amount excl. VAT", "VAT", "VAT rate (%)"])
      expect(header).toContain(name);
    const at = (line: unknown[], name: string) => line[header!.indexOf(name)];
    const windows = lines.find((line) => at(line, "Amount") === 149)!;
    expect([
      at(windows, "Amount excl. VAT"),
      at(windows, "VAT"),
      at(windows, "VAT rate (%)"),
    ]).toEqual([118.73, 30.27, 25.5]);
    expect(String(at(windows, "Order number"))).toMatch(/^\d{4}-\d{4}$/);
  });
});
