import type { Page } from "@playwright/test";
import {
  businessDate,
  createAccount,
  expect,
  password,
  resetLinkFor,
  serviceChoice,
  signUpInBrowser,
  test,
  uniqueEmail,
  verificationLinkFor,
} from "./account-helpers";

// Every form works as plain HTML (docs/decisions/022): with scripts switched off, a visitor
// signs up, books, cancels, signs out, signs in and erases the account. Each step is a real
// POST to the route's action and a redirect; what happened is told by the server-rendered notice.

test.use({ javaScriptEnabled: false });

async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

test("sign up, book, cancel, sign out, sign in and delete the account, without scripts", async ({
  page,
}) => {
  const email = uniqueEmail();
  const date = businessDate(9);

  await page.goto("/auth");
  await page.getByRole("link", { name: "Skapa konto" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await page.getByLabel("Fullständigt namn").fill("Ingen Skriptsson");
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Lösenord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Skapa konto" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expectNotice(page, "Konto skapat!");
  expect(page.url()).not.toContain(password);
  // Booking waits for the address; the link of the mail confirms it (a plain GET).
  await expect(page.locator("#kontakt")).toContainText("Bekräfta din e-postadress");
  await page.goto(await verificationLinkFor(email));
  await expect(page.getByText("Din e-postadress är bekräftad")).toBeVisible();

  // The booking form as the server renders it: a date field and a time list.
  const form = page.locator("#kontakt form");
  await serviceChoice(form, "Tjänst").option("Privatfotografering").check();
  await form.getByLabel("Datum").fill(date);
  await form.getByLabel("Tid").selectOption("14:00");
  await form.getByLabel("Meddelande").fill("Utan skript, tack.");
  await form.getByRole("button", { name: "Skicka bokningsförfrågan" }).click();
  await expectNotice(page, "Bokningsförfrågan skickad!");

  await page.getByRole("banner").getByRole("link", { name: "Mina bokningar" }).click();
  const card = page.getByRole("article").filter({ hasText: "Utan skript, tack." });
  await expect(card).toContainText("kl. 14.00");
  await expect(card).toContainText("Väntar");
  await card.getByRole("button", { name: "Avboka" }).click();
  await expectNotice(page, "Bokning avbokad");
  await expect(card).toContainText("Avbokad");

  await page.getByRole("main").getByRole("button", { name: "Logga ut" }).click();
  await expectNotice(page, "Du är utloggad");
  await expect(page.getByRole("banner").getByRole("link", { name: "Logga in" })).toBeVisible();

  await page.goto("/bookings");
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fbookings$/);
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Lösenord").fill(password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expectNotice(page, "Välkommen tillbaka!");
  expect(page.url()).not.toContain(password);

  // Erasing asks once more, in the page, before anything is deleted.
  await page.getByRole("button", { name: "Radera mitt konto" }).click();
  await expect(page.getByRole("alert")).toContainText("Radera ditt konto?");
  expect((await page.request.get("/api/bookings")).status()).toBe(200);
  await page.getByRole("button", { name: "Ja, radera kontot" }).click();
  await expectNotice(page, "Kontot är raderat");
  expect((await page.request.get("/api/bookings")).status()).toBe(401);
});

test("a forgotten password is reset through the e-mailed link, without scripts", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await createAccount(request, email);
  await page.goto("/en/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page).toHaveURL(/\/en\/auth\?view=reset-sent$/);
  await page.goto(await resetLinkFor(email));
  await page.getByLabel("New password").fill("nytt-losen-789");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/en\/auth$/);
  await expectNotice(page, "Password changed");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("nytt-losen-789");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expectNotice(page, "Welcome back!");
});

test("refusals are shown in the page, with what was typed kept", async ({ page }) => {
  await page.goto("/en/auth");
  await page.getByLabel("Email address").fill("nobody@example.test");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Login failed");
  await expect(page.getByRole("alert")).toContainText("Wrong email address or password");
  await expect(page.getByLabel("Email address")).toHaveValue("nobody@example.test");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.goto("/en/auth?tab=signup");
  await page.getByLabel("Full name").fill("A");
  await page.getByLabel("Email address").fill("not-an-address");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  // In the notice at the top and under the field.
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(2);
  await expect(page.getByLabel("Full name")).toHaveValue("A");
});

test("a visitor who books without an account is sent to sign in first", async ({ page }) => {
  await page.goto("/");
  const form = page.locator("#kontakt form");
  await serviceChoice(form, "Tjänst").option("Privatfotografering").check();
  await form.getByLabel("Datum").fill(businessDate(10));
  await form.getByLabel("Tid").selectOption("10:00");
  await form.getByRole("button", { name: "Skicka bokningsförfrågan" }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2F%23kontakt$/);
  await expect(page.getByRole("alert").filter({ hasText: "Logga in först" })).toBeVisible();
});

test("an empty booking names every missing field, in Finnish", async ({ page }) => {
  await signUpInBrowser(page, uniqueEmail(), "Testi Käyttäjä");
  await page.goto("/fi");
  const form = page.locator("#kontakt form");
  await form.getByRole("button").last().click();
  await expect(page.getByText("Valitse palvelu").last()).toBeVisible();
  // Every service choice, the date and the time.
  const services = serviceChoice(form, "Palvelu").group.getByRole("radio");
  await expect(services).toHaveCount(8);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(8 + 2);
  for (const radio of await services.all())
    await expect(radio).toHaveAttribute("aria-invalid", "true");
});

test("an unconfirmed address cannot book yet, and can ask for the link again", async ({ page }) => {
  const email = uniqueEmail();
  await signUpInBrowser(page, email, "Ny Kund", undefined, { confirmed: false });
  await page.goto("/");
  const contact = page.locator("#kontakt");
  await expect(contact).toContainText(`Vi har skickat en bekräftelselänk till ${email}`);
  const form = contact.locator("form", { has: page.getByLabel("Datum") });
  await serviceChoice(form, "Tjänst").option("Privatfotografering").check();
  await form.getByLabel("Datum").fill(businessDate(11));
  await form.getByLabel("Tid").selectOption("11:00");
  await form.getByRole("button", { name: "Skicka bokningsförfrågan" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Bekräfta din e-postadress först" }),
  ).toBeVisible();
  // Nothing was booked, and what was typed is still there.
  expect(await (await page.request.get("/api/bookings")).json()).toEqual({ bookings: [] });
  await expect(form.getByLabel("Tid")).toHaveValue("11:00");

  await contact.getByRole("button", { name: "Skicka länken igen" }).click();
  await expectNotice(page, "Ny länk skickad");
});

test.describe("with or without scripts", () => {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? "scripts on" : "scripts off", () => {
      test.use({ javaScriptEnabled });
      test("no password field sits in a form that is not posted", async ({ page }) => {
        for (const url of [
          "/auth",
          "/auth?tab=signup",
          "/fi/auth?tab=signup",
          "/en/auth",
          "/auth/reset-password?token=abcdefghijkl",
        ]) {
          await page.goto(url);
          const forms = page.locator("form:has(input[type=password])");
          expect(await forms.count(), url).toBeGreaterThan(0);
          for (const form of await forms.all())
            await expect(form, url).toHaveAttribute("method", /^post$/i);
        }
      });
    });
  }
});
