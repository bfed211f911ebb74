import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceIds } from "~/content/products";
import {
  checkoutEvent,
  signedDelivery,
  startStripeStandIn,
  type StandInSession,
} from "../tests/support/stripe-stand-in";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { freePort, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The Stripe path through the real server and the real Stripe SDK, pointed by STRIPE_API_URL at
// a local stand-in of Stripe's API: the Checkout Session it asks for, and the webhook's
// signature check and once-only fulfilment (docs/decisions/042).
const webhookSecret = "whsec_test_stand_in_secret";
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let publicUrl: string;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
});
afterAll(async () => {
  await stop?.();
  await stripe?.close();
});

const client = testClient(() => server);
const { call, nextAddress, waitForMail, mailsTo } = client;

function visitor(): Client {
  return { cookie: "", address: nextAddress(), email: `${crypto.randomUUID()}@example.test` };
}

/** Starts a purchase and returns the session the server asked the stand-in for. */
async function checkout(priceId: string, lang?: string, body: Record<string, unknown> = {}) {
  const before = stripe.sessions.length;
  const response = await call("/api/create-payment", {
    method: "POST",
    client: visitor(),
    lang,
    body: JSON.stringify({ priceId, productName: "x", immediateDelivery: true, ...body }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(stripe.sessions).toHaveLength(before + 1);
  const recorded = stripe.sessions.at(-1)!;
  expect(((await response.json()) as { url: string }).url).toBe(recorded.session.url);
  return recorded;
}

function deliver(event: object, secret = webhookSecret, signature?: string) {
  const signed = signedDelivery(event, secret);
  return call("/api/webhooks/stripe", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signature ?? signed.signature,
    },
    body: signed.payload,
  });
}

async function orderState(orderId: string) {
  const response = await call(`/api/admin/orders/${orderId}`, { client: owner });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    order: { status: string; buyerEmail: string | null };
    events: { kind: string; status: string }[];
  };
}

const paidSession = (session: StandInSession, email: string) => ({
  payment_status: "paid" as const,
  status: "complete" as const,
  customer_details: { email },
});

describe("the Checkout Session", () => {
  it("is a place the pages' forms may lead to (a buy button without scripts)", async () => {
    const csp = (await call("/shop/software")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com;");
  });

  it("has the table's amount and currency and our return pages in the buyer's language", async () => {
    const { params, session } = await checkout(priceIds.windows11, "en", { amount: 1, price: 1 });
    expect(params["mode"]).toBe("payment");
    expect(params["line_items[0][quantity]"]).toBe("1");
    expect(params["line_items[0][price_data][unit_amount]"]).toBe("14900");
    expect(params["line_items[0][price_data][currency]"]).toBe("eur");
    expect(params["line_items[0][price_data][product_data][name]"]).toBe("Windows 11 Pro licence");
    expect(params["success_url"]).toBe(
      `${publicUrl}/en/checkout/success?session={CHECKOUT_SESSION_ID}`,
    );
    expect(params["cancel_url"]).toBe(`${publicUrl}/en/checkout/cancelled`);
    expect(params["locale"]).toBe("en");
    expect(session.metadata.orderId!).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.client_reference_id).toBe(session.metadata.orderId!);
    expect((await orderState(session.metadata.orderId!)).order.status).toBe("pending");

    const swedish = await checkout(priceIds.hockeyAlbum);
    expect(swedish.params["line_items[0][price_data][unit_amount]"]).toBe("8900");
    expect(swedish.params["success_url"]).toBe(
      `${publicUrl}/checkout/success?session={CHECKOUT_SESSION_ID}`,
    );
    expect(swedish.params["cancel_url"]).toBe(`${publicUrl}/checkout/cancelled`);
  });

  it("answers 502 when Stripe refuses, and the order is marked failed", async () => {
    stripe.refuseNext();
    const before = stripe.sessions.length;
    const response = await call("/api/create-payment", {
      method: "POST",
      client: visitor(),
      body: JSON.stringify({ priceId: priceIds.office2024, immediateDelivery: true }),
    });
    expect(response.status).toBe(502);
    expect(stripe.sessions).toHaveLength(before);
    const list = await call("/api/admin/orders?status=failed", { client: owner });
    expect(((await list.json()) as { orders: unknown[] }).orders.length).toBeGreaterThan(0);
  });
});

describe("the webhook", () => {
  it("rejects a bad signature with 400 and changes nothing", async () => {
    const { session } = await checkout(priceIds.hockeyAlbum);
    const buyer = `${crypto.randomUUID()}@example.test`;
    const event = checkoutEvent("checkout.session.completed", session, paidSession(session, buyer));
    const forged = await deliver(event, "whsec_someone_else");
    expect(forged.status).toBe(400);
    const missing = await call("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect(missing.status).toBe(400);
    // The right signature over other bytes: the body was changed on the way.
    const signed = signedDelivery(event, webhookSecret);
    const altered = await call("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signed.signature },
      body: signed.payload.replace('"paid"', '"paid" '),
    });
    expect(altered.status).toBe(400);
    const state = await orderState(session.metadata.orderId!);
    expect(state.order.status).toBe("pending");
    expect(state.events.map((e) => e.kind)).toEqual(["created"]);
    expect(mailsTo(buyer)).toHaveLength(0);

    // The same event, signed right, is then taken once.
    expect((await deliver(event)).status).toBe(200);
    expect((await orderState(session.metadata.orderId!)).order.status).toBe("fulfilled");
  });

  it("fulfils once when the same event arrives twice", async () => {
    const { session } = await checkout(priceIds.windows11);
    const buyer = `${crypto.randomUUID()}@example.test`;
    const event = checkoutEvent("checkout.session.completed", session, paidSession(session, buyer));
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { handled: string }).handled).toBe("settled");
    const second = await deliver(event);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { handled: string }).handled).toBe("duplicate");
    const state = await orderState(session.metadata.orderId!);
    expect(state.order).toMatchObject({ status: "paid", buyerEmail: buyer });
    expect(state.events.filter((e) => e.kind === "paid")).toHaveLength(1);
    await waitForMail(buyer, /Kvitto för order/);
    expect(mailsTo(buyer)).toHaveLength(1);
  });

  it("fulfils once when the same event, or two events of one payment, arrive at once", async () => {
    const { session } = await checkout(priceIds.hockeyAlbum);
    const buyer = `${crypto.randomUUID()}@example.test`;
    const completed = checkoutEvent(
      "checkout.session.completed",
      session,
      paidSession(session, buyer),
    );
    const succeeded = checkoutEvent(
      "checkout.session.async_payment_succeeded",
      session,
      paidSession(session, buyer),
    );
    const answers = await Promise.all([deliver(completed), deliver(completed), deliver(succeeded)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const state = await orderState(session.metadata.orderId!);
    expect(state.order.status).toBe("fulfilled");
    expect(state.events.filter((e) => e.kind === "paid")).toHaveLength(1);
    expect(state.events.filter((e) => e.kind === "linkSent")).toHaveLength(1);
    await waitForMail(buyer, /Kvitto för order/);
    expect(mailsTo(buyer)).toHaveLength(1);
  });

  it("marks an expired session's order expired, and a failed delayed payment failed", async () => {
    const expiring = await checkout(priceIds.office2024);
    const expired = checkoutEvent("checkout.session.expired", expiring.session, {
      status: "expired",
    });
    expect((await deliver(expired)).status).toBe(200);
    expect((await orderState(expiring.session.metadata.orderId!)).order.status).toBe("expired");
    // A late "completed" for an expired order delivers nothing.
    const late = checkoutEvent(
      "checkout.session.completed",
      expiring.session,
      paidSession(expiring.session, "late@example.test"),
    );
    expect((await deliver(late)).status).toBe(200);
    expect((await orderState(expiring.session.metadata.orderId!)).order.status).toBe("expired");

    const delayed = await checkout(priceIds.travelWebsite);
    const buyer = `${crypto.randomUUID()}@example.test`;
    const unpaid = checkoutEvent("checkout.session.completed", delayed.session, {
      payment_status: "unpaid",
      status: "complete",
      customer_details: { email: buyer },
    });
    expect((await deliver(unpaid)).status).toBe(200);
    let state = await orderState(delayed.session.metadata.orderId!);
    expect(state.order.status).toBe("pending");
    expect(state.events.map((e) => e.kind)).toEqual(["created", "awaitingPayment"]);
    const failed = checkoutEvent("checkout.session.async_payment_failed", delayed.session, {
      customer_details: { email: buyer },
    });
    expect((await deliver(failed)).status).toBe(200);
    state = await orderState(delayed.session.metadata.orderId!);
    expect(state.order.status).toBe("failed");
    expect(mailsTo(buyer)).toHaveLength(0);
  });

  it("pays a delayed payment once it succeeds", async () => {
    const { session } = await checkout(priceIds.travelWebsite);
    const buyer = `${crypto.randomUUID()}@example.test`;
    const unpaid = checkoutEvent("checkout.session.completed", session, {
      payment_status: "unpaid",
      customer_details: { email: buyer },
    });
    await deliver(unpaid);
    const succeeded = checkoutEvent(
      "checkout.session.async_payment_succeeded",
      session,
      paidSession(session, buyer),
    );
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await orderState(session.metadata.orderId!)).order.status).toBe("paid");
    await waitForMail(buyer, /Kvitto för order/);
  });

  it("ignores a session whose amount is not the order's", async () => {
    const { session } = await checkout(priceIds.windows11);
    const cheap = checkoutEvent("checkout.session.completed", session, {
      ...paidSession(session, "cheap@example.test"),
      amount_total: 100,
    });
    expect((await deliver(cheap)).status).toBe(200);
    expect((await orderState(session.metadata.orderId!)).order.status).toBe("pending");
  });
});

describe("the webhook's answer says what happened", () => {
  it("ignores a signed checkout event without a session (200, never 500), and changes nothing", async () => {
    for (const data of [undefined, {}, { object: null }, { object: "x" }]) {
      const event = { id: `evt_${crypto.randomUUID()}`, type: "checkout.session.completed", data };
      const answer = await deliver(event);
      expect(answer.status, JSON.stringify(data)).toBe(200);
      expect(((await answer.json()) as { handled: string }).handled).toBe("ignored");
    }
  });

  it("a paid 'completed' after 'expired' answers not-pending, leaves the order expired and warns", async () => {
    const { session } = await checkout(priceIds.hockeyAlbum);
    const orderId = session.metadata.orderId!;
    await deliver(checkoutEvent("checkout.session.expired", session, { status: "expired" }));
    const buyer = `${crypto.randomUUID()}@example.test`;
    const late = await deliver(
      checkoutEvent("checkout.session.completed", session, paidSession(session, buyer)),
    );
    expect(late.status).toBe(200);
    expect(((await late.json()) as { handled: string }).handled).toBe("not-pending");
    expect((await orderState(orderId)).order.status).toBe("expired");
    expect(mailsTo(buyer)).toHaveLength(0);
    await expect
      .poll(() => server.logs.join(""))
      .toMatch(
        new RegExp(
          `"level":"warn","msg":"stripe paid an order that is not pending"[^\\n]*${orderId}`,
        ),
      );
  });
});

// Decision 098: a buyer in Sweden, Norway or Denmark pays in their currency where the product
// has a price in it; a Finn and a Finland-Swede pay in euros.
describe("buyers in the Nordics", () => {
  const browsers = {
    sweden: "sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7",
    finland: "fi-FI,fi;q=0.9,en-US;q=0.8,en;q=0.7",
    finlandSwede: "sv-FI,sv;q=0.9,fi;q=0.8,en;q=0.7",
    norway: "nb-NO,nb;q=0.9,no;q=0.8,en;q=0.5",
  };

  beforeAll(async () => {
    // The owner prices Windows in crowns through the product editor: 1 690 kr, typed as an
    // owner would, with a space; nothing in NOK or DKK.
    const saved = await call("/admin/products", {
      method: "POST",
      client: owner,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "save",
        priceId: priceIds.windows11,
        price: "149",
        vatRate: "25,5",
        active: "on",
        priceSEK: "1 690",
        priceNOK: "",
        priceDKK: "",
      }).toString(),
    });
    expect(saved.status).toBe(302);
  });

  async function paid(session: StandInSession, changes: Partial<StandInSession> = {}) {
    const buyer = `${crypto.randomUUID()}@example.test`;
    const event = checkoutEvent("checkout.session.completed", session, {
      ...paidSession(session, buyer),
      ...changes,
    });
    const answer = await deliver(event);
    expect(answer.status).toBe(200);
    return { buyer, handled: ((await answer.json()) as { handled: string }).handled };
  }

  async function order(orderId: string) {
    return (await orderState(orderId)).order as unknown as {
      status: string;
      amount: number;
      currency: string;
    };
  }

  it("charges a Swedish buyer in crowns, with Checkout in Swedish and no fixed payment methods", async () => {
    const { params, session } = await checkout(priceIds.windows11, browsers.sweden);
    expect(params["line_items[0][price_data][currency]"]).toBe("sek");
    expect(params["line_items[0][price_data][unit_amount]"]).toBe("169000");
    expect(params["locale"]).toBe("sv");
    // Checkout offers what the owner switched on (Swish, Klarna, cards …) for SEK.
    expect(Object.keys(params).filter((key) => key.startsWith("payment_method"))).toEqual([]);
    const orderId = session.metadata.orderId!;
    expect(await order(orderId)).toMatchObject({ amount: 169000, currency: "SEK" });

    const { buyer, handled } = await paid(session);
    expect(handled).toBe("settled");
    expect((await order(orderId)).status).toBe("paid");
    const [mail] = await waitForMail(buyer, /Kvitto/);
    expect(mail!.text).toMatch(/1\s690\skr/u);
  });

  it("charges a Finnish buyer and a Finland-Swede in euros", async () => {
    const finnish = await checkout(priceIds.windows11, browsers.finland);
    expect(finnish.params["line_items[0][price_data][currency]"]).toBe("eur");
    expect(finnish.params["line_items[0][price_data][unit_amount]"]).toBe("14900");
    expect(finnish.params["locale"]).toBe("fi");
    expect((await paid(finnish.session)).handled).toBe("settled");

    const finlandSwede = await checkout(priceIds.windows11, browsers.finlandSwede);
    expect(finlandSwede.params["line_items[0][price_data][currency]"]).toBe("eur");
    expect(finlandSwede.params["line_items[0][price_data][unit_amount]"]).toBe("14900");
    expect(finlandSwede.params["locale"]).toBe("sv");
    const { buyer, handled } = await paid(finlandSwede.session);
    expect(handled).toBe("settled");
    const [mail] = await waitForMail(buyer, /Kvitto/);
    expect(mail!.text).toMatch(/149\s€/u);
  });

  it("charges a Norwegian in euros where the product has no price in crowns, in Norwegian", async () => {
    const { params } = await checkout(priceIds.windows11, browsers.norway);
    expect(params["line_items[0][price_data][currency]"]).toBe("eur");
    expect(params["locale"]).toBe("nb");
  });

  it("refuses a session whose currency or amount is not the order's", async () => {
    const swedish = await checkout(priceIds.windows11, browsers.sweden);
    const orderId = swedish.session.metadata.orderId!;
    // The same number in euros, the euro price in crowns: neither is what the order says.
    for (const changes of [
      { currency: "eur" },
      { amount_total: 14900 },
      { currency: "nok" },
    ] satisfies Partial<StandInSession>[])
      expect((await paid(swedish.session, changes)).handled).toBe("ignored");
    expect((await order(orderId)).status).toBe("pending");
    expect((await paid(swedish.session)).handled).toBe("settled");

    const finnish = await checkout(priceIds.windows11, browsers.finland);
    expect((await paid(finnish.session, { currency: "sek" })).handled).toBe("ignored");
    expect((await order(finnish.session.metadata.orderId!)).status).toBe("pending");
  });

  it("shows each buyer the price they will be charged, also from the page cache", async () => {
    const price = async (acceptLanguage: string, path = "/shop/software") => {
      const response = await call(path, { lang: acceptLanguage });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/\s/g, " ");
    };
    // Twice each, in turn: a page kept for one buyer is never answered to another.
    for (let round = 0; round < 2; round++) {
      const swedish = await price(browsers.sweden);
      expect(swedish).toContain("1 690 kr");
      // The structured data offers the price shown, in its currency.
      expect(swedish).toContain('"priceCurrency":"SEK"');
      expect(await price(browsers.finlandSwede)).not.toContain("1 690 kr");
      expect(await price(browsers.finlandSwede)).toContain("149 €");
      expect(await price(browsers.sweden, "/fi/shop/software")).not.toContain("1 690 kr");
    }
  });

  it("refuses a price in crowns below 3 or malformed, and removes one left empty", async () => {
    const save = (priceSEK: string) =>
      call("/admin/products", {
        method: "POST",
        client: owner,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "save",
          priceId: priceIds.office2024,
          price: "99",
          vatRate: "25,5",
          active: "on",
          priceSEK,
        }).toString(),
      });
    for (const bad of ["2,99", "abc", "-5", "1.234", "10000001", "1\n2"]) {
      const answer = await save(bad);
      expect(answer.status, bad).toBe(400);
      expect(await answer.text(), bad).toContain("Ange ett pris mellan 3 och");
    }
    expect((await save("1099")).status).toBe(302);
    const editor = await (await call("/admin/products", { client: owner })).text();
    expect(editor).toMatch(/name="priceSEK"[^>]*value="1099"|value="1099"[^>]*name="priceSEK"/);
    expect(
      (await checkout(priceIds.office2024, browsers.sweden)).params[
        "line_items[0][price_data][currency]"
      ],
    ).toBe("sek");
    expect((await save("")).status).toBe(302);
    expect(
      (await checkout(priceIds.office2024, browsers.sweden)).params[
        "line_items[0][price_data][currency]"
      ],
    ).toBe("eur");
  });
});
