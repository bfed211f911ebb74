import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  campaign as defaultCampaign,
  defaultBookingRules,
  defaultBusinessFacts,
} from "~/content/business";
import {
  bookingRulesToForm,
  businessToForm,
  campaignToForm,
  type FormFields,
} from "~/features/settings/settings.schema";
import { signInAs, startClockedServerWithAdmin } from "./admin-test-server";
import { atTime, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The owner's settings through the real server: the back-office form changes what the next
// request shows and what the server accepts; bad input is refused in the page's language and
// changes nothing (docs/decisions/035–037).
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;

const { call, signUp, nextAddress, waitForMail } = testClient(() => server);

// Tuesday 24 November 2026, 10:00 in Helsinki: inside the default campaign.
const now = "2026-11-24T10:00:00+02:00";
const at = (init: Parameters<typeof call>[1] = {}) => atTime(now, init);

beforeAll(async () => {
  const started = await startClockedServerWithAdmin();
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
});
afterAll(async () => {
  await stop?.();
});

/** Posts one section's form as the browser does without scripts. */
function postSettings(fields: FormFields, intent: string, path = "/admin/settings") {
  return call(
    path,
    at({
      method: "POST",
      client: owner,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...fields, intent }).toString(),
    }),
  );
}

async function page(path: string, client?: Client) {
  const response = await call(path, at({ client }));
  expect(response.status).toBe(200);
  return response.text();
}

type Offer = {
  itemOffered?: { name: string };
  name?: string;
  price?: number;
  priceValidUntil?: string;
};
type Business = {
  taxID: string;
  name: string;
  email: string;
  sameAs: string[];
  address: { streetAddress: string; addressLocality: string };
  openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
  hasOfferCatalog: { itemListElement: Offer[] };
};

/** The home page's ProfessionalService block. */
function businessJsonLd(html: string): Business {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)];
  const parsed = blocks.map((block) => JSON.parse(block[1]!) as Record<string, unknown>);
  return parsed.find((block) => "hasOfferCatalog" in block) as Business;
}

// A service priced on request is listed as the Service itself, without an Offer around it.
const offerPrice = (html: string, name: string) =>
  businessJsonLd(html).hasOfferCatalog.itemListElement.find(
    (offer) => (offer.itemOffered ?? offer).name === name,
  )?.price;

const stored = async () => {
  const response = await call("/api/admin/audit", { client: owner });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    entries: { action: string; before: unknown; after: unknown }[];
  };
};

describe("the campaign", () => {
  it("changes the home page's prices, banner and structured data on the next request", async () => {
    const before = await page("/");
    expect(offerPrice(before, "Privatfotografering")).toBe(122);
    expect(before).toContain("30\u00a0% rabatt");

    const changed: FormFields = { ...campaignToForm(defaultCampaign), percent: "50" };
    const saved = await postSettings(changed, "campaign");
    expect(saved.status).toBe(302);

    const after = await page("/");
    // 175 € and 350 € less 50 % (rounded down to whole euros, decision 084). Which services the
    // campaign reduces is the catalogue's flag: server/catalogue-pages.test.ts changes that.
    expect(offerPrice(after, "Privatfotografering")).toBe(87);
    expect(offerPrice(after, "Fotopaket för evenemang och företag")).toBe(175);
    expect(after).toContain("50\u00a0% rabatt");
    expect(after).not.toContain("30\u00a0% rabatt");

    const audit = await stored();
    expect(audit.entries[0]).toMatchObject({
      action: "settings.campaign",
      before: { percent: 30 },
      after: { percent: 50 },
    });
  });

  it("refuses a bad percentage or dates in the page's language and stores nothing", async () => {
    const entries = (await stored()).entries.length;
    const bad = {
      ...campaignToForm(defaultCampaign),
      percent: "100",
      firstDay: "2026-12-10",
      lastDay: "2026-12-01",
    };
    const sv = await postSettings(bad, "campaign");
    expect(sv.status).toBe(400);
    const svHtml = await sv.text();
    expect(svHtml).toContain("Ange ett heltal från 1 till 99");
    expect(svHtml).toContain("Inställningarna sparades inte");

    const fi = await postSettings(
      { ...bad, percent: "kolmekymmentä" },
      "campaign",
      "/fi/admin/settings",
    );
    expect(fi.status).toBe(400);
    expect(await fi.text()).toContain("Anna kokonaisluku 1–99");

    const en = await postSettings(
      { ...campaignToForm(defaultCampaign), firstDay: "2026-12-10", lastDay: "2026-12-01" },
      "campaign",
      "/en/admin/settings",
    );
    expect(en.status).toBe(400);
    expect(await en.text()).toContain("The last day cannot be before the first");

    expect((await stored()).entries).toHaveLength(entries);
    expect(offerPrice(await page("/"), "Privatfotografering")).toBe(87);
  });
});

describe("the business facts", () => {
  it("reach the footer, the contact section and the structured data", async () => {
    const changed = {
      ...businessToForm(defaultBusinessFacts),
      name: "Studio Norrsken",
      businessId: "0112038-9",
      email: "Hej@Norrsken.example",
      streetFi: "Uusikatu 1",
      instagram: "https://www.instagram.com/studionorrsken",
      linkedin: "https://www.linkedin.com/company/studionorrsken",
      whatsapp: "+358 40 765 4321",
    };
    expect((await postSettings(changed, "business")).status).toBe(302);

    const sv = await page("/");
    expect(sv).toContain("0112038-9");
    expect(sv).toContain("hej@norrsken.example");
    expect(sv).toContain("https://wa.me/358407654321");
    const business = businessJsonLd(sv);
    expect(business).toMatchObject({
      name: "Studio Norrsken",
      taxID: "0112038-9",
      email: "hej@norrsken.example",
      sameAs: [
        "https://www.instagram.com/studionorrsken",
        "https://www.linkedin.com/company/studionorrsken",
      ],
      address: { streetAddress: "Topeliusesplanaden 7", addressLocality: "Nykarleby" },
    });
    const fi = businessJsonLd(await page("/fi"));
    expect(fi.address).toEqual(
      expect.objectContaining({ streetAddress: "Uusikatu 1", addressLocality: "Uusikaarlepyy" }),
    );
    expect(await page("/fi")).toContain("Uusikatu 1, 66900 Uusikaarlepyy");
  });

  it("go into the e-mails", async () => {
    const customer = await signUp();
    const booked = await call(
      "/api/bookings",
      at({
        method: "POST",
        client: customer,
        body: JSON.stringify({
          serviceType: "portrait",
          bookingDate: "2026-12-02",
          bookingTime: "12:00",
        }),
      }),
    );
    expect(booked.status).toBe(201);
    const [mail] = await waitForMail(
      customer.email,
      /^Vi har tagit emot din bokningsförfrågan – Studio Norrsken$/,
    );
    expect(mail!.text).toContain("hej@norrsken.example");
  });

  it("refuse an invalid business ID, HTML and oversized texts, in the page's language", async () => {
    const entries = (await stored()).entries.length;
    const valid = businessToForm({
      ...defaultBusinessFacts,
      name: "Studio Norrsken",
      businessId: "0112038-9",
    });
    const response = await postSettings(
      {
        ...valid,
        businessId: "0112038-8",
        name: "<script>alert(1)</script>",
        citySv: "N".repeat(500),
      },
      "business",
      "/en/admin/settings",
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Invalid business ID: check the digits and the check digit");
    expect(html).toContain("The text must not contain HTML");
    expect(html).toContain("The text is too long");
    // What was typed comes back escaped, never as markup.
    expect(html).not.toContain("<script>alert(1)</script>");

    const fi = await postSettings(
      { ...valid, businessId: "3412785-6" },
      "business",
      "/fi/admin/settings",
    );
    expect(fi.status).toBe(400);
    expect(await fi.text()).toContain("Virheellinen Y-tunnus");

    expect((await stored()).entries).toHaveLength(entries);
    expect(businessJsonLd(await page("/")).taxID).toBe("0112038-9");
  });
});

describe("the booking rules", () => {
  const weekdaysOnly = {
    ...bookingRulesToForm({
      weekdays: [0, 1, 2, 3, 4],
      firstHour: 10,
      lastHour: 12,
      minNoticeHours: 24,
      maxDaysAhead: 30,
    }),
  };

  it("change the availability, the opening hours and what the server accepts", async () => {
    const customer = await signUp();
    const book = (bookingDate: string, bookingTime: string, lang = "sv") =>
      call(
        `/api/bookings?lang=${lang}`,
        at({
          method: "POST",
          client: customer,
          body: JSON.stringify({ serviceType: "portrait", bookingDate, bookingTime }),
        }),
      );

    expect((await postSettings(weekdaysOnly, "bookingRules")).status).toBe(302);

    const slots = (
      (await (await call("/api/availability?from=2026-11-25&to=2026-11-28", at())).json()) as {
        slots: { date: string; time: string; available: boolean }[];
      }
    ).slots;
    const open = (date: string) =>
      slots.filter((slot) => slot.date === date && slot.available).map((slot) => slot.time);
    expect(new Set(slots.map((slot) => slot.time))).toEqual(new Set(["10:00", "11:00", "12:00"]));
    // Wednesday 10:00 is exactly 24 hours after Tuesday 10:00: enough notice.
    expect(open("2026-11-25")).toEqual(["10:00", "11:00", "12:00"]);
    expect(open("2026-11-27")).toEqual(["10:00", "11:00", "12:00"]);
    expect(open("2026-11-28")).toEqual([]); // a Saturday

    const saturday = await book("2026-11-28", "10:00");
    expect(saturday.status).toBe(400);
    expect((await saturday.json()).detail).toBe(
      "Vi tar inte emot bokningar den veckodagen. Välj en annan dag.",
    );
    const early = await book("2026-11-26", "09:00", "en");
    expect((await early.json()).detail).toBe("Choose a time between 10:00 and 12:00");
    const soon = await book("2026-11-24", "12:00", "fi");
    expect((await soon.json()).detail).toBe(
      "Varaa vähintään 24\u00a0h etukäteen. Valitse myöhempi aika.",
    );
    const far = await book("2026-12-28", "10:00");
    expect((await far.json()).detail).toBe("Bokningar kan göras högst 30 dagar framåt");
    expect((await (await call("/api/bookings", { client: customer })).json()).bookings).toEqual([]);

    expect((await book("2026-11-26", "10:00")).status).toBe(201);

    // The back office offers and accepts the same hours: its block form and week table.
    const blocksPage = await page("/admin/blocks", owner);
    const offered = [...blocksPage.matchAll(/<option value="(\d\d:00)"/g)].map(([, t]) => t);
    expect(offered).toEqual(["10:00", "11:00", "12:00"]);
    const block = (time: string) =>
      call(
        "/api/admin/blocks",
        at({ method: "POST", client: owner, body: JSON.stringify({ date: "2026-11-27", time }) }),
      );
    expect((await block("09:00")).status).toBe(400);
    expect((await block("12:00")).status).toBe(201);
    const week = await page("/admin/bookings?view=week&week=2026-11-23", owner);
    const rows = [...week.matchAll(/<th scope="row"[^>]*>([^<]+)</g)].map(([, time]) => time);
    expect(rows).toEqual(["10.00", "11.00", "12.00"]);

    expect(businessJsonLd(await page("/")).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "10:00",
        closes: "13:00",
      },
    ]);
  });

  it("refuse hours outside 0–23 and a last hour before the first, storing nothing", async () => {
    const entries = (await stored()).entries.length;
    const response = await postSettings(
      { ...weekdaysOnly, firstHour: "24", lastHour: "7", minNoticeHours: "-1" },
      "bookingRules",
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Välj en hel timme mellan 00 och 23");
    expect(html).toContain("Ange ett heltal från 0 till 720");
    const reversed = await postSettings(
      { ...weekdaysOnly, firstHour: "15", lastHour: "10" },
      "bookingRules",
      "/en/admin/settings",
    );
    expect(await reversed.text()).toContain("The last time cannot be before the first");
    expect((await stored()).entries).toHaveLength(entries);
    const slots = (
      await (await call("/api/availability?from=2026-11-26&to=2026-11-26", at())).json()
    ).slots as { time: string }[];
    expect(slots.map((slot) => slot.time)).toEqual(["10:00", "11:00", "12:00"]);
  });

  it("are not the customers' to change", async () => {
    const customer = await signUp();
    const response = await call(
      "/admin/settings",
      at({
        method: "POST",
        client: customer,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...bookingRulesToForm(defaultBookingRules),
          intent: "bookingRules",
        }).toString(),
      }),
    );
    // As a post to a page that does not exist (docs/decisions/031).
    expect(response.status).toBe(405);
    const slots = (
      await (await call("/api/availability?from=2026-11-26&to=2026-11-26", at())).json()
    ).slots as { time: string }[];
    expect(slots.map((slot) => slot.time)).toEqual(["10:00", "11:00", "12:00"]);
  });
});
