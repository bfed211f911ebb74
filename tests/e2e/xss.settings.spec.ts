import type { Page } from "@playwright/test";
import { defaultBusinessFacts } from "~/content/business";
import svChat from "~/i18n/locales/sv/chat";
import svCommon from "~/i18n/locales/sv/common";
import { jsonLdBlocks } from "./fixtures";
import { expect, expectNoServerReports, test, xssOptions } from "./xss-fixtures";
import { expectShownAsText, markupPayloads, oneLine, pack, textPayloads } from "./xss-guard";

// The owner's business facts with the XSS corpus (docs/decisions/072): the name, the street and
// the town are shown on every page (footer, chat, structured data). The facts are shared by the
// whole run, so this file runs in the owner-settings project after all the others (its name
// ends in settings.spec.ts) and puts the stored facts back.

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
      // Saved: the form's data request answers with its redirect (202), not a refusal (400).
      expect(await saveFacts(ownerPage, facts)).toBe(202);

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

test.afterAll(() => expectNoServerReports());
