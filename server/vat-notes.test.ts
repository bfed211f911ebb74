import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath, type Language } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { startServer, type RunningServer } from "./test-server";

// Every page that shows consumers prices says once that they include VAT (issue 20, decision
// 097), in the page's language, as the server writes it: home writes its note in the loader,
// the others with the shared component; either way it is in the HTML a visitor first gets.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const sentences = { sv, fi, en };
/** The note's words around the rate, e.g. "Alla priser inkl. moms" … "." */
const noteOf = (lang: Language) => {
  const [before] = sentences[lang].common.price.vatIncluded.split("{{rate}}");
  return before!.trim();
};
const pricedPages = ["/", "/it-services", "/shop/software", "/shop/websites", "/shop/photos"];

describe("the VAT note", () => {
  for (const lang of ["sv", "fi", "en"] as const)
    it(`is on every priced page once, with the rate (${lang})`, async () => {
      for (const path of pricedPages) {
        const url = `${server.url}${localizePath(path, lang)}`;
        // What the visitor reads: not the hydration data in the page's scripts.
        const html = (await (await fetch(url)).text()).replace(
          /<script\b[^>]*>[\s\S]*?<\/script>/g,
          "",
        );
        // The note, then the rate written the language's way: "25,5 %" / "25.5%".
        const notes = html.match(new RegExp(`${noteOf(lang)} 25[.,]5\\s?%`, "g")) ?? [];
        expect(notes.length, `${path} (${lang})`).toBe(1);
      }
    });
});
