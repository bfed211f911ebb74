import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/content/business";
import { businessToForm, type FormFields } from "~/features/settings/settings.schema";
import svTestimonials from "~/i18n/locales/sv/testimonials";
import { startServerWithOwnerSignedIn } from "./admin-test-server";
import { testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// The hero's figures and the testimonials are the owner's (issue 19, texts-2 A1.4 and A2):
// none is invented, the owner's appear once saved, and only reviews sent through the site's
// form and approved are labelled verified (server/submissions.test.ts covers those).
let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;

const { call } = testClient(() => server);

beforeAll(async () => {
  ({ server, stop, owner } = await startServerWithOwnerSignedIn({ TEST_CLOCK: "1" }));
});
afterAll(async () => {
  await stop?.();
});

function postBusiness(fields: FormFields, path = "/admin/settings") {
  return call(path, {
    method: "POST",
    client: owner,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...businessToForm(defaultBusinessFacts),
      ...fields,
      intent: "business",
    }).toString(),
  });
}

async function page(path: string) {
  const response = await call(path);
  expect(response.status).toBe(200);
  return response.text();
}

/** The hero's figures as [value, label] pairs. */
function heroFigures(html: string): [string, string][] {
  const start = html.indexOf('aria-labelledby="home-hero-title"');
  expect(start).toBeGreaterThan(-1);
  const hero = html.slice(start, html.indexOf("</section>", start));
  return [...hero.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [m[2]!, m[1]!]);
}

const verifiedLabel = /(Verifierad kund|Varmennettu asiakas|Verified client)<\/span>/;
const ratingBlock = /AggregateRating/;
// As shown, not as the page's translations (which travel with it) hold it.
const emptyNote = `>${svTestimonials.list.empty}</p>`;

describe("the hero's figures and the owner's testimonials", () => {
  it("are none by default: no figure row, no built-in testimonial, no verified label", async () => {
    for (const path of ["/", "/fi", "/en"]) expect(heroFigures(await page(path)), path).toEqual([]);
    const testimonials = await page("/testimonials");
    for (const invented of ["Emma Lindholm", "Mikael Sjöberg", "100+", "40+"])
      expect(testimonials).not.toContain(invented);
    expect(testimonials).not.toMatch(verifiedLabel);
    expect(testimonials).not.toMatch(ratingBlock);
    expect(testimonials).toContain(emptyNote);
  });

  it("show what the owner saved, translated where given, never labelled verified", async () => {
    const saved = await postBusiness({
      figure1Value: "120+",
      figure1LabelSv: "nöjda kunder",
      figure1LabelEn: "happy clients",
      figure2Value: "15 år",
      figure2LabelSv: "i branschen",
      quote1Name: "Anna Berg",
      quote1ServiceSv: "Porträtt",
      quote1TextSv: "Avslappnad fotografering och fina bilder.",
      quote1TextFi: "Rento kuvaus ja upeat kuvat.",
    });
    expect(saved.status).toBe(302);

    expect(heroFigures(await page("/"))).toEqual([
      ["120+", "nöjda kunder"],
      ["15 år", "i branschen"],
    ]);
    expect(heroFigures(await page("/en"))).toEqual([
      ["120+", "happy clients"],
      ["15 år", "i branschen"],
    ]);

    const sv = await page("/testimonials");
    expect(sv).toContain("Anna Berg");
    expect(sv).toContain("Avslappnad fotografering och fina bilder.");
    expect(sv).not.toContain(emptyNote);
    const fi = await page("/fi/testimonials");
    expect(fi).toContain("Rento kuvaus ja upeat kuvat.");
    expect(await page("/en/testimonials")).toContain("Avslappnad fotografering och fina bilder.");
    for (const html of [sv, fi]) {
      expect(html).not.toMatch(verifiedLabel);
      // Not reviews: no stars, no rating for search engines.
      expect(html).not.toMatch(ratingBlock);
    }
  });

  it("refuse markup and a figure without its label, in the page's language, storing nothing", async () => {
    const refused = await postBusiness(
      {
        figure1Value: "99+",
        quote1Name: "<script>alert(1)</script>",
        quote1TextSv: "Hej hej hej hej",
      },
      "/en/admin/settings",
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Fill in this field");
    expect(html).toContain("The text must not contain HTML");
    expect(html).not.toContain("<script>alert(1)</script>");
    const fi = await postBusiness({ figure1LabelSv: "kunder" }, "/fi/admin/settings");
    expect(fi.status).toBe(400);
    expect(await fi.text()).toContain("Täytä kenttä");
    expect(heroFigures(await page("/"))[0]).toEqual(["120+", "nöjda kunder"]);
  });
});
