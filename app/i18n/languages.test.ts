import { describe, expect, it } from "vitest";
import {
  languageFromAcceptLanguage,
  languageFromCookie,
  localizePath,
  splitLocalizedPath,
} from "./languages";

describe("URL scheme", () => {
  it("keeps Swedish at the bare paths and prefixes Finnish and English", () => {
    expect(localizePath("/portfolio", "sv")).toBe("/portfolio");
    expect(localizePath("/portfolio", "fi")).toBe("/fi/portfolio");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/", "sv")).toBe("/");
  });

  it("splits a path back into language and page", () => {
    expect(splitLocalizedPath("/fi/nyheter/abc")).toEqual({ lang: "fi", path: "/nyheter/abc" });
    expect(splitLocalizedPath("/en")).toEqual({ lang: "en", path: "/" });
    expect(splitLocalizedPath("/portfolio")).toEqual({ lang: "sv", path: "/portfolio" });
    // "/sv/..." is not a Swedish prefix: Swedish has none, so it is an unknown page.
    expect(splitLocalizedPath("/sv/portfolio")).toEqual({ lang: "sv", path: "/sv/portfolio" });
    expect(splitLocalizedPath("/de/portfolio")).toEqual({ lang: "sv", path: "/de/portfolio" });
  });
});

describe("language detection", () => {
  it("follows the spec: fi → Finnish, en → English, anything else Swedish", () => {
    expect(languageFromAcceptLanguage("fi-FI,fi;q=0.9")).toBe("fi");
    expect(languageFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(languageFromAcceptLanguage("sv-SE")).toBe("sv");
    expect(languageFromAcceptLanguage("de-DE,en;q=0.5")).toBe("sv");
    expect(languageFromAcceptLanguage(null)).toBe("sv");
  });

  it("reads only a valid stored choice from the cookie", () => {
    expect(languageFromCookie("a=1; language=fi")).toBe("fi");
    expect(languageFromCookie("language=de")).toBeUndefined();
    expect(languageFromCookie(null)).toBeUndefined();
  });
});
