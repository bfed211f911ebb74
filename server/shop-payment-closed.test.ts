import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceIds } from "~/content/products";
import enShop from "~/i18n/locales/en/shop";
import fiShop from "~/i18n/locales/fi/shop";
import svShop from "~/i18n/locales/sv/shop";
import enApi from "~/i18n/locales/en/api";
import fiApi from "~/i18n/locales/fi/api";
import svApi from "~/i18n/locales/sv/api";
import { startStripeStandIn } from "../tests/support/stripe-stand-in";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { testClient, type Client } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// A public site without Stripe takes no free orders (docs/decisions/080): the API and the buy
// buttons' form action refuse, the pages say so and point to the contact form; TEST_CHECKOUT=on
// keeps the test checkout; a test session is never payable once Stripe is configured.
const publicSite = {
  PUBLIC_URL: "https://shop.example.test",
  BETTER_AUTH_SECRET: crypto.randomBytes(24).toString("hex"),
  TRUSTED_PROXIES: "127.0.0.1,::1",
};

function html(text: string) {
  // React escapes apostrophes and quotes in text; compare with the source text escaped alike.
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}

describe("a public https site without STRIPE_SECRET_KEY", () => {
  let server: RunningServer;
  let stopAll: () => Promise<void>;
  let owner: Client;
  beforeAll(async () => {
    const started = await startServerWithAdmin(publicSite);
    server = started.server;
    stopAll = started.stop;
    owner = await signInAs(server, started.owner, "10.9.0.1");
  });
  afterAll(async () => {
    await stopAll?.();
  });
  const { call, nextAddress, mailsTo } = testClient(() => server);
  const buyer = (): Client => ({ cookie: "", address: nextAddress(), email: "x@example.test" });

  async function orderCount() {
    const response = await call("/api/admin/orders", { client: owner });
    expect(response.status).toBe(200);
    return ((await response.json()) as { orders: unknown[] }).orders.length;
  }

  it("refuses POST /api/create-payment with 503 in the visitor's language and writes no order", async () => {
    for (const [lang, api] of [
      ["sv", svApi],
      ["fi", fiApi],
      ["en", enApi],
    ] as const) {
      const response = await call("/api/create-payment", {
        method: "POST",
        client: buyer(),
        lang,
        body: JSON.stringify({ priceId: priceIds.hockeyAlbum, productName: "x" }),
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { detail: string }).detail).toBe(api.errors.paymentClosed);
    }
    expect(await orderCount()).toBe(0);
  });

  it("refuses the buy button's form post: back to the page, no checkout, no order", async () => {
    const response = await call("/shop/photos/muik2-virkia2-hockey", {
      method: "POST",
      client: buyer(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ priceId: priceIds.hockeyAlbum, productName: "x" }).toString(),
    });
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("location")).not.toContain("/checkout/");
    expect(await orderCount()).toBe(0);
    expect(mailsTo("x@example.test")).toHaveLength(0);
  });

  it("renders the shop pages with the closed-payment note and a contact link instead of buy forms", async () => {
    for (const [prefix, shop] of [
      ["", svShop],
      ["/fi", fiShop],
      ["/en", enShop],
    ] as const) {
      for (const page of [
        "/shop/photos/muik2-virkia2-hockey",
        "/shop/software",
        "/shop/websites",
      ]) {
        const text = await (await call(`${prefix}${page}`)).text();
        expect(text, page).toContain(html(shop.purchase.closedText));
        // The note itself links to the contact form (the menu has a link there as well).
        expect(text, page).toMatch(
          new RegExp(`role="note"[^]{0,1000}?href="${prefix || "/"}#kontakt"`),
        );
        expect(text, page).not.toContain('name="priceId"');
      }
    }
  });
});

describe("a public https site with TEST_CHECKOUT=on", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ...publicSite, TEST_CHECKOUT: "on" });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const { call, nextAddress } = testClient(() => server);

  it("keeps the test checkout, marked as test mode", async () => {
    const response = await call("/api/create-payment", {
      method: "POST",
      client: { cookie: "", address: nextAddress(), email: "" },
      body: JSON.stringify({ priceId: priceIds.hockeyAlbum, immediateDelivery: true }),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/shop\.example\.test\/checkout\/test\//);
    const page = await (await call(new URL(url).pathname)).text();
    expect(page).toContain("Testläge");
    const shop = await (await call("/shop/photos/muik2-virkia2-hockey")).text();
    expect(shop).toContain('name="priceId"');
    expect(shop).toContain(html(svShop.purchase.testMode));
  });
});

describe("a test session after Stripe is configured", () => {
  it("is no longer payable: 404, the order stays unpaid and nothing is mailed", async () => {
    const stripe = await startStripeStandIn();
    const first = await startServerWithAdmin({ TRUSTED_PROXIES: "127.0.0.1,::1" });
    let server = first.server;
    const client = testClient(() => server);
    try {
      const buyer: Client = { cookie: "", address: client.nextAddress(), email: "" };
      const started = await client.call("/api/create-payment", {
        method: "POST",
        client: buyer,
        body: JSON.stringify({ priceId: priceIds.hockeyAlbum, immediateDelivery: true }),
      });
      expect(started.status).toBe(200);
      const pathname = new URL(((await started.json()) as { url: string }).url).pathname;
      expect(pathname).toMatch(/^\/checkout\/test\//);

      await server.stop();
      server = await startServer({
        ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
        DATA_DIR: server.dataDir,
        TRUSTED_PROXIES: "127.0.0.1,::1",
        STRIPE_SECRET_KEY: "sk_test_stand_in",
        STRIPE_WEBHOOK_SECRET: "whsec_test_stand_in_secret",
        STRIPE_API_URL: stripe.url,
      });
      expect((await client.call(pathname)).status).toBe(404);
      const email = `${crypto.randomUUID()}@example.test`;
      const paid = await client.call(pathname, {
        method: "POST",
        client: buyer,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "pay", email }).toString(),
      });
      expect(paid.status).toBe(404);
      const owner = await signInAs(server, first.owner, client.nextAddress());
      const list = await client.call("/api/admin/orders", { client: owner });
      const { orders } = (await list.json()) as { orders: { status: string }[] };
      expect(orders.map((order) => order.status)).toEqual(["pending"]);
      expect(client.mailsTo(email)).toHaveLength(0);
    } finally {
      await server.stop();
      await first.stop();
      await stripe.close();
    }
  });
});
