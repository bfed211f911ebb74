import enChat from "~/i18n/locales/en/chat";
import enCommon from "~/i18n/locales/en/common";
import enLegal from "~/i18n/locales/en/legal";
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
    .getByRole("link", { name: svLegal.terms.withdrawal.heading })
    .click();
  await expect(page).toHaveURL(/#angerratt$/);
  await expect(
    page.getByRole("heading", { name: svLegal.terms.withdrawal.heading }),
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
