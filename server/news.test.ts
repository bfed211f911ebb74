import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonContractsSlug } from "~/content/news";
import svNewsAdmin from "~/i18n/locales/sv/newsAdmin";
import { findXss, xssPayloads } from "../tests/support/xss-payloads";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { sendRaw, testClient, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// News from the database (docs/decisions/045–048), over real HTTP against the built server:
// the public API, pages, feeds and sitemap show published articles only; the owner's calls
// write, publish and unpublish them; bad input changes nothing.

let server: RunningServer;
let stop: () => Promise<void>;
let owner: Client;
let customer: Client;
const { call, signUp, nextAddress } = testClient(() => server);

beforeAll(async () => {
  const started = await startServerWithAdmin({ TRUSTED_PROXIES: "127.0.0.1,::1" });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, nextAddress());
  customer = await signUp();
});
afterAll(async () => {
  await stop?.();
});

const json = (body: unknown) => JSON.stringify(body);
const text = async (path: string) => (await call(path)).text();

const article = (slug: string, sv: Partial<Record<string, string>> = {}) => ({
  slug,
  translations: {
    sv: {
      title: "Ny tjänst i studion",
      excerpt: "Vi berättar om en ny tjänst som vi erbjuder från och med nu.",
      markdown: "## Rubrik\n\nText med **fetstil**.",
      ...sv,
    },
  },
});

async function create(body: unknown) {
  return call("/api/admin/news", { method: "POST", client: owner, body: json(body) });
}
async function publish(slug: string, published: boolean) {
  return call(`/api/admin/news/${slug}/publication`, {
    method: "POST",
    client: owner,
    body: json({ published }),
  });
}
async function apiSlugs(lang = "sv"): Promise<string[]> {
  const response = await call(`/api/news?lang=${lang}`);
  expect(response.status).toBe(200);
  return (await response.json()).articles.map((a: { slug: string }) => a.slug);
}
async function auditActions(): Promise<string[]> {
  const response = await call("/api/admin/audit", { client: owner });
  return (await response.json()).entries.map((e: { action: string; target: string }) =>
    [e.action, e.target].join(" "),
  );
}

describe("the seeded news", () => {
  it("lists the four starting articles, newest first, in every language", async () => {
    for (const lang of ["sv", "fi", "en"]) {
      const response = await call(`/api/news?lang=${lang}`);
      const { articles } = await response.json();
      expect(articles.map((a: { slug: string }) => a.slug)).toEqual([
        "it-tjanster-webb-ai-chattbottar-automation",
        "video-och-ai-innehall",
        "fotografering-boka-din-session",
        seasonContractsSlug,
      ]);
      // Written in all three languages: no fallback anywhere.
      expect(articles.every((a: { fallback: boolean }) => !a.fallback)).toBe(true);
      expect(articles.every((a: { contentLanguage: string }) => a.contentLanguage === lang)).toBe(
        true,
      );
    }
  });

  it("answers one article with its sanitized HTML, and 404 for an unknown one", async () => {
    const response = await call("/api/news/video-och-ai-innehall?lang=en");
    expect(response.status).toBe(200);
    const { article: found } = await response.json();
    expect(found.title).toBe("Video and AI content that gets your business seen");
    expect(found.html).toContain("<h2>What we do</h2>");

    const missing = await call("/api/news/finns-inte", { lang: "fi" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/problem+json");
    expect((await missing.json()).detail).toBe("Artikkelia ei löytynyt");
    expect((await (await call("/api/news/finns-inte")).json()).detail).toBe(
      "Artikeln hittades inte",
    );
  });

  it("renders the season-contracts article with its own hero, and a stored one from its HTML", async () => {
    const season = await call(`/fi/nyheter/${seasonContractsSlug}`);
    expect(season.status).toBe(200);
    const seasonHtml = await season.text();
    expect(seasonHtml).toContain("Kausisopimukset urheiluseuroille – nyt hintatakuulla");
    expect(seasonHtml).toContain('"@type":"NewsArticle"');

    const stored = await text("/en/nyheter/it-tjanster-webb-ai-chattbottar-automation");
    expect(stored).toContain("<h1");
    expect(stored).toContain("New: IT services for small businesses and associations");
    expect(stored).toContain("<h2>Our IT services</h2>");
    expect(stored).toContain('type="application/rss+xml"');
    expect(stored).toContain("/en/nyheter/rss.xml");
  });

  it("answers 404 with the localized not-found page for an unknown slug", async () => {
    const response = await call("/en/nyheter/no-such-article");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Article not found");
  });

  it("lists every article per language in the sitemap, with its alternates", async () => {
    const sitemap = await text("/sitemap.xml");
    for (const path of [
      "/nyheter/video-och-ai-innehall",
      "/fi/nyheter/video-och-ai-innehall",
      "/en/nyheter/video-och-ai-innehall",
    ])
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    expect(sitemap).toMatch(/hreflang="en" href="[^"]+\/en\/nyheter\/video-och-ai-innehall"/);
  });

  it("serves one RSS feed per language", async () => {
    for (const [path, title] of [
      ["/nyheter/rss.xml", "Boka en fotografering direkt på webben"],
      ["/fi/nyheter/rss.xml", "Varaa valokuvaus suoraan verkossa"],
      ["/en/nyheter/rss.xml", "Book a photo session online"],
    ] as const) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await response.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(xml).toContain(`<title>${title}</title>`);
      expect(xml.match(/<item>/g)).toHaveLength(4);
      // The body's HTML is escaped text inside the feed, never live markup.
      expect(xml).not.toMatch(/<content:encoded>[^<]*<h2>/);
    }
  });
});

describe("the owner publishes and unpublishes", () => {
  const slug = "nyhet-for-test";

  it("keeps a new article out of sight until it is published, then shows it everywhere", async () => {
    const created = await create(article(slug));
    expect(created.status).toBe(201);
    expect((await created.json()).article.slug).toBe(slug);
    const feedSv = () => text("/nyheter/rss.xml");

    // A draft: nowhere public.
    expect(await apiSlugs()).not.toContain(slug);
    expect((await call(`/api/news/${slug}`)).status).toBe(404);
    expect((await call(`/nyheter/${slug}`)).status).toBe(404);
    expect(await feedSv()).not.toContain(slug);
    expect(await text("/sitemap.xml")).not.toContain(slug);

    expect((await publish(slug, true)).status).toBe(200);
    expect((await apiSlugs())[0]).toBe(slug);
    expect((await call(`/nyheter/${slug}`)).status).toBe(200);
    expect(await feedSv()).toContain(`/nyheter/${slug}</link>`);
    expect(await text("/fi/nyheter/rss.xml")).toContain(`/fi/nyheter/${slug}</link>`);
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain(`/nyheter/${slug}</loc>`);
    // Written in Swedish only: its Finnish and English addresses are no pages of their own.
    expect(sitemap).not.toContain(`/fi/nyheter/${slug}</loc>`);

    // Finnish page: the Swedish text, said so and marked lang="sv".
    const fi = await call(`/fi/nyheter/${slug}`);
    expect(fi.status).toBe(200);
    const fiHtml = await fi.text();
    expect(fiHtml).toContain(
      "Tätä artikkelia ei ole vielä suomeksi, joten se näytetään ruotsiksi.",
    );
    expect(fiHtml).toMatch(/<div lang="sv"><h1[^>]*>Ny tjänst i studion<\/h1>/);
    expect(fiHtml).toContain('<meta name="robots" content="noindex"/>');
    const api = await (await call(`/api/news/${slug}?lang=fi`)).json();
    expect(api.article).toMatchObject({ fallback: true, contentLanguage: "sv" });

    expect((await publish(slug, false)).status).toBe(200);
    expect(await apiSlugs()).not.toContain(slug);
    expect((await call(`/nyheter/${slug}`)).status).toBe(404);
    expect((await call(`/en/nyheter/${slug}`)).status).toBe(404);
    expect(await feedSv()).not.toContain(slug);
    expect(await text("/sitemap.xml")).not.toContain(slug);

    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        `news.create article:${slug}`,
        `news.publish article:${slug}`,
        `news.unpublish article:${slug}`,
      ]),
    );
  });

  it("changes the texts and adds a language; emptying it falls back to Swedish again", async () => {
    const updated = await call(`/api/admin/news/${slug}`, {
      method: "PUT",
      client: owner,
      body: json({
        translations: {
          ...article(slug).translations,
          en: {
            title: "New service in the studio",
            excerpt: "We tell you about a new service we offer from now on.",
            markdown: "Text in English.",
          },
        },
      }),
    });
    expect(updated.status).toBe(200);
    await publish(slug, true);
    const en = await (await call(`/api/news/${slug}?lang=en`)).json();
    expect(en.article).toMatchObject({ fallback: false, title: "New service in the studio" });
    expect(en.article.html).toBe("<p>Text in English.</p>\n");

    await call(`/api/admin/news/${slug}`, {
      method: "PUT",
      client: owner,
      body: json({ translations: article(slug).translations }),
    });
    const again = await (await call(`/api/news/${slug}?lang=en`)).json();
    expect(again.article).toMatchObject({ fallback: true, title: "Ny tjänst i studion" });
    expect(await auditActions()).toContain(`news.update article:${slug}`);
  });

  it("stores no payload of the XSS corpus in a runnable form", async () => {
    const slug = "xss-korpus";
    const markdown = xssPayloads.join("\n\n");
    const created = await create(article(slug, { markdown }));
    expect(created.status).toBe(201);
    await publish(slug, true);
    const { article: stored } = await (await call(`/api/news/${slug}`)).json();
    expect(findXss(stored.html)).toEqual([]);
    // The page's article as rendered (the payloads survive only as visible, escaped text).
    const page = await text(`/nyheter/${slug}`);
    const rendered = (/<article>([\s\S]*)<\/article>/.exec(page)?.[1] ?? "")
      // The page's own parts: its structured data and its icons.
      .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "")
      .replace(/<svg[^>]*class="lucide[^"]*"[^>]*>[\s\S]*?<\/svg>/g, "");
    expect(rendered).toContain("Ny tjänst i studion");
    expect(findXss(rendered)).toEqual([]);
    await publish(slug, false);
  });
});

describe("bad input to the owner's calls", () => {
  const refused = async (body: unknown, detail: string, lang = "sv") => {
    const before = await (await call("/api/admin/news", { client: owner })).json();
    const response = await call("/api/admin/news", {
      method: "POST",
      client: owner,
      lang,
      body: typeof body === "string" ? body : json(body),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toBe(detail);
    const after = await (await call("/api/admin/news", { client: owner })).json();
    expect(after).toEqual(before);
  };

  it("refuses each with a clear message and stores nothing", async () => {
    await refused({ slug: "ingen-svenska", translations: {} }, "Den svenska texten krävs.");
    await refused(
      { slug: "ingen-svenska", translations: { fi: article("x").translations.sv } },
      "Ruotsinkielinen teksti on pakollinen.",
      "fi",
    );
    await refused(
      article("Stora Bokstäver"),
      "Adressen får innehålla små bokstäver a–z, siffror och bindestreck (3–100 tecken).",
    );
    await refused(
      article("ab"),
      "Adressen får innehålla små bokstäver a–z, siffror och bindestreck (3–100 tecken).",
    );
    await refused(article(seasonContractsSlug), "Det finns redan en nyhet med den adressen.");
    await refused(
      article("html-i-rubrik", { title: "<b>Fet</b> rubrik" }),
      "HTML är inte tillåtet här.",
    );
    await refused(
      article("kort", { excerpt: "Kort" }),
      "Ingressen måste innehålla minst 10 tecken.",
    );
    await refused(
      article("for-lang", { markdown: "x".repeat(20_001) }),
      "Texten får vara högst 20\u00a0000 tecken.",
    );
    await refused(
      { ...article("okand-bild"), imageId: crypto.randomUUID() },
      "Bilden finns inte. Ladda upp den igen.",
    );
    await refused("{not json", "Begäran kunde inte läsas");
    const wrongType = await call("/api/admin/news", {
      method: "POST",
      client: owner,
      headers: { "content-type": "text/plain" },
      body: json(article("fel-typ")),
    });
    expect(wrongType.status).toBe(415);
  });

  it("refuses a publication call without a yes or no, and changes nothing", async () => {
    for (const body of [{}, { published: "yes" }, { published: 1 }]) {
      const response = await call(`/api/admin/news/${seasonContractsSlug}/publication`, {
        method: "POST",
        client: owner,
        lang: "en",
        body: json(body),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).detail).toBe(
        "Say whether the article is published (true or false).",
      );
    }
    expect(await apiSlugs()).toContain(seasonContractsSlug);
  });

  it("answers 404 for publishing or changing an article that does not exist", async () => {
    expect((await publish("finns-inte", true)).status).toBe(404);
    const response = await call("/api/admin/news/finns-inte", {
      method: "PUT",
      client: owner,
      body: json({ translations: article("x").translations }),
    });
    expect(response.status).toBe(404);
  });

  it("is not there for a customer", async () => {
    const response = await call("/api/admin/news", {
      method: "POST",
      client: customer,
      body: json(article("kundens-nyhet")),
    });
    expect(response.status).toBe(404);
    expect(await apiSlugs()).not.toContain("kundens-nyhet");
  });
});

describe("picture upload", () => {
  const upload = async (bytes: Uint8Array<ArrayBuffer>, type: string, name = "bild") => {
    const form = new FormData();
    form.append("image", new Blob([bytes], { type }), name);
    // Encoded here, so the multipart type with its boundary is sent as the header.
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    return call("/api/admin/news-images", {
      method: "POST",
      client: owner,
      headers: { "content-type": encoded.headers.get("content-type")! },
      body: await encoded.arrayBuffer(),
    });
  };
  const png = () =>
    sharp({ create: { width: 1000, height: 600, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer();

  it("stores a real picture and serves it resized as AVIF and WebP", async () => {
    const response = await upload(new Uint8Array(await png()), "image/png", "bild.png");
    expect(response.status).toBe(201);
    const { image } = await response.json();
    expect(image).toMatchObject({ width: 1000, height: 600 });
    for (const format of ["webp", "avif"]) {
      const variant = await call(`/media/news/${image.id}/800.${format}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe(`image/${format}`);
      const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
      expect(meta.width).toBe(800);
      expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
    }
    // Only the widths the picture has: none wider than it.
    expect((await call(`/media/news/${image.id}/1200.webp`)).status).toBe(404);
    expect((await call(`/media/news/${crypto.randomUUID()}/480.webp`)).status).toBe(404);

    // Put on an article, the page offers it in both formats with a srcset.
    const slug = "nyhet-med-bild";
    // Not without words for those who cannot see it (decision 105), nor with markup or too many.
    for (const [imageAlt, message] of [
      [undefined, "Skriv vad bilden visar (på svenska)."],
      ["   ", "Skriv vad bilden visar (på svenska)."],
      ["<img src=x onerror=alert(1)>", ""],
      ["x".repeat(201), "Bildbeskrivningen får vara högst 200 tecken."],
    ] as const) {
      const refused = await create({
        ...article(slug, imageAlt === undefined ? {} : { imageAlt }),
        imageId: image.id,
      });
      expect(refused.status, String(imageAlt)).toBe(400);
      if (message) expect(JSON.stringify(await refused.json())).toContain(message);
    }
    const alt = "Lagbild av Muik2 efter finalen";
    expect((await create({ ...article(slug, { imageAlt: alt }), imageId: image.id })).status).toBe(
      201,
    );
    await publish(slug, true);
    const page = await text(`/nyheter/${slug}`);
    expect(page).toContain(`alt="${alt}"`);
    // A language without its own words shows the Swedish ones.
    expect(await text(`/en/nyheter/${slug}`)).toContain(`alt="${alt}"`);
    expect(page).toContain(
      `/media/news/${image.id}/480.avif 480w, /media/news/${image.id}/800.avif 800w`,
    );
    expect(page).toContain('type="image/webp"');
  });

  it("refuses a wrong type, an oversized file and a file that is not a picture", async () => {
    const before = await auditActions();
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
    const cases: [Uint8Array<ArrayBuffer>, string, string][] = [
      [gif, "image/gif", "Bilden måste vara JPEG, PNG eller WebP."],
      [
        new TextEncoder().encode("hej hej"),
        "text/plain",
        "Bilden måste vara JPEG, PNG eller WebP.",
      ],
      [
        new TextEncoder().encode("<svg onload=alert(1)>"),
        "image/png",
        "Filen är ingen bild som går att läsa.",
      ],
      // A PNG signature followed by garbage: sniffed as PNG, but no picture.
      [
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]),
        "image/png",
        "Filen är ingen bild som går att läsa.",
      ],
      [new Uint8Array(5 * 1024 * 1024 + 1), "image/jpeg", "Bilden får vara högst 5 MB."],
      [new Uint8Array(0), "image/png", "Välj en bild att ladda upp."],
    ];
    for (const [bytes, type, detail] of cases) {
      const response = await upload(bytes, type);
      expect(response.status, detail).toBe(400);
      expect((await response.json()).detail).toBe(detail);
    }
    const notMultipart = await call("/api/admin/news-images", {
      method: "POST",
      client: owner,
      body: json({ image: "x" }),
    });
    expect(notMultipart.status).toBe(415);
    // Over the news paths' 6 MB: refused on the declared length, before the body is read.
    const tooLarge = await sendRaw(
      server.url,
      {
        method: "POST",
        path: "/api/admin/news-images",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(7 * 1024 * 1024),
          cookie: owner.cookie,
          "x-forwarded-for": owner.address,
          origin: server.url,
        },
      },
      (request) => request.flushHeaders(),
    );
    expect(tooLarge.status).toBe(413);
    expect(await auditActions()).toEqual(before);
  });

  it("refuses a picture over the pixel budget from its header, and takes a camera's", async () => {
    // 8,000 × 8,000 of one colour: a small file that would decode to about 200 MB.
    const huge = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: "#3a6" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const before = await auditActions();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => upload(new Uint8Array(huge), "image/png", "stor.png")),
    );
    for (const response of answers) {
      expect(response.status).toBe(400);
      expect((await response.json()).detail).toBe(svNewsAdmin.errors.imageTooBig);
    }
    expect(await auditActions()).toEqual(before);

    const camera = await sharp({
      create: { width: 6000, height: 4000, channels: 3, background: "#58a" },
    })
      .jpeg()
      .toBuffer();
    const taken = await upload(new Uint8Array(camera), "image/jpeg", "kamera.jpg");
    expect(taken.status).toBe(201);
    expect((await taken.json()).image).toMatchObject({ width: 6000, height: 4000 });
  });

  it("keeps the larger body limit to the owner's news paths", async () => {
    const response = await call("/api/bookings", {
      method: "POST",
      client: customer,
      body: "x".repeat(100 * 1024),
    });
    expect(response.status).toBe(413);
  });
});

describe("the editor's HTML form", () => {
  const post = (path: string, fields: Record<string, string>) =>
    call(path, {
      method: "POST",
      client: owner,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const adminList = async () => (await call("/api/admin/news", { client: owner })).json();
  const filled = {
    slug: "fran-formularet",
    title_sv: "Från formuläret",
    excerpt_sv: "En nyhet skriven i administrationens formulär.",
    markdown_sv: "Text **med fetstil**.",
  };

  it("refuses an incomplete article in the page's language, keeps the text and stores nothing", async () => {
    const before = await adminList();
    const sv = await post("/admin/news/new", { ...filled, excerpt_sv: "", intent: "save" });
    expect(sv.status).toBe(400);
    const html = await sv.text();
    expect(html).toContain("Skriv en ingress.");
    expect(html).toContain('value="Från formuläret"');
    const fi = await post("/fi/admin/news/new", { ...filled, title_sv: "", intent: "save" });
    expect(fi.status).toBe(400);
    expect(await fi.text()).toContain("Kirjoita otsikko.");
    const partly = await post("/en/admin/news/new", {
      ...filled,
      title_en: "Only a title",
      intent: "save",
    });
    expect(partly.status).toBe(400);
    expect(await partly.text()).toContain("Enter an excerpt.");
    expect(await adminList()).toEqual(before);
  });

  it("previews the Markdown as the sanitized HTML it would store, storing nothing", async () => {
    const before = await adminList();
    const response = await post("/admin/news/new", {
      ...filled,
      markdown_sv: "**fet** <script>alert(1)</script> [x](javascript:alert(1))",
      intent: "preview",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Förhandsgranskning");
    expect(html).toContain("<strong>fet</strong>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain('href="javascript:');
    expect(await adminList()).toEqual(before);
  });

  it("saves a draft, then publishes it from its page", async () => {
    const saved = await post("/admin/news/new", { ...filled, intent: "save" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/news/${filled.slug}`);
    expect(await apiSlugs()).not.toContain(filled.slug);
    const published = await post(`/admin/news/${filled.slug}`, { intent: "publish" });
    expect(published.status).toBe(302);
    expect(await apiSlugs()).toContain(filled.slug);
    const unpublished = await post("/admin/news", { intent: "unpublish", slug: filled.slug });
    expect(unpublished.status).toBe(302);
    expect(await apiSlugs()).not.toContain(filled.slug);
  });
});

describe("the editor's picture and what it shows (decision 105)", () => {
  const postMultipart = async (path: string, fields: Record<string, string>, file?: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file)
      form.append("image", new Blob([new Uint8Array(file)], { type: "image/png" }), "a.png");
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    return call(path, {
      method: "POST",
      client: owner,
      headers: { "content-type": encoded.headers.get("content-type")! },
      body: await encoded.arrayBuffer(),
    });
  };
  const picture = () =>
    sharp({ create: { width: 800, height: 500, channels: 3, background: "#36a" } })
      .png()
      .toBuffer();
  const fields = {
    slug: "bild-med-beskrivning",
    title_sv: "En bild med beskrivning",
    excerpt_sv: "En nyhet vars bild beskrivs för den som inte ser den.",
    markdown_sv: "Text.",
    intent: "save",
  };
  const uploads = async () =>
    (await (await call("/api/admin/audit", { client: owner })).json()).entries.filter(
      (entry: { action: string }) => entry.action === "news.imageUpload",
    ).length;

  it("refuses a chosen picture without words before storing it, then shows them as its alt", async () => {
    const before = await uploads();
    const refused = await postMultipart("/admin/news/new", fields, await picture());
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Skriv vad bilden visar (på svenska).");
    expect(await uploads()).toBe(before);

    const saved = await postMultipart(
      "/admin/news/new",
      {
        ...fields,
        imageAlt_sv: "Fotografen vid kameran",
        title_fi: "Kuva ja kuvaus",
        excerpt_fi: "Uutinen, jonka kuva on kuvattu niille, jotka eivät näe sitä.",
        markdown_fi: "Teksti.",
        imageAlt_fi: "Valokuvaaja kameran takana",
      },
      await picture(),
    );
    expect(saved.status).toBe(302);
    expect(await uploads()).toBe(before + 1);
    await publish(fields.slug, true);
    expect(await text(`/nyheter/${fields.slug}`)).toContain('alt="Fotografen vid kameran"');
    expect(await text(`/fi/nyheter/${fields.slug}`)).toContain('alt="Valokuvaaja kameran takana"');
    // Kept when the article is saved again without a new picture, and required still.
    const again = await postMultipart(`/admin/news/${fields.slug}`, {
      ...fields,
      imageAlt_sv: "",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Skriv vad bilden visar (på svenska).");
  });
});
