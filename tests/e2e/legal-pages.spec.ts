import enChat from "~/i18n/locales/en/chat";
import enCommon from "~/i18n/locales/en/common";
import enLegal from "~/i18n/locales/en/legal";
import fiLegal from "~/i18n/locales/fi/legal";
import svCommon from "~/i18n/locales/sv/common";
import svLegal from "~/i18n/locales/sv/legal";
import { expect, test } from "./fixtures";

// The terms of sale and the privacy policy as a visitor reaches them (docs/decisions/096): from
// the footer, from the contents list, from the chat. Rendered and checked by axe in every
// language by public-pages.spec.ts; here the way there.

test("sv: the footer leads to the terms of sale and on to the privacy policy", async ({ page }) => {
  await page.goto("/portfolio");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: svCommon.legal.terms, exact: true }).click();
  await expect(page).toHaveURL(/\/kopvillkor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(svLegal.terms.meta.title);
  await page
    .getByRole("navigation", { name: svLegal.common.contents })
    // Exact: the model form's heading ("…utövande av ångerrätt") contains the word too.
    .getByRole("link", { name: svLegal.terms.withdrawal.heading, exact: true })
    .click();
  await expect(page).toHaveURL(/#angerratt$/);
  await expect(
    page.getByRole("heading", { name: svLegal.terms.withdrawal.heading, exact: true }),
  ).toBeInViewport();
  await footer.getByRole("link", { name: svCommon.legal.privacy, exact: true }).click();
  await expect(page).toHaveURL(/\/integritetspolicy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(svLegal.privacy.meta.title);
  await expect(page.getByRole("table", { name: svLegal.privacy.cookies.caption })).toContainText(
    "better-auth.session_token",
  );
});

test("en: the chat's privacy link closes the chat and opens the privacy policy", async ({
  page,
}) => {
  await page.goto("/en/why-choose-us");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: enCommon.openChat }).click();
  const panel = page.getByRole("dialog", { name: enChat.title });
  await panel.getByRole("link", { name: enCommon.legal.privacyNote }).click();
  await expect(page).toHaveURL(/\/en\/integritetspolicy$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enLegal.privacy.meta.title);
  await expect(
    page.getByRole("heading", { name: enLegal.privacy.authority.heading }),
  ).toBeVisible();
});

test("fi: how to withdraw links to the model withdrawal form, which prints black on white", async ({
  page,
}) => {
  await page.goto("/fi/kopvillkor");
  const form = fiLegal.terms.form;
  await page.getByRole("link", { name: fiLegal.terms.withdrawal.howLink, exact: true }).click();
  await expect(page).toHaveURL(/\/fi\/kopvillkor#angerblankett$/);
  const heading = page.getByRole("heading", { level: 2, name: form.heading });
  await expect(heading).toBeInViewport();
  const section = page.locator("#angerblankett");
  await expect(section.getByRole("listitem")).toHaveText([
    /^Vastaanottaja: .+@.+$/,
    form.notice,
    form.ordered,
    form.name,
    form.address,
    form.signature,
    form.date,
  ]);
  // Nothing to fill in on the page: the consumer copies or prints the text.
  await expect(section.locator("form, input, textarea")).toHaveCount(0);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: fiLegal.common.contents })).toBeHidden();
  await expect(heading).toHaveCSS("color", "rgb(0, 0, 0)");
  await expect(section.getByRole("listitem").first()).toHaveCSS("color", "rgb(0, 0, 0)");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
});
