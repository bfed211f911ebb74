import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { defaultTestNow, e2eDataDir, expect, test as base } from "./fixtures";
import type { Language } from "~/i18n/languages";
import { authLinkIn, outboxReader } from "../support/outbox";

// Fixtures of the account and booking journeys, on top of ./fixtures.ts (console errors fail).

// The base fixture gives every test its own client address (rate limits count each test
// apart), its day (X-Test-Now and page.clock) and a popup already seen.
export const test = base;

export { expect };

export const password = "hemligt-123";

export function uniqueEmail(): string {
  return `${crypto.randomUUID()}@example.test`;
}

export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Creates an account with a confirmed address through the API, without signing this browser in. */
export async function createAccount(request: APIRequestContext, email: string, name = "Test Kund") {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { name, email, password },
  });
  expect(response.status()).toBe(200);
  await confirmEmail(request, email);
}

/**
 * Signs the browser in through the API (sets the session cookie of the page's context), with
 * the address confirmed unless asked not to.
 */
export async function signUpInBrowser(
  page: Page,
  email: string,
  name = "Test Kund",
  phone?: string,
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password, phone },
  });
  expect(response.status()).toBe(200);
  if (confirmed) await confirmEmail(page.request, email);
}

/** The first hour still free on a day, from the public availability API. */
export async function firstFreeTime(request: APIRequestContext, date: string): Promise<string> {
  const response = await request.get(`/api/availability?from=${date}&to=${date}`);
  const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
  const free = slots.find((slot) => slot.available);
  if (!free) throw new Error(`no free time on ${date}`);
  return free.time;
}

/** The tests' today in Finland (defaultTestNow), and a day `days` ahead, as YYYY-MM-DD. */
export function businessDate(days = 0): string {
  const date = new Date(Date.parse(defaultTestNow) + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(date);
}

const nextMonthLabel: Record<Language, string> = {
  sv: "Nästa månad",
  fi: "Seuraava kuukausi",
  en: "Next month",
};

/** Pages the calendar forward until the day is shown, then picks it. */
export async function pickDate(page: Page, lang: Language, isoDate: string) {
  // The calendar replaces the plain date field once its code has loaded.
  await expect(page.locator("button[data-date]").first()).toBeVisible();
  const day = page.locator(`button[data-date="${isoDate}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole("button", { name: nextMonthLabel[lang] }).click();
  }
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
}

/** The first hour of the chosen day that is still free. */
export async function pickFirstFreeTime(page: Page): Promise<string> {
  const free = page.locator('input[name="bookingTime"]:not([disabled])').first();
  await expect(free).toBeVisible();
  const time = (await free.getAttribute("value"))!;
  await free.check();
  return time;
}

const outbox = outboxReader(e2eDataDir());

/** Polls the test server's outbox until a mail to `email` with a matching subject is there. */
export async function mailTo(email: string, subject: RegExp, timeoutMs?: number) {
  return (await outbox.waitForMail(email, subject, 1, timeoutMs))[0]!;
}

/** The path of the first /api/auth link of a mail to `email` whose link matches `kind`. */
async function authLink(email: string, kind: "verify-email" | "reset-password"): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = outbox.mailsTo(email).find((m) => m.text.includes(`/api/auth/${kind}`));
    if (mail) return authLinkIn(mail);
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The confirmation link of the sign-up mail (no SMTP_URL in tests: the outbox folder). */
export function verificationLinkFor(email: string): Promise<string> {
  return authLink(email, "verify-email");
}

/** The reset link from the e-mail the test server wrote to its outbox. */
export function resetLinkFor(email: string): Promise<string> {
  return authLink(email, "reset-password");
}

/** Confirms the address through the link of its mail, as the customer would. */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const response = await request.get(await verificationLinkFor(email), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/emailVerification=done/);
}

/**
 * The booking form's services: radio buttons in a group named by its legend, each named by the
 * service and then its price ("Privatfotografering, 175 €"; Chromium reads a space before the comma).
 */
export function serviceChoice(form: Locator, legend: string) {
  const group = form.getByRole("group", { name: legend, exact: true });
  return {
    group,
    first: group.getByRole("radio").first(),
    option: (name: string) =>
      group.getByRole("radio", {
        name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ?,`),
      }),
    checked: group.getByRole("radio", { checked: true }),
  };
}
