import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages, localizePath } from "~/i18n/languages";
// A fresh test server holds the default campaign.
import { campaign as defaultCampaign } from "~/content/business";
import { seedServices } from "~/features/catalogue/seed/seed-services";
import { serviceArticles } from "~/features/news/seed/service-articles";
import { seasonContractsSlug } from "~/content/news";
import { publicPaths } from "~/seo/public-urls";
import { jsonLdSources, structuredDataProblems } from "../tests/support/structured-data";
import { checkHtml } from "../tests/support/vnu";
import { startServer, type RunningServer } from "./test-server";

// Every page the public can reach, server-rendered by the built site, through two independent
// checks (docs/decisions/026): the Nu Html Checker (vnu-jar) in one batch, and the JSON-LD rules.
// A day inside the campaign, so the reduced prices and their validity are part of what is checked.
const publicUrl = "http://localhost:4100";
const campaign = defaultCampaign;
const testNow = `${campaign.lastDay}T12:00:00+02:00`;

let server: RunningServer;
/** Name ("GET /fi/portfolio", "500 /en/portfolio") → the HTML the server sent. */
const documents = new Map<string, string>();

async function fetchPage(path: string, expectedStatus: number, headers: Record<string, string>) {
  const response = await fetch(server.url + path, {
    headers: { "accept-language": "sv", "x-test-now": testNow, ...headers },
    redirect: "manual",
  });
  expect(response.status, path).toBe(expectedStatus);
  documents.set(`${expectedStatus} ${path}`, await response.text());
}

beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: publicUrl, TEST_CLOCK: "1" });
  const pages = [
    // The fixed pages and the articles every new site starts with (seeded at start-up).
    ...publicPaths(
      [seasonContractsSlug, ...serviceArticles.map(({ slug }) => slug)].map((slug) => ({
        slug,
        lastModified: "",
        languages: [...languages],
      })),
    ).map(({ path }) => path),
    ...languages.map((lang) => localizePath("/auth", lang)),
  ];
  const notFound = [
    ...languages.map((lang) => localizePath("/finns-inte", lang)),
    // An article that does not exist: the news route's own not-found page.
    "/fi/nyheter/ei-ole-olemassa",
  ];
  for (const path of pages) await fetchPage(path, 200, {});
  // The checkout's pages (docs/decisions/042): the return pages, and a test checkout of its own.
  for (const lang of languages) {
    await fetchPage(localizePath("/checkout/success", lang), 200, {});
    await fetchPage(localizePath("/checkout/cancelled", lang), 200, {});
  }
  const checkout = await fetch(`${server.url}/api/create-payment?lang=fi`, {
    method: "POST",
    // On the pages' clock: a test session lives an hour of it (docs/decisions/080).
    headers: { "content-type": "application/json", origin: server.url, "x-test-now": testNow },
    body: JSON.stringify({ priceId: "price_hockey_album_muik2_virkia2", immediateDelivery: true }),
  });
  await fetchPage(new URL(((await checkout.json()) as { url: string }).url).pathname, 200, {});
  for (const path of notFound) await fetchPage(path, 404, {});
  // The page for an unexpected failure: here the request's clock header is not a time, which
  // fails the root route itself, so the page renders without the root loader's data.
  await fetchPage("/en/portfolio", 500, { "x-test-now": "not-a-time" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the Nu Html Checker", () => {
  it("finds no error in any page, the 404, not-found and 500 pages included", async () => {
    // 17 fixed pages (the terms of sale and the privacy policy among them, decision 096) and the
    // 4 seeded articles, in three languages; 404s and the 500 page; the checkout's pages (test
    // checkout, success and cancel).
    expect(documents.size).toBe(21 * 3 + 3 + 4 + 1 + 3 * 2 + 1);
    for (const lang of languages)
      for (const path of ["/kopvillkor", "/integritetspolicy"])
        expect(documents.has(`200 ${localizePath(path, lang)}`), path).toBe(true);
    const errors = await checkHtml(documents);
    const report = [...errors].flatMap(([name, messages]) =>
      messages.map((m) => `${name}:${m.lastLine ?? ""} ${m.message} [${m.extract ?? ""}]`),
    );
    expect(report).toEqual([]);
    // One JVM checks all pages (checkHtml), so the time stays bounded however many there are.
  }, 90_000);

  it("allows `blocking` on the expect link the standard has, and nowhere else", async () => {
    const page = (link: string) =>
      `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8">${link}<title>t</title></head><body><footer id="site-footer">f</footer></body></html>`;
    const errors = await checkHtml(
      new Map([
        ["expect", page('<link rel="expect" href="#site-footer" blocking="render">')],
        ["icon", page('<link rel="icon" href="/favicon.ico" blocking="render">')],
      ]),
    );
    expect(errors.has("expect")).toBe(false);
    expect(errors.get("icon")?.map((m) => m.message)).toEqual([
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    ]);
  }, 60_000);
});

describe("structured data", () => {
  it("parses on every page, with schema.org context, known types, euro prices and absolute URLs", () => {
    const problems = [...documents].flatMap(([name, html]) =>
      structuredDataProblems(html).map((problem) => `${name}: ${problem}`),
    );
    expect(problems).toEqual([]);
    const withData = [...documents.values()].filter((html) => jsonLdSources(html).length > 0);
    expect(withData.length).toBeGreaterThan(40);
  });

  it("offers the home page's services at the campaign prices the page shows, valid to its last day", () => {
    for (const lang of languages) {
      const html = documents.get(`200 ${localizePath("/", lang)}`)!;
      const business = jsonLdSources(html)
        .map((source) => JSON.parse(source))
        .find((block) => "hasOfferCatalog" in block);
      type Item = { "@type": string; price?: number; priceValidUntil?: string };
      const items: Item[] = business.hasOfferCatalog.itemListElement;
      const offers = items.filter((item) => item["@type"] === "Offer");
      // The catalogue's eleven home services: nine priced, the two priced on request listed as
      // services, not offers; the campaign reduces exactly the catalogue's campaign services.
      expect(offers).toHaveLength(9);
      expect(items.filter((item) => item["@type"] === "Service")).toHaveLength(2);
      const reduced = offers.filter((offer) => offer.priceValidUntil === campaign.lastDay);
      expect(reduced).toHaveLength(seedServices.filter((service) => service.campaign).length);
      // The 30 % campaign price of private photography (175 €), as its card shows it.
      expect(reduced.map((offer) => offer.price)).toContain(122);
      expect(/122\s€|€\s?122/.test(html), `${lang} home shows 122 €`).toBe(true);
      expect(business).not.toHaveProperty("sameAs");
    }
  });

  it("is checked by a check that finds what is wrong", () => {
    const page = (...blocks: object[]) =>
      blocks
        .map((b) => `<script type="application/ld+json">${JSON.stringify(b)}</script>`)
        .join("");
    const offer = { "@type": "Offer", itemOffered: { "@type": "Service", name: "x" } };
    expect(
      structuredDataProblems(
        page(
          { "@context": "https://schema.org", "@type": "Thing", url: "/relative" },
          { "@context": "http://schema.org", ...offer },
          { "@context": "https://schema.org", ...offer, price: 5, priceCurrency: "SEK" },
          {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            itemListElement: [
              { "@type": "ListItem", position: 2, item: "https://example.fi/" },
              { "@type": "ListItem", position: 3, item: "https://example.fi/a" },
            ],
          },
        ) + '<script type="application/ld+json">{nope</script>',
      ),
    ).toEqual([
      "mentions SEK",
      "unknown type Thing",
      'url "/relative" is not absolute',
      '@context is "http://schema.org"',
      'Offer "x" has no price',
      'Offer "x" is not in EUR',
      '"x": priceCurrency SEK',
      'Offer "x" is not in EUR',
      "BreadcrumbList positions [2,3]",
      expect.stringMatching(/^a block does not parse/),
    ]);
  });
});

describe("every page's head", () => {
  it("has absolute og:url and og:image, the image's size and localized description, icons and the manifest", () => {
    const alts = new Set<string>();
    for (const [name, html] of documents) {
      const meta = (property: string) =>
        html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
      expect(meta("og:url"), name).toMatch(new RegExp(`^${publicUrl}/`));
      expect(meta("og:image"), name).toMatch(new RegExp(`^${publicUrl}/`));
      expect(Number(meta("og:image:width")), name).toBeGreaterThan(0);
      expect(Number(meta("og:image:height")), name).toBeGreaterThan(0);
      expect(meta("og:image:alt"), name).toMatch(/\S{3}/);
      alts.add(meta("og:image:alt")!);
      const links = [...html.matchAll(/<link [^>]*>/g)].map(([link]) => link);
      const linked = (rel: string, href: string) =>
        links.some((link) => link.includes(` rel="${rel}"`) && link.includes(` href="${href}"`));
      expect(linked("manifest", "/manifest.webmanifest"), `${name} links the manifest`).toBe(true);
      expect(linked("apple-touch-icon", "/apple-touch-icon.png"), name).toBe(true);
      expect(linked("icon", "/favicon.ico"), name).toBe(true);
    }
    // The site's share image and the four seeded articles' pictures, each in three languages.
    expect(alts.size).toBe(15);
    // The 500 page knows its own address although the root loader never ran.
    const errorPage = documents.get("500 /en/portfolio")!;
    expect(errorPage.match(/<meta property="og:url" content="([^"]*)"/)?.[1]).toBe(
      `${publicUrl}/en/portfolio`,
    );
  });
});
