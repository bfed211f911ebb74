import { describe, expect, it } from "vitest";
import { ClientTranslator } from "~/i18n/client-translator";
import type { Language } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { serverT } from "~/i18n/translate.server";
import { selectionCounter, selectionLimitText, selectionMailTexts } from "./selection-counts";

// The counts of a selection read as grammar wants for one and for many (decision 102), through
// the browser's translator, which knows no plural forms, with the real texts of each language.

const bundles = { sv, fi, en } as unknown as Record<Language, Record<string, unknown>>;

function browserT(lang: Language) {
  const missing: string[] = [];
  const translator = new ClientTranslator(
    lang,
    { proofing: (bundles[lang] as { proofing: unknown }).proofing },
    async () => ({}),
    (_lang, key) => missing.push(key),
  );
  return { t: translator.getFixedT(lang, "proofing"), missing };
}

const expected = {
  sv: {
    counter: [
      "0 av 1 bild vald",
      "1 av 1 bild vald",
      "3 av 10 bilder valda",
      "1 av 10 bilder valda",
    ],
    free: ["1 bild vald", "3 bilder valda"],
    limit: ["Gräns: 1 bild", "Gräns: 10 bilder"],
    full: ["Du kan välja en bild; ta bort den först.", "Du kan välja 10 bilder; ta bort en först."],
    subject: ["Urvalet är klart: Bröllop (1 bild)", "Urvalet är klart: Bröllop (3 bilder)"],
  },
  fi: {
    counter: ["0/1 kuva valittu", "1/1 kuva valittu", "3/10 kuvaa valittu", "1/10 kuvaa valittu"],
    free: ["1 kuva valittu", "3 kuvaa valittu"],
    limit: ["Enintään 1 kuva", "Enintään 10 kuvaa"],
    full: [
      "Voit valita yhden kuvan. Poista ensin valintasi.",
      "Voit valita 10 kuvaa. Poista ensin jokin valinnoistasi.",
    ],
    subject: ["Valinta on valmis: Bröllop (1 kuva)", "Valinta on valmis: Bröllop (3 kuvaa)"],
  },
  en: {
    counter: [
      "0 of 1 photo picked",
      "1 of 1 photo picked",
      "3 of 10 photos picked",
      "1 of 10 photos picked",
    ],
    free: ["1 photo picked", "3 photos picked"],
    limit: ["Limit: 1 photo", "Limit: 10 photos"],
    full: ["You can pick one photo; remove it first.", "You can pick 10 photos; remove one first."],
    subject: ["Selection ready: Bröllop (1 photo)", "Selection ready: Bröllop (3 photos)"],
  },
};

describe.each(["sv", "fi", "en"] as const)("a selection's counts in %s", (lang) => {
  it("say one photo for a limit or a count of one, photos otherwise, in the browser", () => {
    const { t, missing } = browserT(lang);
    expect([
      selectionCounter(t, 0, 1),
      selectionCounter(t, 1, 1),
      selectionCounter(t, 3, 10),
      selectionCounter(t, 1, 10),
    ]).toEqual(expected[lang].counter);
    expect([selectionCounter(t, 1, null), selectionCounter(t, 3, null)]).toEqual(
      expected[lang].free,
    );
    expect([selectionLimitText(t, 1), selectionLimitText(t, 10)]).toEqual(expected[lang].limit);
    expect(missing).toEqual([]);
  });

  it("say so in the server's refusal of a heart past the limit and in the owner's mail", () => {
    const t = serverT(lang);
    expect([
      t("api:errors.selectionFull", { limit: 1, count: 1 }),
      t("api:errors.selectionFull", { limit: 10, count: 10 }),
    ]).toEqual(expected[lang].full);
    const mail = (count: number) =>
      selectionMailTexts(t, { title: "Bröllop", customer: "a@example.test", count }).subject;
    expect([mail(1), mail(3)]).toEqual(expected[lang].subject);
  });
});
