import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { seedViews } from "~/features/catalogue/seed/seed-views";
import { createI18n } from "~/i18n/i18n";
import { languages } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { campaignTexts, midSentence } from "./campaign-texts";
import { campaign as defaultCampaign } from "~/content/business";

const offers = [
  ["the running campaign", defaultCampaign],
  ["a spring campaign", { percent: 20, firstDay: "2027-03-01", lastDay: "2027-03-15" }],
] as const;

describe.each(languages)("the campaign texts in %s", (lang) => {
  const i18n = createI18n(lang, { sv, fi, en }, (_lng, key) => {
    throw new Error(`missing text ${key}`);
  });
  const t = i18n.getFixedT(lang, "common") as TFunction<"common">;
  const catalogue = seedViews(lang);
  const covered = [
    catalogue.filter((service) => service.campaign),
    catalogue.filter((service) => ["introduction-video", "ai-editing"].includes(service.id)),
    catalogue.filter((service) => service.id === "event-corporate"),
  ];

  it.each(offers)("name exactly the services given, the same way everywhere (%s)", (_, offer) => {
    for (const reduced of covered) {
      const names = reduced.map((service) => service.name);
      const values = campaignTexts(offer, names, lang);
      const texts = {
        banner: t("promo.banner", values),
        popup: t("promo.popupText", values),
        servicesNote: i18n.t("home:services.campaignNote", values),
      };
      const list = new Intl.ListFormat(lang === "en" ? "en-GB" : `${lang}-FI`, {
        type: "conjunction",
      }).format(names.map(midSentence));
      for (const [where, text] of Object.entries(texts)) {
        expect(text, where).toContain(list);
        for (const other of catalogue.filter((service) => !reduced.includes(service)))
          expect(text, `${where} must not name ${other.id}`).not.toContain(midSentence(other.name));
        expect(text, where).toContain(String(offer.percent));
      }
    }
  });
});

it("writes a name inside a sentence in lower case, but keeps an abbreviation", () => {
  expect(midSentence("Privatfotografering")).toBe("privatfotografering");
  expect(midSentence("AI-redigering")).toBe("AI-redigering");
  expect(midSentence("AI commercial video")).toBe("AI commercial video");
  expect(midSentence("Event and corporate photo package")).toBe(
    "event and corporate photo package",
  );
});
