import { describe, expect, it } from "vitest";
import { serverT } from "~/i18n/translate.server";
import { askedLanguage, questionReader } from "./question-reading";

// How many hours a question names, in the words each language writes them with.

describe("hours in a question", () => {
  it.each([
    ["sv", "Vad kostar tre timmar?", 3],
    ["sv", "och för två timmar då?", 2],
    ["sv", "fotografering 3h på ett kalas", 3],
    ["sv", "en timme räcker", 1],
    ["fi", "kolmeksi tunniksi", 3],
    ["fi", "3 tunnin kuvaus", 3],
    ["fi", "neljältä tunnilta", 4],
    ["en", "three hours of event photography", 3],
    ["en", "for 4 hrs?", 4],
    ["en", "a 5-hour wedding", 5],
    ["en", "How much is a wedding?", null],
  ] as const)("%s: %s", (lang, question, hours) => {
    expect(questionReader(serverT(lang)).hours(question)).toBe(hours);
  });
});

describe("a question for another language", () => {
  it("is a short question naming the language, in any of the three", () => {
    expect(askedLanguage(serverT, "and in Finnish?")).toBe("fi");
    expect(askedLanguage(serverT, "på finska?")).toBe("fi");
    expect(askedLanguage(serverT, "englanniksi?")).toBe("en");
    expect(askedLanguage(serverT, "Do you have Finnish photographers for a wedding?")).toBeNull();
  });
});
