import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  campaign as defaultCampaign,
  defaultBookingRules,
  defaultBusinessFacts,
} from "~/content/business";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { siteSettings } from "~/db/schema";
import { createTestUser } from "~/db/test-database";
import { availability, createBooking } from "~/features/booking/booking.server";
import { addDays, businessToday, hourLabel } from "~/features/booking/slots";
import { listServices } from "~/features/catalogue/catalogue.server";
import { ensureSeedServices } from "~/features/catalogue/seed/ensure-seed-services.server";
import { listProducts } from "~/features/shop/products.server";
import { loadSettings, saveSection } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { formatClockTime, formatDate, formatEuros } from "~/lib/format";
import { runningCampaign } from "~/lib/promotion";
import { builtinReply, unknownReply } from "./builtin-assistant.server";
import { listText } from "./fact-sentences";
import { keywordIndex } from "./retrieval";
import { siteKnowledge } from "./site-knowledge.server";

// The built-in assistant answers from the same sources the pages read: the figures below are
// computed from the stored settings, the service catalogue, the products and the free slots,
// never typed in; changing the stored settings changes the answers.
const database = databaseForTestFile();

beforeAll(async () => {
  await ensureSeedServices(database());
});

/** A catalogue service as the pages show it in `lang` at `now`. */
async function catalogueService(lang: Language, id: string) {
  const settings = await loadSettings(database());
  const offer = runningCampaign(settings.campaign, now);
  const services = await listServices(database(), lang, offer && { percent: offer.percent });
  return services.find((service) => service.id === id)!;
}

const euros = (cents: number, lang: Language) => formatEuros(cents / 100, lang);

// Tuesday 24 November 2026, 10:15 in Helsinki: inside the default campaign.
const now = new Date("2026-11-24T08:15:00Z");

afterEach(async () => {
  await database().delete(siteSettings);
  await loadSettings(database(), { fresh: true });
});

const questions: Record<
  Language,
  {
    price: string;
    portrait: string;
    wedding: string;
    website: string;
    cancel: string;
    hours: string;
    windows: string;
    unknown: string;
  }
> = {
  sv: {
    price: "Vad kostar privatfotografering?",
    // Asked with what the service is for, not its name on the price list.
    portrait: "Vad kostar porträtt?",
    wedding: "Vad kostar ett bröllop?",
    website: "Vad kostar en hemsida?",
    cancel: "Kan jag avboka?",
    hours: "När har ni öppet?",
    windows: "Vad kostar Windows 11?",
    unknown: "Vilket väder blir det på Mars i morgon?",
  },
  fi: {
    price: "Paljonko yksityiskuvaus maksaa?",
    portrait: "Paljonko muotokuva maksaa?",
    wedding: "Paljonko hääkuvaus maksaa?",
    website: "Paljonko kotisivut maksavat?",
    cancel: "Voinko perua varauksen?",
    hours: "Milloin olette auki?",
    windows: "Mikä on Windows 11 -lisenssin hinta?",
    unknown: "Millainen sää Marsissa on huomenna?",
  },
  en: {
    price: "How much does private photography cost?",
    portrait: "How much is a portrait?",
    wedding: "How much for a wedding?",
    website: "How much is a website?",
    cancel: "Can I cancel a booking?",
    hours: "What are your opening hours?",
    windows: "How much is Windows 11?",
    unknown: "What will the weather be like on Mars tomorrow?",
  },
};

async function ask(lang: Language, question: string) {
  return builtinReply(await siteKnowledge(database(), lang, now), question);
}

/** The private session's price as the home page's price tag shows it at `now`. */
async function privatePrices(lang: Language) {
  const { price } = await catalogueService(lang, "private-photography");
  return {
    offered: euros(price.campaignAmount ?? price.amount!, lang),
    regular: euros(price.amount!, lang),
  };
}

async function openingHours(lang: Language) {
  const { bookingRules } = await loadSettings(database());
  return [
    formatClockTime(hourLabel(bookingRules.firstHour), lang),
    formatClockTime(hourLabel(bookingRules.lastHour), lang),
  ];
}

describe.each(["sv", "fi", "en"] as const)("the built-in assistant in %s", (lang) => {
  it("answers a price question with the campaign price and the regular one", async () => {
    const reply = await ask(lang, questions[lang].price);
    const { offered, regular } = await privatePrices(lang);
    expect(offered).not.toBe(regular);
    expect(reply).toContain((await catalogueService(lang, "private-photography")).name);
    expect(reply).toContain(offered);
    expect(reply).toContain(regular);
  });

  it("answers the price of a service asked for by what it is for, not the list of services", async () => {
    const t = serverT(lang);
    const portrait = await ask(lang, questions[lang].portrait);
    const privateSession = await catalogueService(lang, "private-photography");
    expect(portrait.startsWith(`${privateSession.name}:`)).toBe(true);
    expect(portrait).toContain((await privatePrices(lang)).offered);
    const bookable = t("chatKnowledge:bookable.text", { services: "" }).split(":")[0]!;
    expect(portrait).not.toContain(bookable);
    // Weddings are event photography by the hour (docs/decisions/084).
    const wedding = await ask(lang, questions[lang].wedding);
    const eventHourly = await catalogueService(lang, "event-hourly");
    expect(wedding.startsWith(`${eventHourly.name}:`)).toBe(true);
    expect(wedding).toContain(euros(eventHourly.price.amount!, lang));
    const website = await ask(lang, questions[lang].website);
    const webDevelopment = await catalogueService(lang, "web-development");
    expect(website).toContain(webDevelopment.name);
    expect(website).toContain(euros(webDevelopment.price.amount!, lang));
  });

  it("tells how a booking is cancelled, and who cancels a confirmed one", async () => {
    const reply = await ask(lang, questions[lang].cancel);
    expect(reply).toBe(serverT(lang)("chatKnowledge:cancel.text"));
    expect(reply).toContain(serverT(lang)("common:nav.bookings"));
  });

  it("answers an opening-hours question with the stored booking hours", async () => {
    const reply = await ask(lang, questions[lang].hours);
    const [first, last] = await openingHours(lang);
    expect(reply).toContain(lang === "en" ? `from ${first} to ${last}` : `${first}–${last}`);
    expect(reply).toContain(serverT(lang)("chatKnowledge:booking.everyDay"));
  });

  it("answers a shop question with the product's price", async () => {
    const reply = await ask(lang, questions[lang].windows);
    const windows = (await listProducts(database())).find(
      (product) => product.key === "windows11",
    )!;
    expect(reply).toContain(euros(windows.amount, lang));
  });

  it("says honestly that it does not know, and where a person answers", async () => {
    const t = serverT(lang);
    const reply = await ask(lang, questions[lang].unknown);
    expect(reply).toBe(
      `${t("chat:reply.unknown")} ${t("chat:reply.askUs", { email: defaultBusinessFacts.email })}`,
    );
  });
});

it("does not answer from a passage that holds one word of a three-word question", async () => {
  // "moderna" meets the web development passage ("Moderna, snabba … webbplatser"), "målar"
  // and "tavlor" do not: half the question or more must be found.
  const question = "Målar ni moderna tavlor?";
  const knowledge = await siteKnowledge(database(), "sv", now);
  const { hits } = keywordIndex(knowledge.passages).search(question);
  expect(hits[0]?.matched).toBe(1);
  expect(builtinReply(knowledge, question)).toBe(unknownReply(knowledge));
});

it("answers how fast the photos come from the catalogue's delivery times", async () => {
  const reply = await ask("sv", "Hur snabbt får jag bilderna?");
  const team = await catalogueService("sv", "sports-team-event");
  expect(reply).toContain(
    serverT("sv")("chatKnowledge:delivery.item", {
      name: team.name,
      days: team.includes!.deliveryWorkingDays,
    }),
  );
  expect(reply).toContain(serverT("sv")("chatKnowledge:delivery.other"));
});

describe("the built-in assistant follows the stored settings", () => {
  it("gives the owner's new hours and weekdays", async () => {
    await saveSection(database(), "bookingRules", {
      ...defaultBookingRules,
      weekdays: [0, 1, 2, 3, 4],
      firstHour: 10,
      lastHour: 15,
    });
    const [first, last] = await openingHours("sv");
    expect(first).toBe("10.00");
    const reply = await ask("sv", questions.sv.hours);
    expect(reply).toContain(`måndag–fredag kl. ${first}–${last}`);
    const english = await ask("en", questions.en.hours);
    expect(english).toContain(`Monday–Friday from 10:00 to 15:00`);
  });

  it("gives the campaign's new price, and the regular price once it is over", async () => {
    await saveSection(database(), "campaign", { ...defaultCampaign, percent: 50 });
    const { offered } = await privatePrices("fi");
    expect(await ask("fi", questions.fi.price)).toContain(offered);

    await saveSection(database(), "campaign", {
      ...defaultCampaign,
      firstDay: addDays(businessToday(now), -30),
      lastDay: addDays(businessToday(now), -1),
    });
    const { price } = await catalogueService("en", "private-photography");
    expect(price.campaignAmount).toBeUndefined();
    const reply = await ask("en", questions.en.price);
    expect(reply).toContain(euros(price.amount!, "en"));
    expect(reply).not.toContain(
      serverT("en")("chatKnowledge:price.campaign", { price: "" }).trim(),
    );
  });

  it("offers WhatsApp once the owner has set a number", async () => {
    await saveSection(database(), "business", {
      ...defaultBusinessFacts,
      whatsapp: "+358401112233",
    });
    const t = serverT("sv");
    const reply = await ask("sv", questions.sv.unknown);
    expect(reply).toContain(t("chat:reply.askUsWhatsapp"));
    expect(await ask("sv", "Har ni WhatsApp?")).toContain("https://wa.me/358401112233");
  });

  it("names the next free slots, leaving out a booked one", async () => {
    const db = database();
    const today = businessToday(now);
    const free = (await availability(db, today, addDays(today, 13), now)).filter(
      (s) => s.available,
    );
    const user = await createTestUser(db);
    await createBooking(
      db,
      user,
      {
        serviceType: "portrait",
        bookingDate: free[0]!.date,
        bookingTime: free[0]!.time,
        message: null,
      },
      "sv",
      { clientAddress: "10.9.9.9", now },
    );
    // The three next free slots, each day named once with its times: "… kl. 10.00, 11.00 och 12.00".
    const named = free.slice(1, 4);
    const days = [...new Set(named.map((s) => s.date))];
    const reply = await ask("sv", "Vilka lediga tider finns det?");
    for (const day of days) {
      const times = named.filter((s) => s.date === day).map((s) => formatClockTime(s.time, "sv"));
      const text = `${formatDate(day, "sv", "full")} kl. ${listText("sv", times)}`;
      expect(reply).toContain(text);
      expect(reply.split(formatDate(day, "sv", "full")).length - 1).toBe(1);
    }
    // The booked slot is not among them: its day's list starts after it, or its day is not named.
    if (!days.includes(free[0]!.date))
      expect(reply).not.toContain(formatDate(free[0]!.date, "sv", "full"));
  });

  it("quotes IT service prices as the IT page does", async () => {
    const consulting = await catalogueService("en", "it-consulting");
    const reply = await ask("en", "What does IT consulting cost per hour?");
    expect(reply).toContain(
      serverT("en")("common:price.perHour", { price: euros(consulting.price.amount!, "en") }),
    );
  });
});
