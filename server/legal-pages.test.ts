import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/content/business";
import { cookieRows } from "~/features/legal/cookies";
import { legalFieldName, ownerParagraphLimits } from "~/features/legal/owner-paragraphs.schema";
import { businessToForm } from "~/features/settings/settings.schema";
import { languages, localizePath, type Language } from "~/i18n/languages";
import en from "~/i18n/locales/en";
import fi from "~/i18n/locales/fi";
import sv from "~/i18n/locales/sv";
import { startServerWithOwnerSignedIn } from "./admin-test-server";
import { cookieOf, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The terms of sale and the privacy policy (issue 20, docs/decisions/096): three languages, the
// owner's facts and paragraphs, linked from every page's footer and from every form that stores
// personal data; the cookie table holds every cookie the server really sets.
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
const { call, signUp } = testClient(() => server);
const texts = { sv, fi, en };
const paths = { terms: "/kopvillkor", privacy: "/integritetspolicy" } as const;

beforeAll(async () => {
  // No signed-out page cache: a page read after a save shows the save.
  ({ server, stop, owner } = await startServerWithOwnerSignedIn({ PAGE_CACHE_SECONDS: "0" }));
}, 60_000);
afterAll(async () => {
  await stop?.();
});

async function page(path: string, init?: Parameters<typeof call>[1]) {
  const response = await call(path, init);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** `text` as a regular expression that matches exactly it. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The hrefs of the links whose text is `label` (the footer's and the notes'). */
function linksTo(html: string, label: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter((match) => match[2] === label)
    .map((match) => match[1]!);
}

function postLegal(fields: Record<string, string>, lang: Language = "sv") {
  return call(localizePath("/admin/settings", lang), {
    method: "POST",
    client: owner,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "legal", ...fields }).toString(),
  });
}

describe("the legal pages", () => {
  it.each(languages)(
    "render in %s with the business facts, title, canonical and hreflang",
    async (lang) => {
      for (const [kind, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
        const localized = localizePath(path, lang);
        const html = await page(localized);
        const title = texts[lang].legal[kind].meta.title;
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
        expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${localized}"`));
        for (const other of languages)
          expect(html.toLowerCase()).toContain(
            `hreflang="${other}" href="${server.url}${localizePath(path, other)}"`.toLowerCase(),
          );
        expect(html).toContain(defaultBusinessFacts.name);
        expect(html).toContain(defaultBusinessFacts.email);
        if (kind === "terms") {
          expect(html).toContain(defaultBusinessFacts.businessId);
          expect(html).toContain(defaultBusinessFacts.streetAddress[lang]);
        } else {
          // Every cookie of the table, by name.
          for (const row of cookieRows({ secureCookies: false })) expect(html).toContain(row.name);
        }
      }
    },
  );

  it.each(languages)(
    "hold in %s the model withdrawal form, addressed and linked from how to withdraw",
    async (lang) => {
      const html = await page(localizePath(paths.terms, lang));
      const { form, withdrawal } = texts[lang].legal.terms;
      const facts = defaultBusinessFacts;
      const country = { sv: "Finland", fi: "Suomi", en: "Finland" }[lang];
      // One anchor, its section headed by the form's name and listed in the contents.
      expect(html.match(/ id="angerblankett"/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h2 id="angerblankett-heading"[^>]*>${form.heading}</h2>`));
      expect(html).toContain(`<a href="#angerblankett" class="inline-block`);
      const addressee = `${facts.name}, ${facts.streetAddress[lang]}, ${facts.postalCode} ${facts.city[lang]}, ${country}, ${facts.email}`;
      expect(html).toMatch(
        new RegExp(`<li[^>]*>${literal(form.to.replace("{{addressee}}", addressee))}</li>`),
      );
      for (const line of [
        form.notice,
        form.ordered,
        form.name,
        form.address,
        form.signature,
        form.date,
      ])
        expect(html, line).toMatch(new RegExp(`<li[^>]*>${literal(line)}</li>`));
      expect(html).toContain(`<p class="text-sm">${form.note}</p>`);
      // The paragraph on how to withdraw links its words to the form, on this page.
      expect(html).toMatch(
        new RegExp(
          `<p>[^<]*${literal(facts.email)}[^<]*(?:<!-- -->)? ?<a href="#angerblankett"[^>]*>${withdrawal.howLink}</a>${literal(withdrawal.howAfter.slice(0, 20))}`,
        ),
      );
      // Plain text: nothing on the page submits the form.
      const section = html.slice(html.indexOf(' id="angerblankett"'));
      expect(section.slice(0, section.indexOf("</section>"))).not.toMatch(
        /<(form|input|textarea)\b/,
      );
    },
  );

  it("are in the sitemap in every language", async () => {
    const sitemap = await page("/sitemap.xml");
    for (const path of Object.values(paths))
      for (const lang of languages)
        expect(sitemap).toContain(`<loc>${server.url}${localizePath(path, lang)}</loc>`);
  });

  it("show the business facts the owner saves", async () => {
    const saved = await call("/admin/settings", {
      method: "POST",
      client: owner,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ...businessToForm(defaultBusinessFacts),
        name: "Studio Öst & Väst",
        businessId: "0112038-9",
        intent: "business",
      }).toString(),
    });
    expect(saved.status).toBe(302);
    for (const lang of languages) {
      const html = await page(localizePath(paths.terms, lang));
      expect(html).toContain("Studio Öst &amp; Väst");
      expect(html).toContain("0112038-9");
    }
  });
});

describe("the owner's paragraphs", () => {
  const longest = "a".repeat(ownerParagraphLimits.characters);

  it("are refused when hostile or oversized, in the page's language, storing nothing", async () => {
    const cases: [Record<string, string>, Language, string][] = [
      [{ termsSv: "<script>alert(1)</script>" }, "sv", sv.settings.errors.noMarkup],
      [{ privacyFi: '<img src=x onerror="alert(1)">' }, "fi", fi.settings.errors.noMarkup],
      [{ termsEn: `${longest}b` }, "en", en.settings.errors.tooLong],
      [
        { privacySv: Array.from({ length: 11 }, (_, i) => `Stycke ${i}`).join("\n\n") },
        "sv",
        sv.settings.errors.tooManyParagraphs,
      ],
      [{ termsFi: "bell\u0007" }, "fi", fi.settings.errors.invalidCharacters],
    ];
    for (const [fields, lang, message] of cases) {
      const refused = await postLegal(fields, lang);
      expect(refused.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      const html = await refused.text();
      expect(html).toContain(message);
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain("<img src=x");
    }
    // The limit itself is accepted; nothing refused was stored.
    expect((await postLegal({ termsEn: longest })).status).toBe(302);
    const terms = await page("/en/kopvillkor");
    expect(terms).toContain(longest);
    expect(terms).not.toContain("alert(1)");
    expect(await page("/integritetspolicy")).not.toContain("Stycke 10");
  });

  it("are shown under the built-in text, escaped, the Swedish where a language has none", async () => {
    const saved = await postLegal({
      [legalFieldName("terms", "sv")]:
        'Vi levererar "snabbt" & säkert.\n\nAndra stycket\nmed en rad till.',
      [legalFieldName("privacy", "en")]: "We also keep <3 hearts > all.",
    });
    // "<3" is no tag: it is text, kept and escaped.
    expect(saved.status).toBe(302);
    const sv = await page("/kopvillkor");
    expect(sv).toContain("Vi levererar &quot;snabbt&quot; &amp; säkert.");
    expect(sv).toMatch(/<p class="whitespace-pre-line">Andra stycket\nmed en rad till.<\/p>/);
    const fi = await page("/fi/kopvillkor");
    expect(fi).toMatch(/<div lang="sv"[^>]*><p[^>]*>Vi levererar/);
    expect(await page("/en/integritetspolicy")).toContain("We also keep &lt;3 hearts &gt; all.");
    // No additions on the privacy page in Swedish: none written in Swedish.
    expect(await page("/integritetspolicy")).not.toContain(texts.sv.legal.common.additions);
  });
});

describe("the links", () => {
  const sample = ["/", "/portfolio", "/shop", "/nyheter", "/auth", "/kopvillkor"];

  it.each(languages)(
    "are in the footer of every page in %s, the 404 page included",
    async (lang) => {
      const common = texts[lang].common.legal;
      for (const path of [...sample.map((p) => localizePath(p, lang))]) {
        const html = await page(path);
        expect(linksTo(html, common.terms), path).toContain(localizePath(paths.terms, lang));
        expect(linksTo(html, common.privacy), path).toContain(localizePath(paths.privacy, lang));
      }
      const missing = await call(localizePath("/finns-inte", lang));
      expect(missing.status).toBe(404);
      expect(linksTo(await missing.text(), common.privacy)).toContain(
        localizePath(paths.privacy, lang),
      );
    },
  );

  it.each(languages)(
    "sit beside every form that stores personal data and the buy buttons, in %s",
    async (lang) => {
      const note = texts[lang].common.legal.privacyNote;
      const privacy = localizePath(paths.privacy, lang);
      // Home: the booking form's frame and the contact form.
      expect(linksTo(await page(localizePath("/", lang)), note)).toEqual([privacy, privacy]);
      for (const path of ["/testimonials", "/freelancer", "/auth?tab=signup"])
        expect(linksTo(await page(localizePath(path, lang)), note), path).toEqual([privacy]);
      const software = await page(localizePath("/shop/software", lang));
      const terms = linksTo(software, texts[lang].common.legal.termsNote);
      expect(terms.length).toBeGreaterThan(0);
      expect(new Set(terms)).toEqual(new Set([localizePath(paths.terms, lang)]));
    },
  );
});

describe("the cookie table", () => {
  it("names every cookie the server sets: signing up and in, a form's message", async () => {
    const listed = new Set(cookieRows({ secureCookies: false }).map((row) => row.name));
    const names = (response: Response) =>
      response.headers.getSetCookie().map((cookie) => cookie.split("=")[0]!);
    const seen = new Set<string>();
    const customer = await signUp({}, { verify: false });
    for (const name of customer.cookie.split("; ").map((pair) => pair.split("=")[0]!))
      seen.add(name);
    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "x-forwarded-for": "10.9.0.1" },
      body: JSON.stringify({ email: customer.email, password: "hemligt123" }),
    });
    expect(signIn.status).toBe(200);
    names(signIn).forEach((name) => seen.add(name));
    // A contact message posted as a plain form: its answer sets the flash cookie.
    const contact = await call("/?index", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "10.9.0.2",
      },
      body: new URLSearchParams({
        intent: "contact",
        name: "Anna Andersson",
        email: "anna@example.test",
        message: "Hej! Jag undrar över priserna för en fotografering.",
      }).toString(),
    });
    expect(contact.status).toBe(302);
    names(contact).forEach((name) => seen.add(name));
    expect(seen.has("flash")).toBe(true);
    expect(seen.has("better-auth.session_token")).toBe(true);
    expect([...seen].filter((name) => !listed.has(name))).toEqual([]);
    expect(cookieOf(signIn)).toContain("session_token");
  });
});
