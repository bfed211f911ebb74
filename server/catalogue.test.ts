import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xssPayloads } from "../tests/support/xss-payloads";
import { signInAs, startClockedServerWithAdmin } from "./admin-test-server";
import { atTime as at, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The service catalogue (docs/decisions/084) through the built server: the seed, the public
// list in three languages with campaign prices only while the campaign runs, the owner's calls
// (add, change, hide, reorder; audited; refused input changes nothing), and booking requests
// naming a catalogue id or one of the five legacy keys.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let customer: Client;
const { call, signUp, nextAddress } = testClient(() => server);

// Tuesday 24 November 2026 in Helsinki: inside the default campaign (1 November – 31 December).
const inCampaign = "2026-11-24T10:00:00+02:00";
const afterCampaign = "2027-01-02T10:00:00+02:00";

beforeAll(async () => {
  const started = await startClockedServerWithAdmin();
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
  customer = await signUp();
}, 120_000);
afterAll(async () => {
  await stop?.();
});

type PublicService = {
  id: string;
  name: string;
  category: string;
  price: {
    kind: string;
    amount?: number;
    campaignAmount?: number;
    currency: string;
    vatRate: number;
  };
  includes?: { text?: string; images?: { min: number; max: number } };
  bookable: boolean;
  campaign: boolean;
  fallback?: boolean;
  contentLanguage: string;
};
type AdminService = { id: string; name: { sv: string }; hidden: boolean; position: number };

async function publicList(lang = "sv", time = inCampaign): Promise<PublicService[]> {
  const response = await call(`/api/services?lang=${lang}`, at(time));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()).services;
}
async function adminList(): Promise<AdminService[]> {
  const response = await call("/api/admin/services", { client: owner });
  expect(response.status).toBe(200);
  return (await response.json()).services;
}
const send = (
  method: string,
  path: string,
  body: unknown,
  client: Client | undefined = owner,
  lang = "sv",
) =>
  call(path, {
    method,
    client,
    lang,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
async function counts(): Promise<Record<string, number>> {
  const all = await (await call("/__test/table-counts")).json();
  delete all.request_counts;
  return all;
}

const campaignIds = [
  "private-photography",
  "event-corporate",
  "ai-commercial-video",
  "introduction-video",
  "ai-editing",
];

describe("the seeded catalogue", () => {
  it("holds the home, event, sports and IT services, each named in Swedish", async () => {
    const all = await adminList();
    expect(all).toHaveLength(17);
    expect(all.every((service) => service.name.sv.length > 1)).toBe(true);
    expect(all.map((service) => service.position)).toEqual(all.map((_, index) => index + 1));
    const listed = await publicList("sv");
    expect(listed.filter((service) => service.category === "it")).toHaveLength(6);
    expect(listed.filter((service) => service.category === "sports")).toHaveLength(3);
    expect(listed.filter((service) => service.campaign).map((service) => service.id)).toEqual(
      campaignIds,
    );
    const hourly = listed.find((service) => service.id === "event-hourly")!;
    expect(hourly.price).toEqual({ kind: "hourly", amount: 6000, currency: "EUR", vatRate: 25.5 });
    expect(hourly.includes?.images).toEqual({ min: 100, max: 120 });
    const quote = listed.find((service) => service.id === "ai-influencer")!;
    expect(quote.price).toEqual({ kind: "quote", currency: "EUR", vatRate: 25.5 });
  });

  it("answers in the request's language, written in all three", async () => {
    const names = async (lang: string) =>
      Object.fromEntries((await publicList(lang)).map((service) => [service.id, service]));
    expect((await names("sv"))["sports-athlete"]!.name).toBe("Enskild idrottare");
    const fi = await names("fi");
    expect(fi["sports-athlete"]!.name).toBe("Yksittäinen urheilija");
    expect(fi["sports-athlete"]!.includes?.text).toContain("2 arkipäivän");
    expect((await names("en"))["sports-athlete"]!.name).toBe("Individual athlete");
    for (const lang of ["sv", "fi", "en"])
      expect((await publicList(lang)).every((service) => !service.fallback)).toBe(true);
  });
});

describe("campaign prices", () => {
  it("are offered for the five campaign services while the campaign runs, and only then", async () => {
    const during = await publicList("sv", inCampaign);
    expect(
      during.filter((service) => service.price.campaignAmount !== undefined).map((s) => s.id),
    ).toEqual(campaignIds);
    expect(during.slice(0, 5).map((service) => service.price.campaignAmount)).toEqual([
      12_200, 24_500, 34_300, 19_600, 14_700,
    ]);
    const after = await publicList("sv", afterCampaign);
    expect(after.some((service) => service.price.campaignAmount !== undefined)).toBe(false);
    expect(after[0]!.price.amount).toBe(17_500);
  });
});

const newService = {
  id: "drone-video",
  category: "video",
  name: { sv: "Drönarfilm" },
  description: { sv: "Filmning från luften för evenemang och fastigheter." },
  price: { kind: "from", amount: 25_000 },
  bookable: true,
};

describe("the owner's catalogue", () => {
  it("adds, changes, hides and reorders, and the public list shows each at once", async () => {
    const created = await send("POST", "/api/admin/services", newService);
    expect(created.status, await created.clone().text()).toBe(201);
    expect((await created.json()).service).toMatchObject({ id: "drone-video", position: 18 });

    const fi = (await publicList("fi")).find((service) => service.id === "drone-video")!;
    expect(fi).toMatchObject({ name: "Drönarfilm", fallback: true, contentLanguage: "sv" });
    expect(fi.price).toEqual({ kind: "from", amount: 25_000, currency: "EUR", vatRate: 25.5 });

    const changed = await send("PATCH", "/api/admin/services/drone-video", {
      name: { sv: "Drönarfilm", fi: "Drone-video", en: "Drone video" },
      description: {
        sv: "Filmning från luften.",
        fi: "Kuvausta ilmasta.",
        en: "Filming from the air.",
      },
      price: { kind: "fixed", amount: 29_900, vatRate: 24 },
      position: 1,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const first = (await publicList("en"))[0]!;
    expect(first).toMatchObject({ id: "drone-video", name: "Drone video" });
    expect(first.fallback).toBeUndefined();
    expect(first.price).toEqual({ kind: "fixed", amount: 29_900, currency: "EUR", vatRate: 24 });

    const order = (await adminList()).map((service) => service.id);
    const reversed = [...order].reverse();
    const reordered = await send("POST", "/api/admin/services/order", { ids: reversed });
    expect(reordered.status, await reordered.clone().text()).toBe(200);
    expect((await publicList("sv")).map((service) => service.id)).toEqual(reversed);
    await send("POST", "/api/admin/services/order", { ids: order });

    const hidden = await send("PATCH", "/api/admin/services/drone-video", { hidden: true });
    expect(hidden.status).toBe(200);
    expect((await publicList("sv")).some((service) => service.id === "drone-video")).toBe(false);
    expect((await adminList()).find((service) => service.id === "drone-video")?.hidden).toBe(true);

    const audit = await (await call("/api/admin/audit", { client: owner })).json();
    const actions = audit.entries.map((e: { action: string; target: string }) => e.action);
    expect(actions.slice(0, 5)).toEqual([
      "service.update",
      "service.reorder",
      "service.reorder",
      "service.update",
      "service.create",
    ]);
  });

  it("is not there for a customer or a visitor: 404, and nothing changes", async () => {
    const before = await counts();
    for (const client of [customer, { cookie: "", address: nextAddress(), email: "" }]) {
      const reads = [
        await call("/api/admin/services", { client }),
        await call("/api/admin/services/event-hourly", { client }),
      ];
      const writes = [
        await send("POST", "/api/admin/services", { ...newService, id: "sneaky" }, client),
        await send("PATCH", "/api/admin/services/event-hourly", { hidden: true }, client),
        await send("POST", "/api/admin/services/order", { ids: [] }, client),
      ];
      for (const response of [...reads, ...writes]) {
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toContain("application/problem+json");
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses bad, hostile and oversized input in the owner's language, changing nothing", async () => {
    const before = await counts();
    const beforeList = await adminList();
    const cases: [string, string, unknown, string, string][] = [
      ["POST", "/api/admin/services", { ...newService, id: "Bad Id" }, "sv", "Id:t ska vara"],
      ["POST", "/api/admin/services", { ...newService, id: "order" }, "en", "The id must be"],
      [
        "POST",
        "/api/admin/services",
        { ...newService, id: "event-hourly" },
        "fi",
        "on jo olemassa",
      ],
      [
        "POST",
        "/api/admin/services",
        { ...newService, id: "x-new", name: { fi: "Vain suomeksi" } },
        "sv",
        "Skriv namn och beskrivning åtminstone på svenska",
      ],
      [
        "POST",
        "/api/admin/services",
        { ...newService, id: "x-new", name: { sv: xssPayloads[0] } },
        "en",
        "must not contain HTML",
      ],
      [
        "PATCH",
        "/api/admin/services/event-hourly",
        { price: { kind: "quote", amount: 100 } },
        "en",
        "A price on request has no amount",
      ],
      [
        "PATCH",
        "/api/admin/services/event-hourly",
        { price: { kind: "fixed", amount: 12.5 } },
        "fi",
        "kokonaisluku sentteinä",
      ],
      [
        "PATCH",
        "/api/admin/services/event-hourly",
        { price: { kind: "fixed", amount: 100, vatRate: 25.555 } },
        "sv",
        "Momsen ska vara",
      ],
      ["PATCH", "/api/admin/services/event-hourly", { hidden: "yes" }, "en", "Give yes or no"],
      [
        "PATCH",
        "/api/admin/services/event-hourly",
        { description: { sv: "x".repeat(1001) } },
        "sv",
        "Texten är för lång",
      ],
      [
        "POST",
        "/api/admin/services/order",
        { ids: ["event-hourly", "event-hourly"] },
        "en",
        "every service exactly once",
      ],
    ];
    for (const [method, path, body, lang, detail] of cases) {
      const response = await send(method, path, body, owner, lang);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).detail, JSON.stringify(body)).toContain(detail);
    }
    const huge = await send(
      "POST",
      "/api/admin/services",
      { ...newService, id: "huge", description: { sv: "x".repeat(40_000) } },
      owner,
      "en",
    );
    expect(huge.status).toBe(400);
    expect((await huge.json()).detail).toBe("The request could not be read");
    const unknown = await send("PATCH", "/api/admin/services/no-such-service", { hidden: true });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe("Tjänsten hittades inte");

    expect(await counts()).toEqual(before);
    expect(await adminList()).toEqual(beforeList);
  });
});

describe("booking requests", () => {
  const book = (serviceType: string, bookingTime: string) =>
    call(
      "/api/bookings",
      at(inCampaign, {
        method: "POST",
        client: customer,
        body: JSON.stringify({ serviceType, bookingDate: "2026-11-26", bookingTime }),
      }),
    );

  it("take a bookable catalogue id and each legacy key", async () => {
    const byId = await book("event-hourly", "09:00");
    expect(byId.status, await byId.clone().text()).toBe(201);
    expect((await byId.json()).booking.serviceType).toBe("event-hourly");
    const legacy = await book("portrait", "10:00");
    expect(legacy.status, await legacy.clone().text()).toBe(201);
    expect((await legacy.json()).booking.serviceType).toBe("portrait");
  });

  it("are listed with the catalogue's name for the customer and the owner", async () => {
    const mine = await call("/api/bookings", { client: customer, lang: "en" });
    const listed = (await mine.json()).bookings.map(
      (b: { serviceType: string; serviceName?: string }) => [b.serviceType, b.serviceName],
    );
    expect(listed).toEqual([
      ["event-hourly", "Event photography by the hour"],
      // A legacy key is named as the service it maps to.
      ["portrait", "Private photo sessions"],
    ]);
    const page = await (await call("/en/bookings", { client: customer })).text();
    expect(page).toContain("Event photography by the hour");
    const owners = await (
      await call("/admin/bookings?from=2026-11-26&to=2026-11-26", at(inCampaign, { client: owner }))
    ).text();
    expect(owners).toContain("Evenemangsfotografering per timme");
  });

  it("refuse a service that cannot be booked, is hidden or unknown, with the same message", async () => {
    const before = await counts();
    for (const serviceType of ["web-development", "drone-video", "no-such-service"]) {
      const response = await book(serviceType, "11:00");
      expect(response.status, serviceType).toBe(400);
      expect((await response.json()).detail).toBe("Välj en tjänst");
    }
    expect(await counts()).toEqual(before);
  });
});
