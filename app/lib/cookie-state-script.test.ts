import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { promoBannerClosed } from "~/features/home/promo-banner-cookie";
import { hiddenOnceClosed } from "~/features/home/promo-banner";
import { languageFromCookie } from "~/i18n/languages";
import { cookieStateScript, promoBannerClosedAttribute } from "./cookie-state-script";
import { webFontAttribute, webFontStorageKey } from "./web-font";

/**
 * Runs the head's script as a browser would, with this cookie on a page of this language, and
 * this browser storage (none: a context without `localStorage`, as a browser refusing it throws).
 */
function run(
  cookie: string,
  lang = "sv",
  path = "/portfolio",
  search = "",
  storage?: Pick<Storage, "getItem">,
) {
  const attributes = new Map<string, string>();
  const replaced: string[] = [];
  vm.runInNewContext(cookieStateScript, {
    ...(storage ? { localStorage: storage } : {}),
    document: {
      cookie,
      documentElement: {
        lang,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    location: { pathname: path, search, hash: "", replace: (to: string) => replaced.push(to) },
  });
  return {
    closed: attributes.has(promoBannerClosedAttribute),
    webFont: attributes.has(webFontAttribute),
    replaced,
  };
}

describe("the head's cookie script", () => {
  it("marks <html> exactly when the server's reading says the banner was closed", () => {
    const cookies = [
      "",
      "promoBannerClosed=1",
      "language=sv; promoBannerClosed=1",
      "promoBannerClosed=1x",
      "promoBannerClosed=10",
      "promoBannerClosed=",
      "promoBannerClosed",
      "promoBannerClosed=0; promoBannerClosed=1",
      "promoBannerClosed =1",
      "language=sv;promoBannerClosed= 1 ",
      "xpromoBannerClosed=1",
      "a=promoBannerClosed=1",
      `big=${"x".repeat(8000)}; promoBannerClosed=1`,
    ];
    for (const cookie of cookies)
      expect(run(cookie).closed, cookie).toBe(promoBannerClosed(cookie));
    expect(run("promoBannerClosed=1").closed).toBe(true);
  });

  it("sends a stored choice of Finnish or English on from a Swedish page, as the server would", () => {
    expect(run("language=en", "sv", "/portfolio", "?sida=2").replaced).toEqual([
      "/en/portfolio?sida=2",
    ]);
    expect(run("promoBannerClosed=1; language=fi", "sv", "/").replaced).toEqual(["/fi"]);
    for (const cookie of ["", "language=sv", "language=de", "language=", "xlanguage=en"]) {
      expect(run(cookie).replaced, cookie).toEqual([]);
      expect(languageFromCookie(cookie) ?? "sv", cookie).toBe("sv");
    }
    // Never from a page already in another language: no loop.
    expect(run("language=en", "en", "/en").replaced).toEqual([]);
    expect(run("language=fi", "en", "/en").replaced).toEqual([]);
  });

  it("names the web font only where an earlier page fetched it (docs/decisions/113)", () => {
    const stored = (value: string | null) => ({
      getItem: (key: string) => (key === webFontStorageKey ? value : null),
    });
    expect(run("", "sv", "/", "", stored("1")).webFont).toBe(true);
    for (const value of [null, "", "0", "true", "1 "])
      expect(run("", "sv", "/", "", stored(value)).webFont, String(value)).toBe(false);
    // A browser refusing storage throws: no font, and the rest of the script still runs.
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    const refused = run("promoBannerClosed=1; language=en", "sv", "/", "", refusing);
    expect(refused).toEqual({ closed: true, webFont: false, replaced: ["/en"] });
    expect(run("language=fi", "sv", "/", "").replaced).toEqual(["/fi"]);
  });

  it("is the attribute the banner's CSS class hides it by", () => {
    expect(hiddenOnceClosed).toBe(`[html[${promoBannerClosedAttribute}]_&]:hidden`);
  });
});
