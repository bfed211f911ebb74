import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageLoaderData } from "../tests/support/page-loader-data";
import { jsonLdSources } from "../tests/support/structured-data";
import { startServerWithOwnerSignedIn } from "./admin-test-server";
import { atTime as at, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The public pages read the catalogue (docs/decisions/084, issue 19): an owner's change of a
// name or a price in the back office shows at once, on the same instance, on the page that lists
// the service, in the campaign banner and popup, and in the page's structured data. Each page is
// read once before the change, so it sits in the page cache that the admin write must clear.
// The popup is drawn only in the browser (decision 112): here its input, the home loader's
// `offer`; what it says with it, app/features/home/promo-dialog.test.tsx.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
const { call } = testClient(() => server);

// Tuesday 24 November 2026 in Helsinki: inside the default 30 % campaign (1 Nov – 31 Dec).
const inCampaign = "2026-11-24T10:00:00+02:00";

beforeAll(async () => {
  ({ server, stop, owner } = await startServerWithOwnerSignedIn({ TEST_CLOCK: "1" }));
}, 120_000);
afterAll(async () => {
  await stop?.();
});

async function page(path: string, lang = "sv"): Promise<string> {
  const response = await call(path, at(inCampaign, { lang }));
  expect(response.status, path).toBe(200);
  return response.text();
}

async function change(id: string, body: object) {
  const response = await call(`/api/admin/services/${id}`, {
    method: "PATCH",
    client: owner,
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

type Offer = {
  "@type": string;
  price?: number;
  priceValidUntil?: string;
  name?: string;
  itemOffered?: { name: string };
};

function offers(html: string): Offer[] {
  const business = jsonLdSources(html)
    .map((source) => JSON.parse(source))
    .find((block) => "hasOfferCatalog" in block);
  return business.hasOfferCatalog.itemListElement;
}

const offerNamed = (html: string, name: string) =>
  offers(html).find((item) => (item.itemOffered?.name ?? item.name) === name);

/** The campaign the home page's popup is drawn from, as the page's loader data carries it. */
async function popupOffer(html: string, routeId = "sv:/") {
  const data = (await pageLoaderData(html))[routeId] as {
    offer: { names: string[]; bookable: boolean };
  };
  return data.offer;
}

/** What a reader sees of the page: its text without scripts (the inlined texts, loader data). */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("an owner's change in the catalogue", () => {
  it("shows at once on the home grid, in the campaign banner and popup, and in the JSON-LD", async () => {
    const before = await page("/");
    expect(before).toContain("Privatfotografering");
    expect(textOf(before)).toMatch(/30\s%\srabatt på privatfotografering/);
    expect(offerNamed(before, "Privatfotografering")?.price).toBe(122);

    await change("private-photography", {
      name: { sv: "Porträttfotografering", fi: "Muotokuvaus", en: "Portrait sessions" },
      price: { kind: "fixed", amount: 20_000 },
    });

    const after = await page("/");
    const text = textOf(after);
    expect(text).not.toContain("Privatfotografering");
    expect(text).toContain("Porträttfotografering");
    // 200 € less 30 %: 140 € on the card, the regular price struck through beside it.
    expect(text).toMatch(/140\s€ med kampanjrabatt/);
    expect(text).toMatch(/Ordinarie pris 200\s€/);
    // The banner and the popup name it, mid-sentence, among the campaign's services.
    expect(text).toMatch(/Kampanj: 30\s%\srabatt på porträttfotografering, /);
    const popup = await popupOffer(after);
    expect(popup.names).toContain("Porträttfotografering");
    expect(popup.names).not.toContain("Privatfotografering");
    expect(offerNamed(after, "Porträttfotografering")).toMatchObject({
      "@type": "Offer",
      price: 140,
      priceValidUntil: "2026-12-31",
    });

    const english = await page("/en");
    expect(textOf(english)).toMatch(/off portrait sessions, /);
    expect(offerNamed(english, "Portrait sessions")?.price).toBe(140);
  });

  it("shows a new rate per hour in the contact section and as a unit price in the JSON-LD", async () => {
    const before = await page("/fi");
    expect(textOf(before)).toMatch(/60\s€\/tunti/);

    await change("event-hourly", { price: { kind: "hourly", amount: 6_500 } });

    const after = await page("/fi");
    expect(textOf(after)).toMatch(/Tapahtumakuvaus tuntihinnalla : 65\s€\/tunti/);
    expect(textOf(after)).not.toMatch(/60\s€\/tunti/);
    expect(offerNamed(after, "Tapahtumakuvaus tuntihinnalla")).toMatchObject({
      price: 65,
      priceSpecification: { "@type": "UnitPriceSpecification", price: 65, unitCode: "HUR" },
    });
  });

  it("shows on the IT page, the Swedish text marked as such where no other is written", async () => {
    const before = await page("/en/it-services");
    expect(textOf(before)).toContain("Web development");
    expect(textOf(before)).toMatch(/€1,400/);

    await change("web-development", {
      name: { sv: "Webbplatser" },
      price: { kind: "fixed", amount: 160_000 },
    });

    const after = await page("/en/it-services");
    expect(textOf(after)).not.toContain("Web development");
    expect(after).toMatch(/<h3[^>]*lang="sv"[^>]*>Webbplatser<\/h3>/);
    expect(textOf(after)).toMatch(/€1,600/);
  });

  it("shows on the sports page", async () => {
    const before = await page("/idrottskontrakt");
    expect(textOf(before)).toMatch(/140\s€ per evenemang/);

    await change("sports-athlete", {
      name: { sv: "Idrottare", fi: "Urheilija", en: "Athlete" },
      price: { kind: "fixed", unit: "event", amount: 15_000 },
    });

    const after = await page("/idrottskontrakt");
    expect(after).toContain("Idrottare");
    expect(textOf(after)).toMatch(/150\s€ per evenemang/);
    expect(textOf(after)).not.toMatch(/140\s€ per evenemang/);
  });

  it("states the sports delivery time the catalogue holds on the why-choose-us page", async () => {
    const before = textOf(await page("/why-choose-us"));
    expect(before).toMatch(/inom\s2\svardagar/);

    await change("sports-season", {
      includes: { images: { min: 280, max: 300 }, deliveryWorkingDays: 3 },
    });

    const after = textOf(await page("/why-choose-us"));
    expect(after).toMatch(/inom\s3\svardagar/);
    expect(after).not.toMatch(/inom\s2\svardagar/);
  });

  it("leads the campaign's button to the booking form only while every campaign service is bookable", async () => {
    const bookable = await page("/");
    expect(await popupOffer(bookable)).toMatchObject({ bookable: true });

    await change("ai-commercial-video", { bookable: false });

    const notBookable = await page("/");
    expect(await popupOffer(notBookable)).toMatchObject({ bookable: false });
  });

  it("names only the catalogue's campaign services, and drops the banner when none is left", async () => {
    await change("ai-editing", { campaign: false });
    const fewer = textOf(await page("/"));
    expect(fewer).not.toMatch(/rabatt på [^.!]*AI-redigering/);

    for (const id of [
      "private-photography",
      "event-corporate",
      "ai-commercial-video",
      "introduction-video",
    ])
      await change(id, { campaign: false });
    const none = await page("/");
    expect(textOf(none)).not.toContain("Kampanj:");
    expect(offers(none).some((offer) => offer.priceValidUntil)).toBe(false);
  });
});
