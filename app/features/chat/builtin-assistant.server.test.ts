import { afterEach, describe, expect, it } from "vitest";
import {
  campaign as defaultCampaign,
  defaultBookingRules,
  defaultBusinessFacts,
} from "~/content/business";
import { itServices, photoServices } from "~/content/services";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { siteSettings } from "~/db/schema";
import { createTestUser } from "~/db/test-database";
import { availability, createBooking } from "~/features/booking/booking.server";
import { addDays, businessToday, hourLabel } from "~/features/booking/slots";
import { loadSettings, saveSection } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { campaignPrice, formatClockTime, formatDate, formatEuros } from "~/lib/format";
import { offeredPrice, runningCampaign } from "~/lib/promotion";
import { builtinReply, unknownReply } from "./builtin-assistant.server";
import { keywordIndex } from "./retrieval";
import { shopProducts, siteKnowledge } from "./site-knowledge.server";

// The built-in assistant answers from the same sources the pages read: the figures below are
// computed from the stored settings, the service and product lists and the free slots, never
// typed in; changing the stored settings changes the answers.
const database = databaseForTestFile();

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
  const settings = await loadSettings(database());
  const service = photoServices.find((candidate) => candidate.key === "private")!;
  const offered = offeredPrice("private", service.price, runningCampaign(settings.campaign, now))!;
  return {
    offered: formatEuros(offered.eur, lang),
    regular: formatEuros(offered.regularEur, lang),
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
    expect(reply).toContain(serverT(lang)("home:services.items.private.title"));
    expect(reply).toContain(offered);
    expect(reply).toContain(regular);
  });

  it("answers the price of a service asked for by what it is for, not the list of services", async () => {
    const t = serverT(lang);
    const portrait = await ask(lang, questions[lang].portrait);
    expect(portrait.startsWith(`${t("home:services.items.private.title")}:`)).toBe(true);
    expect(portrait).toContain((await privatePrices(lang)).offered);
    const bookable = t("chatKnowledge:bookable.text", { services: "" }).split(":")[0]!;
    expect(portrait).not.toContain(bookable);
    const wedding = await ask(lang, questions[lang].wedding);
    expect(wedding.startsWith(`${t("home:services.items.event.title")}:`)).toBe(true);
    const website = await ask(lang, questions[lang].website);
    expect(website).toContain(t("itServices:services.webDevelopment.title"));
    const webDevelopment = itServices.find((service) => service.key === "webDevelopment")!;
    expect(webDevelopment.price.kind).toBe("fixed");
    expect(website).toContain(formatEuros((webDevelopment.price as { eur: number }).eur, lang));
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
    const windows = (await shopProducts(database())).find(
      (product) => product.key === "windows11",
    )!;
    expect(reply).toContain(formatEuros(windows.amount / 100, lang));
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
  // "snabbt" meets the web development passage ("snabba … webbplatser"), "bilderna" and "får"
  // do not: half the question or more must be found.
  const knowledge = await siteKnowledge(database(), "sv", now);
  const { hits } = keywordIndex(knowledge.passages).search("Hur snabbt får jag bilderna?");
  expect(hits[0]?.matched).toBe(1);
  expect(builtinReply(knowledge, "Hur snabbt får jag bilderna?")).toBe(unknownReply(knowledge));
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
    const { price } = photoServices.find((service) => service.key === "private")!;
    const reply = await ask("en", questions.en.price);
    expect(reply).toContain(formatEuros(price.eur, "en"));
    expect(reply).not.toContain(
      formatEuros(campaignPrice(price.eur, defaultCampaign.percent), "en"),
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
    expect(await ask("sv", "Har ni WhatsApp?")).toContain("+358401112233");
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
    const slot = (s: { date: string; time: string }) =>
      `${formatDate(s.date, "sv", "full")} kl. ${formatClockTime(s.time, "sv")}`;
    const reply = await ask("sv", "Vilka lediga tider finns det?");
    expect(reply).not.toContain(slot(free[0]!));
    expect(reply).toContain(slot(free[1]!));
    expect(reply).toContain(slot(free[3]!));
  });

  it("quotes IT service prices as the IT page does", async () => {
    const consulting = itServices.find((service) => service.key === "consulting")!;
    const reply = await ask("en", "What does IT consulting cost per hour?");
    expect(reply).toContain(
      serverT("en")("common:price.perHour", {
        price: formatEuros("eur" in consulting.price ? consulting.price.eur : 0, "en"),
      }),
    );
  });
});
