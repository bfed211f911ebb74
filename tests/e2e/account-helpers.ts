import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { e2eDataDir, expect, test as base } from "./fixtures";
import type { Language } from "~/i18n/languages";

// Fixtures of the account and booking journeys, on top of ./fixtures.ts (console errors fail).

/** A stable address per test, so the sign-in/up rate limit (5 a minute) counts each test apart. */
function clientAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.0.${(hash % 254) + 1}.${((hash >>> 8) % 254) + 1}`;
}

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide({ "X-Forwarded-For": clientAddress(testInfo.testId) });
  },
  page: async ({ page }, provide) => {
    // The campaign popup would cover the page two seconds after load.
    await page.addInitScript(() => localStorage.setItem("hasSeenPromo2025", "true"));
    await provide(page);
  },
});

export { expect };

export const password = "hemligt-123";

export function uniqueEmail(): string {
  return `${crypto.randomUUID()}@example.test`;
}

export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Creates an account through the API without signing this browser in. */
export async function createAccount(request: APIRequestContext, email: string, name = "Test Kund") {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { name, email, password },
  });
  expect(response.status()).toBe(200);
}

/** Signs the browser in through the API (sets the session cookie of the page's context). */
export async function signUpInBrowser(
  page: Page,
  email: string,
  name = "Test Kund",
  phone?: string,
) {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password, phone },
  });
  expect(response.status()).toBe(200);
}

/** The first hour still free on a day, from the public availability API. */
export async function firstFreeTime(request: APIRequestContext, date: string): Promise<string> {
  const response = await request.get(`/api/availability?from=${date}&to=${date}`);
  const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
  const free = slots.find((slot) => slot.available);
  if (!free) throw new Error(`no free time on ${date}`);
  return free.time;
}

/** Today in Finland, and a day `days` ahead, as YYYY-MM-DD. */
export function businessDate(days = 0): string {
  const date = new Date(Date.now() + days * 86_400_000);
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

/** The reset link from the e-mail the test server wrote to its outbox (no SMTP_URL in tests). */
export async function resetLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    {
      const outbox = path.join(e2eDataDir(), "outbox");
      if (!fs.existsSync(outbox)) continue;
      for (const file of fs.readdirSync(outbox).filter((name) => name.endsWith(".eml"))) {
        const raw = fs.readFileSync(path.join(outbox, file), "utf8");
        if (!raw.includes(email)) continue;
        const text = decodeQuotedPrintable(raw);
        const link = text.match(/https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/)?.[0];
        if (link) return link.replace(/&amp;/g, "&");
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
