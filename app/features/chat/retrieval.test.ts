import { describe, expect, it } from "vitest";
import { keywordIndex, oneEditApart, stem, words } from "./retrieval";

describe("words and stems", () => {
  it("drops short and stop words, keeps numbers, joins hyphenated words", () => {
    expect(words("Vad kostar en e-post till Windows 11?")).toEqual([
      "kostar",
      "epost",
      "windows",
      "11",
    ]);
    expect(words("What are your opening hours?")).toEqual(["opening", "hours"]);
  });

  it("lets inflected forms meet on their first four letters", () => {
    expect(stem("priser")).toBe(stem("pris"));
    expect(stem("kostar")).toBe(stem("kostnad"));
    expect(stem("aukioloajat")).toBe(stem("auki"));
  });
});

describe("the keyword index", () => {
  const passages = [
    { id: "portrait", text: "Porträtt: 122 €.", terms: "pris kostar" },
    { id: "event", text: "Eventfoto: 245 €.", terms: "pris kostar" },
    { id: "hours", text: "Boka alla dagar kl. 9.00–17.00.", terms: "öppet öppettider boka" },
  ];
  const index = keywordIndex(passages);

  it("ranks the passage holding the rare word first", () => {
    const { hits, terms } = index.search("Vad kostar ett porträtt?");
    expect(terms).toBe(2);
    expect(hits[0]!.item.id).toBe("portrait");
    expect(hits[0]!.matched).toBe(2);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it("finds opening hours by an inflected word", () => {
    expect(index.search("Vilka öppettider har ni?").hits[0]!.item.id).toBe("hours");
  });

  it("finds nothing for words it does not hold", () => {
    expect(index.search("Hur blir vädret?").hits).toEqual([]);
  });
});

describe("compounds and typos", () => {
  const index = keywordIndex([
    { id: "album", text: "Fotoalbum från matchen.", terms: "albumi album" },
    { id: "portrait", text: "Portrait sessions.", terms: "portrait" },
  ]);

  it("reads a compound by its known last part", () => {
    expect(index.search("jääkiekkoalbumi").hits[0]?.item.id).toBe("album");
  });

  it("reads a word one typo from a known one as that word", () => {
    expect(oneEditApart("protrait", "portrait")).toBe(true);
    expect(oneEditApart("weding", "wedding")).toBe(true);
    expect(oneEditApart("wedding", "wedding")).toBe(false);
    expect(oneEditApart("shoot", "sport")).toBe(false);
    expect(index.search("protrait").hits[0]?.item.id).toBe("portrait");
  });
});
