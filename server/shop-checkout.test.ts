import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceIds } from "~/content/products";
import enApi from "~/i18n/locales/en/api";
import fiApi from "~/i18n/locales/fi/api";
import svApi from "~/i18n/locales/sv/api";
import svCheckout from "~/i18n/locales/sv/checkout";
import enCheckout from "~/i18n/locales/en/checkout";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { freePort, sendRaw, testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";
import { readAsExcel } from "../tests/support/excel-csv";

// The shop without Stripe, through the real server: the built-in test checkout, delivery of each
// product, the download link's limits, bad input, the buyer's orders and the owner's order desk
// (docs/decisions/040–044).
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let publicUrl: string;

const testNow = "2026-11-24T10:00:00+02:00";

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    TEST_CLOCK: "1",
    OWNER_EMAIL: "owner-desk@example.test",
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
});
afterAll(async () => {
  await stop?.();
});

const client = testClient(() => server);
const { signUp, nextAddress, waitForMail, mailsTo } = client;
const call = (url: string, init: CallInit = {}) =>
  client.call(url, {
    ...init,
    headers: { "x-test-now": testNow, ...Object.fromEntries(new Headers(init.headers)) },
  });

/** A visitor of their own (each has an address, so the rate limit counts them apart). */
function visitor(): Client {
  return { cookie: "", address: nextAddress(), email: `${crypto.randomUUID()}@example.test` };
}

/** Starts a purchase with the digital-content consent given (shop-receipts.test.ts refuses it). */
async function startPurchase(buyer: Client, body: unknown, lang?: string) {
  return call("/api/create-payment", {
    method: "POST",
    client: buyer,
    lang,
    body: JSON.stringify(
      typeof body === "object" && body !== null && !Array.isArray(body)
        ? { immediateDelivery: true, ...body }
        : body,
    ),
  });
}

/** The test checkout's path for a new purchase of `priceId`. */
async function checkoutPath(buyer: Client, priceId: string, lang?: string): Promise<string> {
  const response = await startPurchase(buyer, { priceId, productName: "x" }, lang);
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  expect(url.startsWith(publicUrl)).toBe(true);
  return url.slice(publicUrl.length);
}

function postForm(pathname: string, fields: Record<string, string>, buyer: Client) {
  return call(pathname, {
    method: "POST",
    client: buyer,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const downloadLinkIn = (text: string) => {
  const link = /https?:\/\/\S+?(\/download\/[A-Za-z0-9_-]{43})\b/.exec(text)?.[1];
  if (!link) throw new Error("no download link in the mail");
  return link;
};

async function adminOrder(orderId: string) {
  const response = await call(`/api/admin/orders/${orderId}`, { client: owner });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    order: { status: string; amount: number; buyerEmail: string | null };
    events: { kind: string; status: string }[];
  };
}

async function ordersOfBuyer(email: string) {
  const response = await call(`/api/admin/orders`, { client: owner });
  const { orders } = (await response.json()) as {
    orders: { id: string; buyerEmail: string | null; status: string; amount: number }[];
  };
  return orders.filter((order) => order.buyerEmail === email);
}

/** A zip's entry count, from its end-of-central-directory record. */
function zipEntries(bytes: Buffer): number {
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  const end = bytes.lastIndexOf(Buffer.from("PK\u0005\u0006", "latin1"));
  expect(end).toBeGreaterThan(0);
  return bytes.readUInt16LE(end + 10);
}

const placeholderCount = fs
  .readdirSync(path.resolve("public/media/generated"))
  .filter((name) => name.startsWith("hockey-album-")).length;

describe("products", () => {
  it("lists the four products with integer cents from the table", async () => {
    const response = await call("/api/products", { lang: "en" });
    expect(response.status).toBe(200);
    const { products } = (await response.json()) as {
      products: { priceId: string; name: string; amount: number; currency: string }[];
    };
    expect(products.map((p) => [p.priceId, p.amount, p.currency])).toEqual([
      [priceIds.windows11, 14900, "EUR"],
      [priceIds.office2024, 9900, "EUR"],
      [priceIds.travelWebsite, 29000, "EUR"],
      [priceIds.hockeyAlbum, 8900, "EUR"],
    ]);
    expect(products[0]!.name).toBe("Windows 11 Pro licence");
  });
});

describe("the test checkout", () => {
  it("charges the table's price whatever the request says, and delivers the album with a working link", async () => {
    const buyer = visitor();
    const tampered = await startPurchase(buyer, {
      priceId: priceIds.hockeyAlbum,
      productName: "Album",
      amount: 1,
      price: 1,
      unit_amount: 1,
      currency: "SEK",
    });
    expect(tampered.status).toBe(200);
    const checkout = (await tampered.json()) as { url: string };
    const page = await call(checkout.url.slice(publicUrl.length));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(svCheckout.test.badge);
    expect(html).toMatch(/89\s€/);

    const paid = await postForm(
      checkout.url.slice(publicUrl.length),
      { intent: "pay", email: buyer.email },
      buyer,
    );
    expect(paid.status).toBe(302);
    const success = paid.headers.get("location")!;
    expect(success).toMatch(/^\/checkout\/success\?session=/);
    const successPage = await (await call(success)).text();
    expect(successPage).toContain(buyer.email);

    const [mail] = await waitForMail(buyer.email, /^Kvitto för order \d{4}-\d{4} – /);
    expect(mail!.text).toContain("89");
    const [order] = await ordersOfBuyer(buyer.email);
    expect(order).toMatchObject({ status: "fulfilled", amount: 8900 });

    const download = await call(downloadLinkIn(mail!.text));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.zip"/);
    expect(zipEntries(Buffer.from(await download.arrayBuffer()))).toBe(placeholderCount);
  });

  it("refuses a second pay on a used session, and pays nothing twice", async () => {
    const buyer = visitor();
    const pathname = await checkoutPath(buyer, priceIds.office2024);
    expect((await postForm(pathname, { intent: "pay", email: buyer.email }, buyer)).status).toBe(
      302,
    );
    const again = await postForm(pathname, { intent: "pay", email: buyer.email }, buyer);
    expect(again.status).toBe(404);
    expect((await call(pathname)).status).toBe(404);
    expect((await postForm(pathname, { intent: "cancel" }, buyer)).status).toBe(404);
    const [order] = await ordersOfBuyer(buyer.email);
    const { events } = await adminOrder(order!.id);
    expect(events.filter((event) => event.kind === "paid")).toHaveLength(1);
    await waitForMail(buyer.email, /Kvitto för order/);
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });

  it("pays a session once when it is paid twice at the same moment", async () => {
    const buyer = visitor();
    const pathname = await checkoutPath(buyer, priceIds.windows11);
    const answers = await Promise.all([
      postForm(pathname, { intent: "pay", email: buyer.email }, buyer),
      postForm(pathname, { intent: "pay", email: buyer.email }, buyer),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 404]);
    const [order] = await ordersOfBuyer(buyer.email);
    const { events } = await adminOrder(order!.id);
    expect(events.filter((event) => event.kind === "paid")).toHaveLength(1);
  });

  it("refuses a bad e-mail address in the buyer's language and changes nothing", async () => {
    const buyer = visitor();
    const pathname = await checkoutPath(buyer, priceIds.windows11, "en");
    expect(pathname).toMatch(/^\/en\/checkout\/test\//);
    const refused = await postForm(pathname, { intent: "pay", email: "not-an-address" }, buyer);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(enApi.validation.emailInvalid);
    expect((await call(pathname)).status).toBe(200);
  });

  it("cancel leaves the order unpaid and shows the cancel page in the buyer's language", async () => {
    const buyer = visitor();
    const pathname = await checkoutPath(buyer, priceIds.travelWebsite, "en");
    const cancelled = await postForm(pathname, { intent: "cancel" }, buyer);
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toBe("/en/checkout/cancelled");
    expect(await (await call("/en/checkout/cancelled")).text()).toContain(
      enCheckout.cancelled.lead,
    );
    expect((await call(pathname)).status).toBe(404);
    expect((await postForm(pathname, { intent: "pay", email: buyer.email }, buyer)).status).toBe(
      404,
    );
  });

  it("expires a session after an hour by the server's clock: 404, nothing paid, nothing mailed", async () => {
    // Signed in, so the order carries the address before it is paid.
    const buyer = await signUp();
    const pathname = await checkoutPath(buyer, priceIds.hockeyAlbum);
    const at = (minutes: number) => ({
      "x-test-now": new Date(Date.parse(testNow) + minutes * 60_000).toISOString(),
    });
    expect((await call(pathname, { headers: at(59) })).status).toBe(200);
    expect((await call(pathname, { headers: at(61) })).status).toBe(404);
    const paid = await call(pathname, {
      method: "POST",
      client: buyer,
      headers: { ...at(61), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "pay", email: buyer.email }).toString(),
    });
    expect(paid.status).toBe(404);
    expect(await paid.text()).toContain("<html");
    const [order] = await ordersOfBuyer(buyer.email);
    expect(order!.status).not.toMatch(/paid|fulfilled/);
    expect(mailsTo(buyer.email).filter((mail) => /Kvitto/.test(mail.subject))).toHaveLength(0);
  });

  it("answers an unknown or malformed session with the 404 page", async () => {
    expect((await call(`/checkout/test/${"A".repeat(32)}`)).status).toBe(404);
    expect((await call("/checkout/test/..%2F..%2Fetc")).status).toBe(404);
  });
});

describe("create-payment refuses bad input and charges nothing", () => {
  it("an unknown or malformed priceId is a 400 in the request's language", async () => {
    const buyer = visitor();
    for (const body of [
      { priceId: "price_does_not_exist" },
      { priceId: "" },
      { priceId: 14900 },
      { priceId: ["price_windows11_pro"] },
      { priceId: "PRICE_WINDOWS11_PRO" },
      { priceId: `price_${"a".repeat(500)}` },
      {},
      null,
      "price_windows11_pro",
    ]) {
      const response = await startPurchase(buyer, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const problem = (await response.json()) as { detail: string };
      expect(problem.detail).toBe(svApi.errors.unknownProduct);
    }
    const english = await startPurchase(buyer, { priceId: "price_nope" }, "en");
    expect(((await english.json()) as { detail: string }).detail).toBe(enApi.errors.unknownProduct);
  });

  it("says what is wrong with a mistyped field in the request's language, never zod's English", async () => {
    const buyer = visitor();
    for (const [lang, api] of [
      ["sv", svApi],
      ["fi", fiApi],
      ["en", enApi],
    ] as const) {
      for (const body of [
        { priceId: priceIds.windows11, productName: {} },
        { priceId: priceIds.windows11, productType: 5 },
      ]) {
        const response = await startPurchase(buyer, body, lang);
        expect(response.status).toBe(400);
        const problem = (await response.json()) as {
          detail: string;
          errors: { message: string }[];
        };
        expect(problem.detail).toBe(api.validation.invalidValue);
        expect(JSON.stringify(problem)).not.toMatch(/Invalid input|expected/);
      }
    }
  });

  it("refuses a body that is not JSON, or too large", async () => {
    const buyer = visitor();
    const notJson = await call("/api/create-payment", {
      method: "POST",
      client: buyer,
      headers: { "content-type": "text/plain" },
      body: "priceId=price_windows11_pro",
    });
    expect(notJson.status).toBe(415);
    const big = await startPurchase(buyer, {
      priceId: priceIds.windows11,
      productName: "x".repeat(20_000),
    });
    expect(big.status).toBe(400);
    const huge = await sendRaw(
      server.url,
      {
        method: "POST",
        path: "/api/create-payment",
        headers: {
          "content-type": "application/json",
          "content-length": String(200_000),
          origin: server.url,
          "x-forwarded-for": buyer.address,
        },
      },
      (request) => request.end("{".padEnd(200_000, " ")),
    );
    expect(huge.status).toBe(413);
  });

  it("limits how many checkouts one address starts a minute", async () => {
    const buyer = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await startPurchase(buyer, { priceId: priceIds.windows11 })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("the album's download link", () => {
  async function albumLink(): Promise<string> {
    const buyer = visitor();
    const pathname = await checkoutPath(buyer, priceIds.hockeyAlbum);
    await postForm(pathname, { intent: "pay", email: buyer.email }, buyer);
    const [mail] = await waitForMail(buyer.email, /Kvitto för order/);
    return downloadLinkIn(mail!.text);
  }

  it("works five times, then answers 410; a HEAD (a link checker) spends nothing", async () => {
    const link = await albumLink();
    for (let i = 0; i < 3; i++) expect((await call(link, { method: "HEAD" })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const response = await call(link);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const spent = await call(link, { lang: "en" });
    expect(spent.status).toBe(410);
    expect(await spent.text()).toContain(enCheckout.download.gone);
    expect((await call(link, { method: "HEAD" })).status).toBe(410);
  });

  it("answers 410 once seven days have passed", async () => {
    const link = await albumLink();
    const later = await call(link, { headers: { "x-test-now": "2026-12-01T10:00:01+02:00" } });
    expect(later.status).toBe(410);
    const justBefore = await call(link, { headers: { "x-test-now": "2026-12-01T09:59:00+02:00" } });
    expect(justBefore.status).toBe(200);
  });

  it("answers 404 for an altered link", async () => {
    const link = await albumLink();
    const last = link.at(-1) === "A" ? "B" : "A";
    expect((await call(link.slice(0, -1) + last)).status).toBe(404);
    expect((await call(link.slice(0, -2))).status).toBe(404);
    expect((await call("/download/nothing-here")).status).toBe(404);
  });
});

describe("a signed-in buyer's orders", () => {
  it("GET /api/orders is 401 signed out, and lists only one's own paid orders", async () => {
    expect((await call("/api/orders")).status).toBe(401);
    const buyer = await signUp();
    const other = await signUp();
    const pathname = await checkoutPath(buyer, priceIds.hockeyAlbum, "en");
    await postForm(pathname, { intent: "pay", email: buyer.email }, buyer);
    await checkoutPath(other, priceIds.windows11);

    const mine = await call("/api/orders", { client: buyer, lang: "en" });
    expect(mine.status).toBe(200);
    const { orders } = (await mine.json()) as {
      orders: { product: string; status: string; download: { url: string } | null }[];
    };
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: "fulfilled",
      product: expect.stringContaining("ice hockey"),
    });
    const download = await call(orders[0]!.download!.url, { client: buyer });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    // Another buyer's order is not there for anyone else.
    expect((await call(orders[0]!.download!.url, { client: other })).status).toBe(404);

    const theirs = await call("/api/orders", { client: other });
    expect(((await theirs.json()) as { orders: unknown[] }).orders).toHaveLength(0);

    // The account page shows the same: the order, its status and the download while it works.
    const account = await (await call("/en/bookings", { client: buyer })).text();
    expect(account).toContain(enCheckout.orders.title);
    expect(account).toContain("Photo album MUIK 2 vs Virkiä 2 (ice hockey)");
    expect(account).toContain(enCheckout.status.fulfilled);
    expect(account).toContain(`href="${orders[0]!.download!.url}"`);
    const otherAccount = await (await call("/en/bookings", { client: other })).text();
    expect(otherAccount).toContain(enCheckout.orders.empty);

    // And the account's data export holds the order.
    const exported = (await (await call("/api/me/export", { client: buyer })).json()) as {
      orders: { priceId: string; status: string }[];
    };
    expect(exported.orders).toEqual([
      expect.objectContaining({ priceId: priceIds.hockeyAlbum, status: "fulfilled" }),
    ]);
  });
});

describe("the owner's order desk", () => {
  it("sends a licence key to the buyer in their language and marks the order delivered", async () => {
    const buyer = visitor();
    const pathname = await checkoutPath(buyer, priceIds.windows11, "en");
    await postForm(pathname, { intent: "pay", email: buyer.email }, buyer);
    await waitForMail(buyer.email, /Receipt for order/);
    await waitForMail("owner-desk@example.test", /^Ny beställning \d{4}-\d{4}: Windows 11 Pro/);
    const [order] = await ordersOfBuyer(buyer.email);
    expect(order!.status).toBe("paid");
    const toFulfil = async () => {
      const dashboard = await (await call("/admin", { client: owner })).text();
      return Number(/Beställningar att leverera: (\d+)/.exec(dashboard)?.[1]);
    };
    const before = await toFulfil();
    expect(before).toBeGreaterThan(0);

    const empty = await call(`/api/admin/orders/${order!.id}/licence-key`, {
      method: "POST",
      client: owner,
      body: JSON.stringify({ key: "   " }),
    });
    expect(empty.status).toBe(400);

    const sent = await call(`/api/admin/orders/${order!.id}/licence-key`, {
      method: "POST",
      client: owner,
      body: JSON.stringify({ key: "ABCDE-12345-FGHIJ-67890-KLMNO" }),
    });
    expect(sent.status).toBe(200);
    expect(await toFulfil()).toBe(before - 1);
    const [keyMail] = await waitForMail(buyer.email, /Your licence key/);
    expect(keyMail!.text).toContain("ABCDE-12345-FGHIJ-67890-KLMNO");
    const detail = await adminOrder(order!.id);
    expect(detail.order.status).toBe("fulfilled");
    expect(detail.events.map((event) => event.kind)).toEqual([
      "created",
      "paid",
      "keySent",
      "fulfilled",
    ]);

    // Twice is refused: the key was sent.
    const twice = await call(`/api/admin/orders/${order!.id}/licence-key`, {
      method: "POST",
      client: owner,
      body: JSON.stringify({ key: "OTHER" }),
    });
    expect(twice.status).toBe(409);

    const audit = await call("/api/admin/audit", { client: owner });
    const { entries } = (await audit.json()) as { entries: { action: string; target: string }[] };
    expect(entries).toContainEqual(
      expect.objectContaining({ action: "order.sendKey", target: `order:${order!.id}` }),
    );
    expect(JSON.stringify(entries)).not.toContain("ABCDE-12345");
  });

  it("filters, exports CSV, marks a website delivered and refunded, and resends a link", async () => {
    const buyer = visitor();
    const site = await checkoutPath(buyer, priceIds.travelWebsite);
    await postForm(site, { intent: "pay", email: buyer.email }, buyer);
    const album = await checkoutPath(buyer, priceIds.hockeyAlbum);
    await postForm(album, { intent: "pay", email: buyer.email }, buyer);
    const orders = await ordersOfBuyer(buyer.email);
    const website = orders.find((order) => order.amount === 29000)!;
    const photos = orders.find((order) => order.amount === 8900)!;

    const paid = await call(`/api/admin/orders?status=paid&product=${priceIds.travelWebsite}`, {
      client: owner,
    });
    const { orders: filtered } = (await paid.json()) as { orders: { id: string }[] };
    expect(filtered.map((order) => order.id)).toContain(website.id);
    expect(filtered.map((order) => order.id)).not.toContain(photos.id);
    const outside = await call("/api/admin/orders?from=2026-11-25", { client: owner });
    expect(((await outside.json()) as { orders: unknown[] }).orders).toHaveLength(0);
    expect((await call("/api/admin/orders?status=nonsense", { client: owner })).status).toBe(400);

    const csv = await call("/api/admin/orders/export?status=paid", { client: owner });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    // As a Swedish Excel reads it: Swedish headings, the test clock's 10:00 in Finland (08:00
    // UTC), 290 euros as a number (decision 098).
    const [header, ...rows] = readAsExcel(new Uint8Array(await csv.arrayBuffer()));
    expect(header!.slice(0, 4)).toEqual([
      "Order-id",
      "Beställd (finländsk tid)",
      "Status",
      "Produktkod",
    ]);
    const row = rows.find((cells) => cells[0] === website.id);
    expect(row?.slice(1, 3)).toEqual([{ date: "2026-11-24", time: "10:00" }, "Betald"]);
    expect(row?.slice(5, 7)).toEqual([290, "EUR"]);
    expect(rows.map((cells) => cells[0])).not.toContain(photos.id);
    const finnish = await call("/api/admin/orders/export?lang=fi&status=paid", { client: owner });
    expect(readAsExcel(new Uint8Array(await finnish.arrayBuffer()))[0]![0]).toBe("Tilaustunnus");

    const action = (id: string, name: string) =>
      call(`/api/admin/orders/${id}/${name}`, { method: "POST", client: owner });
    expect((await action(website.id, "licence-key")).status).toBe(400);
    expect((await action(website.id, "fulfil")).status).toBe(200);
    expect((await action(website.id, "fulfil")).status).toBe(409);
    expect((await action(website.id, "refund")).status).toBe(200);
    expect((await adminOrder(website.id)).order.status).toBe("refunded");

    // Two receipts (the website's and the album's); the album's carries the link.
    const receipts = await waitForMail(buyer.email, /Kvitto för order/, 2);
    const receipt = receipts.find((mail) => mail.text.includes("/download/"));
    expect((await action(photos.id, "resend-link")).status).toBe(200);
    const [resent] = await waitForMail(buyer.email, /^Dina bilder från order \d{4}-\d{4} – /);
    expect(downloadLinkIn(receipt!.text)).not.toBe(downloadLinkIn(resent!.text));
    expect((await action(website.id, "resend-link")).status).toBe(409);
    expect((await action(crypto.randomUUID(), "fulfil")).status).toBe(404);
    expect((await action(photos.id, "explode")).status).toBe(404);
  });

  it("changes a product's price and availability, and the checkout follows", async () => {
    const save = (price: string, active: boolean) =>
      postForm(
        "/admin/products",
        {
          intent: "save",
          priceId: priceIds.office2024,
          price,
          vatRate: "25,5",
          ...(active && { active: "on" }),
        },
        owner,
      );
    expect((await save("0", true)).status).toBe(400);
    expect((await save("89,50", true)).status).toBe(302);
    const buyer = visitor();
    const pathname = await checkoutPath(buyer, priceIds.office2024);
    expect(await (await call(pathname)).text()).toMatch(/89,50\s€/);

    expect((await save("99", false)).status).toBe(302);
    const refused = await startPurchase(buyer, { priceId: priceIds.office2024 });
    expect(refused.status).toBe(409);
    expect((await save("99", true)).status).toBe(302);
    const page = await call("/shop/software");
    expect(await page.text()).toMatch(/99\s€/);
  });
});
