import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { e2eOwner } from "../support/e2e-owner";
import { expect, gotoHydrated, test, uniqueEmail } from "./account-helpers";

// Reviews, freelancer applications and contact messages in the browser (docs/decisions/050–053):
// the visitor sends, the owner finds it in the back office (and approves a review, which then
// shows on /testimonials). Swedish and English. Each test is a visitor's and the owner's
// journey over several pages with two accessibility checks: given the time of three tests.
test.slow();

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

async function signInAsOwner(page: Page, lang: "sv" | "en") {
  await gotoHydrated(page, lang === "sv" ? "/auth" : "/en/auth");
  await page.getByLabel(lang === "sv" ? "E-postadress" : "Email address").fill(e2eOwner.email);
  await page.getByLabel(lang === "sv" ? "Lösenord" : "Password").fill(e2eOwner.password);
  await page
    .getByRole("button", { name: lang === "sv" ? "Logga in" : "Log in", exact: true })
    .click();
  await expect(page).not.toHaveURL(/\/auth/);
}

const texts = {
  sv: {
    page: "/testimonials",
    admin: "/admin/reviews?status=pending",
    name: "Ditt namn",
    service: "Tjänst",
    stars: "4 stjärnor",
    feedback: "Ditt omdöme",
    submit: "Skicka omdöme",
    sent: "Tack för ditt omdöme!",
    approve: "Godkänn",
    approved: "Omdömet är godkänt",
    tooShort: "Omdömet måste innehålla minst 10 tecken",
  },
  en: {
    page: "/en/testimonials",
    admin: "/en/admin/reviews?status=pending",
    name: "Your name",
    service: "Service",
    stars: "4 stars",
    feedback: "Your review",
    submit: "Send review",
    sent: "Thank you for your review!",
    approve: "Approve",
    approved: "Review approved",
    tooShort: "Your review must be at least 10 characters",
  },
} as const;

for (const lang of ["sv", "en"] as const) {
  test(`${lang}: a review is sent, approved by the owner and shown on the page`, async ({
    page,
  }) => {
    const t = texts[lang];
    const name = `Recensent ${crypto.randomUUID().slice(0, 6)}`;
    const feedback = "Lugn och trevlig fotografering, bilderna kom redan nästa dag.";
    await gotoHydrated(page, t.page);
    const form = page.locator("#omdome form");
    const submit = form.getByRole("button", { name: t.submit });
    await form.getByLabel(t.name).fill(name);
    await form.getByLabel(t.service, { exact: true }).fill("Porträtt");
    await form.getByLabel(t.feedback).fill("Kort");
    // No rating yet: it cannot be sent.
    await expect(submit).toBeDisabled();
    await form.getByRole("radio", { name: t.stars }).check();
    await expect(submit).toBeEnabled();
    await expect(form).toContainText("4/1000");
    await submit.click();
    // The browser-side check, with the spec's message under the field.
    await expect(form.getByText(t.tooShort)).toBeVisible();
    await expect(form.getByLabel(t.feedback)).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel(t.feedback).fill(feedback);
    await expect(form).toContainText(`${feedback.length}/1000`);
    await submit.click();
    await expect(page.getByText(t.sent)).toBeVisible();
    // Emptied, the rating included.
    await expect(form.getByLabel(t.name)).toHaveValue("");
    await expect(form.getByRole("radio", { name: t.stars })).not.toBeChecked();
    await expect(page.locator("main")).not.toContainText(name);
    await expectNoSeriousAxeViolations(page);

    await signInAsOwner(page, lang);
    await gotoHydrated(page, t.admin);
    const card = page.getByRole("article", { name });
    await expect(card).toContainText(feedback);
    await card.getByRole("button", { name: new RegExp(`^${t.approve}`) }).click();
    await expect(page.getByText(t.approved)).toBeVisible();
    await expect(card).toHaveCount(0);

    await gotoHydrated(page, t.page);
    await expect(page.locator("main")).toContainText(name);
    await expect(page.locator("main")).toContainText(feedback);
  });
}

test("en: a review typed while the form's code is still on its way is kept, counted and sent", async ({
  page,
}) => {
  // The form's code (docs/decisions/067) is held back until everything is typed.
  let requested = false;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/review-form-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  const t = texts.en;
  const name = `Early ${crypto.randomUUID().slice(0, 6)}`;
  const feedback = "Typed before the form's code had arrived, and still counted.";
  await gotoHydrated(page, t.page);
  const form = page.locator("#omdome form");
  await form.getByLabel(t.name).fill(name);
  await form.getByLabel(t.service, { exact: true }).fill("Portrait");
  await form.getByRole("radio", { name: t.stars }).check();
  await form.getByLabel(t.feedback).fill(feedback);
  await expect.poll(() => requested).toBe(true);
  // The server's counter, not yet the form's own.
  await expect(form).not.toContainText(`${feedback.length}/1000`);

  release();
  await expect(form).toContainText(`${feedback.length}/1000`);
  await expect(form.getByLabel(t.name)).toHaveValue(name);
  await expect(form.getByRole("radio", { name: t.stars })).toBeChecked();
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByText(t.sent)).toBeVisible();
  await expect(form.getByLabel(t.feedback)).toHaveValue("");
});

test("sv: a freelancer application is sent and found in the back office", async ({ page }) => {
  const name = `Frilansare ${crypto.randomUUID().slice(0, 6)}`;
  await gotoHydrated(page, "/freelancer");
  const form = page.locator("#ansok form");
  // Sent empty: every field says what is wrong, under itself, with a red border.
  await form.getByRole("button", { name: "Skicka ansökan" }).click();
  const email = form.getByLabel("E-postadress");
  await expect(form.getByText("Ogiltig e-postadress")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveClass(/border-red-400/);
  await expect(form.getByText("Namnet måste innehålla minst 2 tecken")).toBeVisible();
  await expect(form.getByText("Ogiltigt telefonnummer")).toBeVisible();

  await form.getByLabel("Namn", { exact: true }).fill(name);
  await email.fill(uniqueEmail());
  await form.getByLabel("Telefonnummer").fill("+46 70 123 45 67");
  await form.getByLabel("Specialområde").fill("Bröllopsfoto");
  await form.getByLabel("Års erfarenhet").fill("6");
  await form.getByLabel(/Länk till din portfolio/).fill("javascript:alert(1)");
  await form.getByLabel("Om dig").fill("Jag fotograferar bröllop i hela Norrland.");
  await form.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(form.getByText("Ogiltig URL")).toBeVisible();
  await form.getByLabel(/Länk till din portfolio/).fill("https://example.com/portfolio");
  await form.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(page.getByText("Tack för din ansökan!")).toBeVisible();
  await expect(form.getByLabel("Namn", { exact: true })).toHaveValue("");
  await expectNoSeriousAxeViolations(page);

  await signInAsOwner(page, "sv");
  await gotoHydrated(page, "/admin");
  await page
    .getByRole("navigation", { name: "Administrationens avsnitt" })
    .getByRole("link", { name: "Ansökningar" })
    .click();
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Bröllopsfoto");
  await card.getByRole("button", { name: /^Markera ansökan från .* som behandlad/ }).click();
  await expect(page.getByText("Ansökan är behandlad")).toBeVisible();
  await expect(card).toContainText("Behandlad");
  await expectNoSeriousAxeViolations(page);
});

test("en: a contact message is sent from the home page without an account and found in the back office", async ({
  page,
}) => {
  const name = `Visitor ${crypto.randomUUID().slice(0, 6)}`;
  await gotoHydrated(page, "/en#meddelande");
  const form = page.locator("#meddelande form");
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email address").fill("not-an-address");
  await form.getByLabel("How can we help?").fill("Could you build a website for our club?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByLabel("Email address")).toBeFocused();
  await form.getByLabel("Email address").fill(uniqueEmail());
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you for your message!")).toBeVisible();
  await expect(form.getByLabel("How can we help?")).toHaveValue("");

  await signInAsOwner(page, "en");
  await gotoHydrated(page, "/en/admin/messages?status=new");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Could you build a website for our club?");
  await expectNoSeriousAxeViolations(page);
});
