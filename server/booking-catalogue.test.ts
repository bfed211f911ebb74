import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, startClockedServerWithAdmin } from "./admin-test-server";
import { atTime as at, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// Bookings on the catalogue (issue 19, docs/decisions/086) through the built server: the home
// page's form lists the bookable services with their prices, the campaign's only while it runs;
// a booking keeps the price it was asked at, and its mails name the service and that price; a
// price change shows in the form at once and leaves an existing request's mails as they were.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let customer: Client;
const { call, signUp, nextAddress, waitForMail } = testClient(() => server);

// Tuesday 24 November 2026 in Helsinki: inside the default campaign (1 November – 31 December).
const inCampaign = "2026-11-24T10:00:00+02:00";
const afterCampaign = "2027-01-04T10:00:00+02:00";
const ownerEmail = "owner@booking-catalogue.test";

beforeAll(async () => {
  const started = await startClockedServerWithAdmin({ OWNER_EMAIL: ownerEmail });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
  customer = await signUp();
}, 120_000);
afterAll(async () => {
  await stop?.();
});

/** The home page's service choices: [id, the label's text without tags] in order. */
async function formServices(path: string, init: Parameters<typeof call>[1] = {}) {
  const html = await (await call(path, init)).text();
  const labels = html.matchAll(
    /<label[^>]*>(<input type="radio"[^>]*value="([^"]+)"[^]*?)<\/label>/g,
  );
  return [...labels]
    .filter(([label]) => label.includes('name="serviceType"'))
    .map(([, inner, id]) => {
      // The struck-through price marked ~so~, then the text without tags.
      const text = inner!.replace(/<s\b[^>]*>([^<]*)<\/s>/g, "~$1~").replace(/<[^>]+>/g, "");
      return [id!, text.replace(/\s+/g, " ").trim()] as const;
    });
}

async function bookableIds(lang: string, time: string): Promise<string[]> {
  const response = await call(`/api/services?lang=${lang}`, at(time));
  const { services } = (await response.json()) as { services: { id: string; bookable: boolean }[] };
  return services.filter((service) => service.bookable).map((service) => service.id);
}

describe("the booking form's services", () => {
  it.each([
    [
      "sv",
      "/",
      "Privatfotografering, 175 €",
      "Evenemangsfotografering per timme, 60 €/h",
      "Idrottsevenemang för lag och föreningar, 120 € per evenemang",
    ],
    [
      "fi",
      "/fi",
      "Yksityiskuvaus, 175 €",
      "Tapahtumakuvaus tuntihinnalla, 60 €/h",
      "120 €/tapahtuma",
    ],
    [
      "en",
      "/en",
      "Private photo sessions, €175",
      "Event photography by the hour, €60/h",
      "€120 per event",
    ],
  ])(
    "are exactly the bookable ones with their prices (%s), after the campaign",
    async (lang, path, ...texts) => {
      const listed = await formServices(path, at(afterCampaign, { client: customer }));
      expect(listed.map(([id]) => id)).toEqual(await bookableIds(lang, afterCampaign));
      const joined = listed
        .map(([, text]) => text)
        .join("\n")
        .replace(/\u00a0/g, " ");
      for (const text of texts) expect(joined).toContain(text);
      expect(joined).not.toContain("~");
    },
  );

  it.each([
    ["sv", "/", "Privatfotografering, ordinarie pris 175 €, nu 122 €~175 €~122 €"],
    ["fi", "/fi", "Yksityiskuvaus, normaalihinta 175 €, nyt 122 €~175 €~122 €"],
    ["en", "/en", "Private photo sessions, was €175, now €122~€175~€122"],
  ])(
    "show the campaign price beside the struck-through ordinary one while it runs (%s)",
    async (_lang, path, text) => {
      const listed = await formServices(path, at(inCampaign, { client: customer }));
      const portrait = listed.find(([id]) => id === "private-photography")!;
      expect(portrait[1]!.replace(/\u00a0/g, " ")).toBe(text);
      // The hourly service is not in the campaign: its price stands alone.
      expect(listed.find(([id]) => id === "event-hourly")![1]).not.toContain("~");
    },
  );
});

describe("a booking by catalogue id", () => {
  let bookingId = "";

  it("keeps the campaign price and mails the customer and the owner the service and the price", async () => {
    const response = await call(
      "/api/bookings",
      at(inCampaign, {
        method: "POST",
        client: customer,
        lang: "en",
        body: JSON.stringify({
          serviceType: "event-corporate",
          bookingDate: "2026-11-30",
          bookingTime: "10:00",
        }),
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { booking } = await response.json();
    bookingId = booking.id;
    expect(booking.price).toEqual({ kind: "fixed", amount: 35_000, campaignAmount: 24_500 });

    const [mine] = await waitForMail(customer.email, /booking request/);
    expect(mine!.text).toContain("Service: Event and corporate photo package");
    expect(mine!.text).toMatch(/Price: €245 \(campaign price, usually €350\)/);
    const [theirs] = await waitForMail(ownerEmail, /Fotopaket för evenemang och företag/);
    expect(theirs!.text).toMatch(/Pris: 245\s€ \(kampanjpris, ordinarie pris 350\s€\)/);

    const page = await (await call("/en/bookings", { client: customer })).text();
    expect(page).toMatch(/was €350, now €245/);
  });

  it("after the owner changes the price: the form shows the new one at once, the request keeps its own", async () => {
    const before = await formServices("/", at(afterCampaign));
    expect(before.find(([id]) => id === "event-corporate")![1]).toMatch(/350\s€$/);

    const changed = await call("/api/admin/services/event-corporate", {
      method: "PATCH",
      client: owner,
      body: JSON.stringify({ price: { kind: "fixed", amount: 39_000 } }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    // Signed out, as the cached page is served: the owner's write cleared it.
    const after = await formServices("/", at(afterCampaign));
    expect(after.find(([id]) => id === "event-corporate")![1]).toMatch(/390\s€$/);

    const cancelled = await call(
      `/api/bookings/${bookingId}/cancel`,
      at(inCampaign, { method: "POST", client: customer }),
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const [mail] = await waitForMail(customer.email, /cancelled/i);
    expect(mail!.text).toMatch(/Price: €245 \(campaign price, usually €350\)/);
    expect(mail!.text).not.toContain("390");
  });

  it("maps a legacy key to its service's name and price", async () => {
    const response = await call(
      "/api/bookings",
      at(afterCampaign, {
        method: "POST",
        client: customer,
        body: JSON.stringify({
          serviceType: "event-wedding",
          bookingDate: "2027-01-07",
          bookingTime: "11:00",
        }),
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await response.json()).booking.price).toEqual({ kind: "hourly", amount: 6000 });
    const mails = await waitForMail(customer.email, /bokningsförfrågan/);
    expect(mails.at(-1)!.text).toContain("Tjänst: Evenemangsfotografering per timme");
    expect(mails.at(-1)!.text).toMatch(/Pris: 60\s€\/h/);
  });

  it("refuses hostile service values with 'Välj en tjänst', changing nothing", async () => {
    const counts = async () => {
      const all = await (await call("/__test/table-counts")).json();
      delete all.request_counts;
      return all;
    };
    const before = await counts();
    for (const serviceType of [
      "constructor",
      "__proto__",
      "PRIVATE-PHOTOGRAPHY",
      "private-photography ",
      "<script>alert(1)</script>",
      "portrait' or '1'='1",
      ["private-photography"],
      { id: "private-photography" },
      null,
    ]) {
      const response = await call(
        "/api/bookings",
        at(afterCampaign, {
          method: "POST",
          client: customer,
          body: JSON.stringify({ serviceType, bookingDate: "2027-01-08", bookingTime: "12:00" }),
        }),
      );
      expect(response.status, JSON.stringify(serviceType)).toBe(400);
      expect((await response.json()).detail).toBe("Välj en tjänst");
    }
    expect(await counts()).toEqual(before);
  });
});
