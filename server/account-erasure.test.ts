import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceIds } from "~/content/products";
import { startServerWithOwnerSignedIn } from "./admin-test-server";
import { testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The data export and the erasure of an account reach what was sent without the account under
// its confirmed address, and the shop's orders (docs/decisions/082).
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let publicUrl: string;

beforeAll(async () => {
  ({ server, stop, owner, publicUrl } = await startServerWithOwnerSignedIn({ TEST_CLOCK: "1" }));
});
afterAll(async () => {
  await stop?.();
});

const client = testClient(() => server);
const call = (url: string, init: CallInit = {}) =>
  client.call(url, {
    ...init,
    headers: {
      "x-test-now": "2026-11-24T10:00:00+02:00",
      "x-forwarded-for": init.client?.address ?? client.nextAddress(),
      ...Object.fromEntries(new Headers(init.headers)),
    },
  });
const postJson = (url: string, body: unknown, init: CallInit = {}) =>
  call(url, { method: "POST", body: JSON.stringify(body), ...init });

const contact = (email: string) => ({
  name: `Kim ${crypto.randomUUID().slice(0, 8)}`,
  email,
  message: "Hej! Vi behöver en ny webbplats till föreningen.",
});
const application = (email: string) => ({
  name: `Frida ${crypto.randomUUID().slice(0, 8)}`,
  email,
  phone: "+358 40 765 4321",
  specialization: "Idrottsfoto",
  experience: 4,
  portfolio: "",
  message: "Jag fotograferar hockey och fotboll i Vasa.",
});

async function inboxNames(kind: "applications" | "messages") {
  const response = await call(`/api/admin/${kind}`, { client: owner });
  expect(response.status).toBe(200);
  return ((await response.json()).items as { name: string }[]).map((item) => item.name);
}

/** Buys the hockey album through the test checkout; the download link mailed for it. */
async function buyAlbum(buyer: Client, email: string): Promise<string> {
  const started = await postJson(
    "/api/create-payment",
    { priceId: priceIds.hockeyAlbum, productName: "x", immediateDelivery: true },
    { client: buyer },
  );
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const paid = await call(url.slice(publicUrl.length), {
    method: "POST",
    client: buyer,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "pay", email }).toString(),
  });
  expect(paid.status).toBe(302);
  const mails = await client.waitForMail(email, /Kvitto för order/);
  return /\/download\/[A-Za-z0-9_-]{43}\b/.exec(mails.at(-1)!.text)![0];
}

type Export = {
  orders: { id: string; buyerEmail: string | null; amount: number }[];
  contactMessages: { name: string }[];
  applications: { name: string }[];
};
const exportOf = async (customer: Client) =>
  (await (await call("/api/me/export", { client: customer })).json()) as Export;

/** A confirmed customer who also sent a message, an application and bought twice. */
async function customerWithHistory() {
  const customer = await client.signUp();
  const shouted = customer.email.toUpperCase();
  const message = contact(shouted);
  const applied = application(shouted);
  for (const [url, body] of [
    ["/api/contact", message],
    ["/api/freelancer", applied],
  ] as const)
    expect((await postJson(url, body)).status).toBe(201);
  const links = [
    await buyAlbum(customer, customer.email),
    // Bought signed out, with the same address.
    await buyAlbum(
      { cookie: "", address: client.nextAddress(), email: customer.email },
      customer.email,
    ),
  ];
  return { customer, message, applied, links };
}

async function ordersTo(email: string) {
  const response = await call("/api/admin/orders", { client: owner });
  const { orders } = (await response.json()) as { orders: { id: string; buyerEmail: string }[] };
  return orders.filter((order) => order.buyerEmail === email).map((order) => order.id);
}

describe("an account's data sent without the account", () => {
  it("is exported when sent under the confirmed address, in any letter case", async () => {
    const { customer, message, applied } = await customerWithHistory();
    const exported = await exportOf(customer);
    expect(exported.contactMessages.map((item) => item.name)).toEqual([message.name]);
    expect(exported.applications.map((item) => item.name)).toEqual([applied.name]);
    expect(exported.orders).toHaveLength(2);
    expect(exported.orders.every((order) => order.buyerEmail === customer.email)).toBe(true);
  });

  it("is erased with the account; the orders stay for the books without the buyer", async () => {
    const { customer, message, applied, links } = await customerWithHistory();
    const stranger = contact(`${crypto.randomUUID()}@example.test`);
    expect((await postJson("/api/contact", stranger)).status).toBe(201);
    const orderIds = await ordersTo(customer.email);
    expect(orderIds).toHaveLength(2);

    expect((await call("/api/me", { method: "DELETE", client: customer })).status).toBe(204);
    const messages = await inboxNames("messages");
    expect(messages).not.toContain(message.name);
    expect(messages).toContain(stranger.name);
    expect(await inboxNames("applications")).not.toContain(applied.name);
    // The mailed links no longer download anything.
    for (const link of links) expect((await call(link)).status).toBe(404);
    for (const id of orderIds) {
      const response = await call(`/api/admin/orders/${id}`, { client: owner });
      const detail = (await response.json()) as {
        order: { status: string; amount: number; buyerEmail: string | null };
        events: { kind: string }[];
      };
      expect(detail.order).toMatchObject({ status: "fulfilled", amount: 8900, buyerEmail: null });
      expect(detail.events.at(-1)!.kind).toBe("buyerErased");
    }
  });

  it("is neither exported nor erased for an address the account has not confirmed", async () => {
    const address = `${crypto.randomUUID()}@example.test`;
    const message = contact(address);
    expect((await postJson("/api/contact", message)).status).toBe(201);
    const impostor = await client.signUp({ email: address }, { verify: false });
    expect(JSON.stringify(await exportOf(impostor))).not.toContain(message.name);
    expect((await call("/api/me", { method: "DELETE", client: impostor })).status).toBe(204);
    expect(await inboxNames("messages")).toContain(message.name);
  });
});
