import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { photoServices, type CampaignServiceKey } from "~/content/services";
import { createI18n } from "~/i18n/i18n";
import { languages } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { campaignTextValues } from "./campaign-texts";
import { campaign as defaultCampaign } from "~/content/business";
import type { Campaign } from "./promotion";

const reducible = photoServices
  .filter((service) => service.price.kind === "fixed")
  .map((service) => service.key as CampaignServiceKey);

const campaigns: [string, Campaign][] = [
  ["the running campaign", defaultCampaign],
  [
    "a campaign on two services",
    {
      percent: 20,
      firstDay: "2027-03-01",
      lastDay: "2027-03-15",
      services: ["introVideo", "aiEditing"],
    },
  ],
  [
    "a campaign on one service",
    { percent: 15, firstDay: "2027-05-01", lastDay: "2027-05-31", services: ["event"] },
  ],
];

describe.each(languages)("the campaign texts in %s", (lang) => {
  const i18n = createI18n(lang, { sv, fi, en }, (_lng, key) => {
    throw new Error(`missing text ${key}`);
  });
  const t = i18n.getFixedT(lang, "common") as TFunction<"common">;
  const name = (key: CampaignServiceKey) => t(`promo.services.${key}`);

  it.each(campaigns)("name exactly the services of %s, the same way everywhere", (_, offer) => {
    const values = campaignTextValues(offer, lang, t);
    const texts = {
      banner: t("promo.banner", values),
      popup: t("promo.popupText", values),
      servicesNote: i18n.t("home:services.campaignNote", values),
    };
    const list = new Intl.ListFormat(lang === "en" ? "en-GB" : `${lang}-FI`, {
      type: "conjunction",
    }).format(offer.services.map(name));
    for (const [where, text] of Object.entries(texts)) {
      expect(text, where).toContain(list);
      for (const key of reducible.filter((key) => !offer.services.includes(key)))
        expect(text, `${where} must not name ${key}`).not.toContain(name(key));
      expect(text, where).toContain(String(offer.percent));
    }
  });
});

it("has a name for every service a campaign can reduce, in every language", () => {
  for (const locale of [sv, fi, en])
    for (const key of reducible) expect(locale.common.promo.services[key], key).toBeTruthy();
});
