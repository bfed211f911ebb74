import type { Page } from "@playwright/test";
import enChat from "~/i18n/locales/en/chat";
import svChat from "~/i18n/locales/sv/chat";
import enCommon from "~/i18n/locales/en/common";
import svCommon from "~/i18n/locales/sv/common";
import { e2eOwner } from "../support/e2e-owner";
import { expect, gotoHydrated, test } from "./account-helpers";

// The chat's WhatsApp button follows the number the owner stores in the back office
// (docs/decisions/056). The business facts are shared by the whole run, so this file runs in the
// owner-settings project after all the others (its name ends in settings.spec.ts) and takes the
// number away again.

async function signInAsOwner(page: Page) {
  await gotoHydrated(page, "/en/auth");
  await page.getByLabel("Email address").fill(e2eOwner.email);
  await page.getByLabel("Password").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

async function setWhatsapp(page: Page, number: string) {
  await gotoHydrated(page, "/en/admin/settings");
  const business = page.getByRole("region", { name: "Business", exact: true });
  await business.getByLabel("WhatsApp number").fill(number);
  await business.getByRole("button").click();
  await expect(page.getByText("The change now shows on the website.")).toBeVisible();
}

test("no chat in the back office; the WhatsApp button opens wa.me with the stored number", async ({
  page,
}) => {
  await signInAsOwner(page);
  await gotoHydrated(page, "/en/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: enCommon.openChat })).toHaveCount(0);

  try {
    await setWhatsapp(page, "+358 40 111 2233");

    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: svCommon.openChat }).click();
    const panel = page.getByRole("dialog", { name: svChat.title });
    const whatsapp = panel.getByRole("link", { name: svChat.whatsapp });
    await expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/358401112233?text=${encodeURIComponent(svChat.whatsappText)}`,
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    // The built-in assistant offers WhatsApp when it does not know.
    const input = panel.getByRole("textbox", { name: svChat.inputLabel });
    await input.fill("Vilket väder blir det på Mars i morgon?");
    await input.press("Enter");
    await expect(panel.locator("[data-chat-message=assistant]").last()).toContainText(
      svChat.reply.askUsWhatsapp,
    );

    await gotoHydrated(page, "/en/portfolio");
    await page.getByRole("button", { name: enCommon.openChat }).click();
    await expect(
      page.getByRole("dialog", { name: enChat.title }).getByRole("link", { name: enChat.whatsapp }),
    ).toHaveAttribute(
      "href",
      `https://wa.me/358401112233?text=${encodeURIComponent(enChat.whatsappText)}`,
    );
  } finally {
    await setWhatsapp(page, "");
  }
});
