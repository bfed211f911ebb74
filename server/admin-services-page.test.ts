import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithOwnerSignedIn } from "./admin-test-server";
import { testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The owner's catalogue page (/admin/services) posted as a plain HTML form, as a browser
// without scripts posts it: the fields are checked by the form's schema, stored through the
// catalogue's own calls (audited), refused input is named per field in the page's language and
// changes nothing.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
const { call } = testClient(() => server);

beforeAll(async () => {
  ({ server, stop, owner } = await startServerWithOwnerSignedIn({ TEST_CLOCK: "1" }));
}, 120_000);
afterAll(async () => {
  await stop?.();
});

type AdminService = {
  id: string;
  position: number;
  hidden: boolean;
  name: { sv: string; fi?: string };
  price: { kind: string; amount?: number; unit?: string };
};

async function adminList(): Promise<AdminService[]> {
  return (await (await call("/api/admin/services", { client: owner })).json()).services;
}
async function auditActions(): Promise<string[]> {
  const audit = await (await call("/api/admin/audit", { client: owner })).json();
  return audit.entries.map((entry: { action: string; target: string }) =>
    [entry.action, entry.target].join(" "),
  );
}
const post = (path: string, fields: Record<string, string>) =>
  call(path, {
    method: "POST",
    client: owner,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const portrait = {
  name_sv: "Porträtt",
  description_sv: "En timme i studion.",
  category: "photo",
  priceKind: "fixed",
  amount: "175",
  vatRate: "25,5",
  duration: "60",
  bookable: "on",
  campaign: "on",
};

describe("the owner's service form without scripts", () => {
  it("stores a price typed the Nordic way and a Finnish name, audited, and goes back to the list", async () => {
    const answer = await post("/fi/admin/services/private-photography", {
      intent: "save",
      ...portrait,
      name_fi: "Muotokuvat",
      amount: "1 400,50",
      unit: "event",
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/fi/admin/services");
    const stored = (await adminList()).find((service) => service.id === "private-photography");
    expect(stored).toMatchObject({
      name: { sv: "Porträtt", fi: "Muotokuvat" },
      price: { kind: "fixed", amount: 140_050, unit: "event" },
    });
    expect(await auditActions()).toContain("service.update service:private-photography");
  });

  it("names each wrong field in the page's language and changes nothing", async () => {
    const before = await adminList();
    const audit = await auditActions();
    for (const [path, expected] of [
      ["/admin/services/private-photography", ["Skriv tjänstens namn på svenska", "högst 100"]],
      [
        "/fi/admin/services/private-photography",
        ["Kirjoita palvelun nimi ruotsiksi", "1\u00a0000"],
      ],
      [
        "/en/admin/services/private-photography",
        ["Write the service's name in Swedish", "VAT must be 0–100%"],
      ],
    ] as const) {
      const answer = await post(path, {
        intent: "save",
        ...portrait,
        name_sv: " ",
        description_fi: "x".repeat(1001),
        amount: "1e9",
        vatRate: "250",
      });
      expect(answer.status, path).toBe(400);
      const html = await answer.text();
      for (const text of expected) expect(html, path).toContain(text);
    }
    for (const amount of ["-175", "100 000,01", "12.345"]) {
      const answer = await post("/admin/services/private-photography", {
        intent: "save",
        ...portrait,
        amount,
      });
      expect(answer.status, amount).toBe(400);
    }
    expect(await adminList()).toEqual(before);
    expect(await auditActions()).toEqual(audit);
  });

  it("answers a hostile or unknown id with 404 and changes nothing", async () => {
    const before = await adminList();
    for (const id of ["%3Cscript%3E", "no-such-service", "order", "..%2F..%2Fapi%2Fadmin"]) {
      expect((await call(`/admin/services/${id}`, { client: owner })).status, id).toBe(404);
      const answer = await post(`/admin/services/${id}`, { intent: "save", ...portrait });
      expect(answer.status, id).toBe(404);
    }
    for (const intent of ["moveUp", "hide"]) {
      const answer = await post("/admin/services", { intent, id: "<b>no-such</b>" });
      expect(answer.status, intent).toBe(404);
    }
    expect(await adminList()).toEqual(before);
  });

  it("adds a service, refusing a taken or reserved id", async () => {
    for (const [id, message] of [
      ["event-hourly", "Det finns redan en tjänst med det id:t"],
      ["new", "Id:t ska vara 3–60 tecken"],
    ] as const) {
      const answer = await post("/admin/services/new", { intent: "save", id, ...portrait });
      expect(answer.status, id).toBe(400);
      expect(await answer.text(), id).toContain(message);
    }
    const answer = await post("/admin/services/new", {
      intent: "save",
      id: "wedding-films",
      ...portrait,
      priceKind: "quote",
      amount: "",
    });
    expect(answer.status).toBe(302);
    const all = await adminList();
    expect(all.at(-1)).toMatchObject({ id: "wedding-films", price: { kind: "quote" } });
    expect(all.at(-1)!.price.amount).toBeUndefined();
  });

  it("moves a service up and down and hides and shows it, each audited", async () => {
    const order = async () => (await adminList()).map((service) => service.id);
    const before = await order();
    const [first, second] = before as [string, string];
    expect((await post("/admin/services", { intent: "moveUp", id: second })).status).toBe(302);
    expect((await order()).slice(0, 2)).toEqual([second, first]);
    expect((await post("/admin/services", { intent: "moveDown", id: second })).status).toBe(302);
    expect(await order()).toEqual(before);
    // At the top already: nothing to move.
    expect((await post("/admin/services", { intent: "moveUp", id: first })).status).toBe(302);
    expect(await order()).toEqual(before);

    expect((await post("/admin/services", { intent: "hide", id: first })).status).toBe(302);
    const publicIds = async () =>
      (await (await call("/api/services")).json()).services.map((s: { id: string }) => s.id);
    expect(await publicIds()).not.toContain(first);
    expect((await post("/admin/services", { intent: "show", id: first })).status).toBe(302);
    expect(await publicIds()).toContain(first);
    const actions = await auditActions();
    expect(actions.filter((action) => action === "service.reorder services")).toHaveLength(2);
  });
});
