import { languages, type Language } from "~/i18n/languages";
import type { ServerT } from "~/i18n/translate.server";
import { stem, words } from "./retrieval";

// What a question asks, read with the language's own word lists (chatKnowledge): how many hours
// ("tre timmar", "kolmeksi tunniksi", "3h"), and which kind of answer it wants. The figures are
// then computed from the catalogue, never matched from a text (docs/decisions/085).

export type Intent = "price" | "campaign" | "whatsapp" | "delivery" | "images" | "notListed";

const intentTerms: Record<Intent, string> = {
  price: "chatKnowledge:priceTerms",
  campaign: "chatKnowledge:campaign.terms",
  whatsapp: "chatKnowledge:whatsapp.terms",
  delivery: "chatKnowledge:delivery.terms",
  images: "chatKnowledge:images.terms",
  notListed: "chatKnowledge:notListed.terms",
};

/** Lower-case letters-or-digits runs, "3h" split into "3" and "h". */
function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFC")
      .match(/\d+|\p{L}+/gu) ?? []
  );
}

export type QuestionReader = {
  /** The hours a question names, e.g. 3 for "three hours", or null. */
  hours(question: string): number | null;
  intents(question: string): Set<Intent>;
  /** The question without the words every service or question shares: what names a subject. */
  subjectWords(question: string): string;
};

export function questionReader(t: ServerT): QuestionReader {
  const numberWords = new Map<string, number>();
  t("chatKnowledge:numbers")
    .split(" ")
    .forEach((forms, index) => {
      for (const form of forms.split("|")) numberWords.set(form, index + 1);
    });
  const hourWords = new Set(t("chatKnowledge:hourWords").split(" "));
  const stemsOf = (key: string) => new Set(words(t(key)).map(stem));
  const intentStems = Object.fromEntries(
    Object.entries(intentTerms).map(([intent, key]) => [intent, stemsOf(key)]),
  ) as Record<Intent, Set<string>>;
  // notListed words begin a word ("drooni" in "droonivideoita"): a four-letter stem would refuse
  // too much.
  const notListed = words(t("chatKnowledge:notListed.terms"));
  const isNotListed = (word: string) =>
    notListed.some((term) => (term.length >= 5 ? word.startsWith(term) : word === term));
  const generic = new Set(
    [
      "chatKnowledge:priceTerms",
      "chatKnowledge:service.terms",
      "chatKnowledge:product.terms",
      "chatKnowledge:images.terms",
      "chatKnowledge:delivery.terms",
      "chatKnowledge:hourWords",
    ].flatMap((key) => words(t(key)).map(stem)),
  );

  return {
    hours(question) {
      const list = tokens(question);
      for (let index = 0; index + 1 < list.length; index++) {
        const word = list[index]!;
        const count = /^\d+$/.test(word) ? Number(word) : numberWords.get(word);
        if (count && count > 0 && count <= 24 && hourWords.has(list[index + 1]!)) return count;
      }
      return null;
    },
    intents(question) {
      const asked = words(question);
      const found = new Set<Intent>();
      for (const intent of Object.keys(intentStems) as Intent[])
        if (asked.some((word) => intentStems[intent].has(stem(word)))) found.add(intent);
      found.delete("notListed");
      if (asked.some(isNotListed)) found.add("notListed");
      return found;
    },
    subjectWords(question) {
      return words(question)
        .filter((word) => !generic.has(stem(word)) && !numberWords.has(word))
        .join(" ");
    },
  };
}

/**
 * "På finska?", "in English?": the language a short question asks the previous answer in, with
 * any of the three languages' words for it. Null for anything else.
 */
export function askedLanguage(tIn: (lang: Language) => ServerT, question: string): Language | null {
  const asked = words(question);
  if (asked.length === 0 || asked.length > 2) return null;
  for (const written of languages)
    for (const target of languages) {
      const names = new Set(words(tIn(written)(`chatKnowledge:languageWords.${target}`)));
      if (asked.some((word) => names.has(word))) return target;
    }
  return null;
}
