import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  businessDate,
  createAccount,
  expect,
  firstFreeTime,
  gotoHydrated,
  password,
  resetLinkFor,
  signUpInBrowser,
  test,
  uniqueEmail,
} from "./account-helpers";

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

test.describe("sign-up and login validation (spec section 5)", () => {
  test("sign-up shows every rule under its field", async ({ page }) => {
    await gotoHydrated(page, "/auth");
    await page.getByRole("link", { name: "Skapa konto" }).click();
    await page.getByLabel("Fullständigt namn").fill("A");
    await page.getByLabel("E-postadress").fill("inte-en-adress");
    await page.getByLabel("Telefonnummer").fill("040 123");
    await page.getByLabel("Lösenord").fill("12345");
    await page.getByRole("button", { name: "Skapa konto" }).click();

    for (const [label, message] of [
      ["Fullständigt namn", "Namnet måste innehålla minst 2 tecken"],
      ["E-postadress", "Ogiltig e-postadress"],
      ["Telefonnummer", "Ogiltigt telefonnummer"],
      ["Lösenord", "Lösenordet måste innehålla minst 6 tecken"],
    ] as const) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    // The first field in error has the focus.
    await expect(page.getByLabel("Fullständigt namn")).toBeFocused();
  });

  test("login shows the e-mail and password rules", async ({ page }) => {
    await gotoHydrated(page, "/en/auth");
    await page.getByLabel("Email address").fill("nope");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(
      "Invalid email address",
    );
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(
      "Password must be at least 6 characters",
    );
  });

  test("the server applies the same rules, in the request's language", async ({ request }) => {
    const cases = [
      [{ name: "A", email: uniqueEmail(), password }, "Namnet måste innehålla minst 2 tecken"],
      [{ name: "Anna", email: "bad", password }, "Ogiltig e-postadress"],
      [{ name: "Anna", email: uniqueEmail(), password, phone: "12345" }, "Ogiltigt telefonnummer"],
      [
        { name: "Anna", email: uniqueEmail(), password: "12345" },
        "Lösenordet måste innehålla minst 6 tecken",
      ],
    ] as const;
    for (const [body, detail] of cases) {
      const response = await request.post("/api/auth/sign-up/email?lang=sv", { data: body });
      expect(response.status(), JSON.stringify(body)).toBe(400);
      expect((await response.json()).detail).toBe(detail);
    }
    const login = await request.post("/api/auth/sign-in/email?lang=sv", {
      data: { email: "bad", password: "1" },
    });
    expect((await login.json()).detail).toBe("Ogiltig e-postadress");
  });
});

test.describe("login", () => {
  for (const [lang, path, texts] of [
    [
      "sv",
      "/auth",
      {
        email: "E-postadress",
        password: "Lösenord",
        submit: "Logga in",
        failed: "Inloggning misslyckades",
        detail: "Fel e-postadress eller lösenord",
      },
    ],
    [
      "en",
      "/en/auth",
      {
        email: "Email address",
        password: "Password",
        submit: "Log in",
        failed: "Login failed",
        detail: "Wrong email address or password",
      },
    ],
  ] as const) {
    test(`${lang}: a wrong password gives "${texts.failed}" with the server's reason`, async ({
      page,
      request,
    }) => {
      const email = uniqueEmail();
      await createAccount(request, email);
      await gotoHydrated(page, path);
      await page.getByLabel(texts.email).fill(email);
      await page.getByLabel(texts.password).fill("fel-losenord");
      await page.getByRole("button", { name: texts.submit, exact: true }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: texts.failed });
      await expect(toast).toContainText(texts.detail);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test("my bookings asks a visitor to log in first, then opens", async ({ page, request }) => {
    const email = uniqueEmail();
    await createAccount(request, email, "Kalle Kund");
    await gotoHydrated(page, "/en/bookings");
    await expect(page).toHaveURL(/\/en\/auth\?returnTo=%2Fen%2Fbookings$/);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/en\/bookings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My bookings");
    await expect(page.getByText(email)).toBeVisible();
  });

  test("a signed-in visitor is sent from the login page to the home page", async ({ page }) => {
    await signUpInBrowser(page, uniqueEmail());
    await page.goto("/fi/auth");
    await expect(page).toHaveURL(/\/fi$/);
  });
});

test.describe("navigation when signed in", () => {
  test("shows my bookings and logs out, on desktop", async ({ page }) => {
    await signUpInBrowser(page, uniqueEmail());
    await gotoHydrated(page, "/portfolio");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Logga in" })).toHaveCount(0);
    await header.getByRole("link", { name: "Mina bokningar" }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await header.getByRole("button", { name: "Logga ut" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(header.getByRole("link", { name: "Logga in" })).toBeVisible();
    expect((await page.request.get("/api/bookings")).status()).toBe(401);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu has my bookings and log out", async ({ page }) => {
      await signUpInBrowser(page, uniqueEmail());
      await gotoHydrated(page, "/en/videos");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("link", { name: "Log in" })).toHaveCount(0);
      await menu.getByRole("link", { name: "My bookings" }).click();
      await expect(page).toHaveURL(/\/en\/bookings$/);
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("button", { name: "Log out" }).click();
      await expect(page).toHaveURL(/\/en$/);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu.getByRole("link", { name: "Log in" })).toBeVisible();
    });
  });
});

test.describe("my bookings", () => {
  test("profile, empty state and a clean accessibility report", async ({ page }) => {
    const email = uniqueEmail();
    await signUpInBrowser(page, email, "Maija Meikäläinen", "+358 40 765 4321");
    await gotoHydrated(page, "/fi/bookings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omat varaukset");
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText("+358 40 765 4321")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ei vielä varauksia" })).toBeVisible();
    // "Book now" leads to the booking form itself (docs/decisions/029).
    await expect(page.getByRole("link", { name: "Varaa nyt" })).toHaveAttribute("href", "/fi#boka");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoSeriousAxeViolations(page);
  });

  test("status labels, the cancel dialog and the data download", async ({ page }) => {
    const email = uniqueEmail();
    await signUpInBrowser(page, email);
    const bookingDate = businessDate(10);
    const time = await firstFreeTime(page.request, bookingDate);
    const booked = await page.request.post("/api/bookings", {
      data: { serviceType: "event-wedding", bookingDate, bookingTime: time },
    });
    expect(booked.status()).toBe(201);
    await gotoHydrated(page, "/bookings");
    const card = page.getByRole("article").filter({ hasText: "Evenemangsfotografering per timme" });
    await expect(card).toContainText("Väntar");
    // Written as Finland-Swedish does: "kl. 9.00".
    const shownTime = `kl. ${Number(time.slice(0, 2))}.${time.slice(3)}`;
    await expect(card).toContainText(shownTime);
    await expectNoSeriousAxeViolations(page);

    // Keeping the booking closes the dialog and changes nothing.
    await card.getByRole("button", { name: /^Avboka/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Vill du avboka?" });
    await expect(dialog).toContainText(shownTime);
    await expect(dialog.getByRole("button", { name: "Behåll bokningen" })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Väntar");

    const exported = await page.request.get("/api/me/export");
    expect(exported.status()).toBe(200);
    const data = await exported.json();
    expect(data.user.email).toBe(email);
    expect(data.bookings).toHaveLength(1);
    await expect(page.getByRole("link", { name: "Ladda ner mina uppgifter" })).toHaveAttribute(
      "href",
      "/api/me/export",
    );
  });

  test("deleting the account signs out and erases it", async ({ page, request }) => {
    const email = uniqueEmail();
    await signUpInBrowser(page, email);
    await gotoHydrated(page, "/en/bookings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Yes, delete my account" })
      .click();
    await expect(page.getByText("Account deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    const login = await request.post("/api/auth/sign-in/email", { data: { email, password } });
    expect(login.status()).toBe(401);
  });
});

test.describe("forgotten password", () => {
  test("the link from the e-mail sets a new password", async ({ page, request }) => {
    const email = uniqueEmail();
    await createAccount(request, email);
    await gotoHydrated(page, "/auth");
    await page.getByRole("link", { name: "Glömt lösenordet?" }).click();
    await expect(page.getByRole("heading", { name: "Återställ lösenordet" })).toBeFocused();
    await page.getByLabel("E-postadress").fill(email);
    await page.getByRole("button", { name: "Skicka länken" }).click();
    await expect(page.getByRole("heading", { name: "Kolla din inkorg" })).toBeVisible();

    // An unknown address gets the very same answer.
    await page.getByRole("link", { name: "Tillbaka till inloggningen" }).click();
    await page.getByRole("link", { name: "Glömt lösenordet?" }).click();
    await expect(page.getByRole("heading", { name: "Återställ lösenordet" })).toBeFocused();
    await page.getByLabel("E-postadress").fill(uniqueEmail());
    await page.getByRole("button", { name: "Skicka länken" }).click();
    await expect(page.getByRole("heading", { name: "Kolla din inkorg" })).toBeVisible();

    await gotoHydrated(page, await resetLinkFor(email));
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Välj ett nytt lösenord");
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel("Nytt lösenord").fill("nytt-losen-456");
    await page.getByRole("button", { name: "Spara lösenordet" }).click();
    await expect(page.getByText("Lösenordet är bytt")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel("E-postadress").fill(email);
    await page.getByLabel("Lösenord").fill("nytt-losen-456");
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page.getByText("Välkommen tillbaka!")).toBeVisible();
  });

  test("a used or unknown link says so", async ({ page }) => {
    await gotoHydrated(page, "/en/auth/reset-password?token=not-a-real-token-123");
    await page.getByLabel("New password").fill("another-secret");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("alert")).toContainText("invalid or has expired");
    await gotoHydrated(page, "/auth/reset-password?error=INVALID_TOKEN");
    await expect(page.getByRole("alert")).toContainText("Länken är ogiltig eller har gått ut");
    await expect(page.getByLabel("Nytt lösenord")).toHaveCount(0);
  });
});

test("the login page switches between login and sign-up by address, login first", async ({
  page,
}) => {
  await gotoHydrated(page, "/auth");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Välkommen");
  const switcher = page.getByRole("navigation", { name: "Logga in eller skapa konto" });
  await expect(switcher.getByRole("link", { name: "Logga in" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoSeriousAxeViolations(page);
  await switcher.getByRole("link", { name: "Skapa konto" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(switcher.getByRole("link", { name: "Skapa konto" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByLabel("Fullständigt namn")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
