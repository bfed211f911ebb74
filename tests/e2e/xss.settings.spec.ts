import type { Page } from "@playwright/test";
import { defaultBusinessFacts } from "~/content/business";
import svChat from "~/i18n/locales/sv/chat";
import svCommon from "~/i18n/locales/sv/common";
import { jsonLdBlocks } from "./fixtures";
import { expect, expectNoServerReports, test, xssOptions } from "./xss-fixtures";
import { findXss, xssPayloads } from "../support/xss-payloads";
import {
  expectShownAsText,
  injectedElements,
  markupPayloads,
  oneLine,
  pack,
  textPayloads,
} from "./xss-guard";

// The owner's texts with the XSS corpus (docs/decisions/072): the business facts (name, street
// and town, on every page: footer, chat, structured data) and articles (the page, the list, the
// feed). Both are shared by the whole run, so this file runs in its own project after all the
// others (playwright.config.ts), puts the facts back and unpublishes its articles.

test.use(xssOptions);

// Four rounds of saving and reading four pages back.
test.describe.configure({ timeout: 120_000 });

const business = (page: Page) => page.getByRole("region", { name: "Business", exact: true });

async function saveFacts(page: Page, facts: { name: string; street: string; city: string }) {
  await page.goto("/en/admin/settings");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const section = business(page);
  await section.getByLabel("Business name").fill(facts.name);
  await section.getByLabel(/^Street address.*in Swedish/).fill(facts.street);
  await section.getByLabel(/^Town.*in Swedish/).fill(facts.city);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/settings"),
  );
  await section.getByRole("button").click();
  return (await saved).status();
}

type LocalBusiness = {
  name?: string;
  address?: { streetAddress?: string; addressLocality?: string };
};

test("the business name, street and town: markup refused, the rest shown as text on every page", async ({
  ownerPage,
  page,
}) => {
  // Markup is refused beside its field, and nothing is stored.
  const refused = await saveFacts(ownerPage, {
    name: markupPayloads[4]!,
    street: defaultBusinessFacts.streetAddress.sv,
    city: defaultBusinessFacts.city.sv,
  });
  expect(refused).toBe(400);
  await expect(business(ownerPage).getByLabel("Business name")).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  // The name and the street share the payloads, a round at a time; the town (60 characters at
  // most) takes those that fit.
  const chunks = pack(textPayloads.map(oneLine), 100, " ");
  const towns = pack(
    textPayloads.map(oneLine).filter((payload) => payload.length <= 60),
    60,
    " ",
  );
  try {
    for (let round = 0; round * 2 < chunks.length; round++) {
      const facts = {
        name: chunks[round * 2]!,
        street: chunks[round * 2 + 1] ?? defaultBusinessFacts.streetAddress.sv,
        city: towns[round % towns.length]!,
      };
      // Saved: the form's data request answers with its redirect (202), not a refusal (400),
      // and the owner is told so.
      expect(await saveFacts(ownerPage, facts)).toBe(202);
      await expect(ownerPage.getByText("The change now shows on the website.")).toBeVisible();

      await expectShownAsText(page, "/", [facts.name, facts.city]);
      // Structured data: the texts as written, in JSON that stayed JSON.
      const local = (await jsonLdBlocks(page)).find(
        (block) => (block as LocalBusiness).address?.streetAddress !== undefined,
      ) as LocalBusiness | undefined;
      expect(local?.name).toBe(facts.name);
      expect(local?.address?.streetAddress).toBe(facts.street);
      await page.getByRole("button", { name: svCommon.openChat }).click();
      await expect(page.getByRole("dialog", { name: svChat.title })).toContainText(facts.name);
      await expectShownAsText(page, "/videos", [facts.name]);
    }
  } finally {
    const restored = await saveFacts(ownerPage, {
      name: defaultBusinessFacts.name,
      street: defaultBusinessFacts.streetAddress.sv,
      city: defaultBusinessFacts.city.sv,
    });
    expect(restored).toBe(202);
  }
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(defaultBusinessFacts.name);
});

test("an article with every payload: the public page, the list, the feed and the owner's editor", async ({
  page,
  ownerPage,
}) => {
  const slug = `xss-${Date.now().toString(36)}`;
  const titles = pack(textPayloads.map(oneLine), 150, " ");
  const excerpts = pack(textPayloads.map(oneLine), 300, " ");
  expect(titles.length).toBeLessThanOrEqual(6);
  // Each language a title and an excerpt of its own: up to three articles hold them all.
  const languages = ["sv", "fi", "en"] as const;
  // A line of plain text first, to see that the body is there (a payload may swallow the rest).
  const markdown = ["Ny tjänst i studion.", ...xssPayloads].join("\n\n");
  const slugs: string[] = [];
  try {
    for (let index = 0; index * 3 < titles.length; index++) {
      const articleSlug = `${slug}-${index}`;
      const translations = Object.fromEntries(
        languages.map((lang, offset) => [
          lang,
          {
            title: titles[index * 3 + offset] ?? `Rubrik ${lang}`,
            excerpt: excerpts[(index * 3 + offset) % excerpts.length]!,
            markdown,
          },
        ]),
      );
      const created = await ownerPage.request.post("/api/admin/news", {
        data: { slug: articleSlug, translations },
      });
      expect(created.status(), await created.text()).toBe(201);
      slugs.push(articleSlug);
      const published = await ownerPage.request.post(`/api/admin/news/${articleSlug}/publication`, {
        data: { published: true },
      });
      expect(published.status()).toBe(200);
    }
    // Markup in a title is refused.
    const refused = await ownerPage.request.post("/api/admin/news", {
      data: {
        slug: `${slug}-refused`,
        translations: { sv: { title: markupPayloads[0], excerpt: excerpts[0], markdown } },
      },
    });
    expect(refused.status()).toBe(400);

    const pathFor = { sv: "", fi: "/fi", en: "/en" };
    for (const [index, articleSlug] of slugs.entries())
      for (const [offset, lang] of languages.entries()) {
        const title = titles[index * 3 + offset];
        const shown = title ? [title] : [];
        await expectShownAsText(page, `${pathFor[lang]}/nyheter/${articleSlug}`, shown);
        // The body: the sanitized Markdown, as the page shows it.
        const body = page.locator("article > div").filter({ hasText: "Ny tjänst i studion." });
        await expect(body).toHaveCount(1);
        expect(findXss(await body.innerHTML())).toEqual([]);
      }
    for (const lang of languages) {
      const ofLanguage = slugs.flatMap((_, index) => {
        const offset = languages.indexOf(lang);
        const title = titles[index * 3 + offset];
        return title ? [title] : [];
      });
      await expectShownAsText(page, `${pathFor[lang]}/nyheter`, ofLanguage);
    }

    // The feed: well-formed XML whose texts are the titles as written.
    const feed = await page.evaluate(async () => {
      const xml = await (await fetch("/nyheter/rss.xml", { cache: "no-store" })).text();
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const error = doc.querySelector("parsererror");
      if (error) throw new Error(`not XML: ${error.textContent}`);
      return [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        description: item.querySelector("description")?.textContent ?? "",
      }));
    });
    for (const [index] of slugs.entries()) {
      const item = feed.find((entry) => entry.title === titles[index * 3]);
      expect(item, titles[index * 3]).toBeDefined();
      // A description is text or sanitized HTML: nothing in it may run in a feed reader.
      expect(findXss(item!.description)).toEqual([]);
    }

    // The owner's editor and its preview (the same sanitizer).
    await expectShownAsText(ownerPage, `/admin/news/${slugs[0]}`, []);
    await ownerPage.getByRole("button", { name: "Förhandsgranska" }).first().click();
    const preview = ownerPage.getByRole("region", { name: /^Förhandsgranskning – Svenska/ });
    await expect(preview).toContainText("Ny tjänst");
    expect(findXss(await preview.locator("div[lang]").innerHTML())).toEqual([]);
    expect(await injectedElements(ownerPage)).toEqual([]);
  } finally {
    for (const articleSlug of slugs)
      await ownerPage.request.post(`/api/admin/news/${articleSlug}/publication`, {
        data: { published: false },
      });
  }
});

test.afterAll(() => expectNoServerReports());
