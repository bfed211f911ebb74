import type { Page } from "@playwright/test";
import {
  businessDate,
  expect,
  firstFreeTime,
  gotoHydrated,
  pickDate,
  pickFirstFreeTime,
  serviceChoice,
  signUpInBrowser,
  test,
  uniqueEmail,
} from "./account-helpers";

// The booking form, its calendar and My bookings as a visitor uses them, in Finnish and English
// as well as Swedish: the time zone, the way times are written, focus, the draft kept in the
// tab, and the messages after a booking. Days 20–29 ahead are this file's own.

const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/** A signed-in customer with a booking on `date` at its first free hour (through the API). */
async function bookedCustomer(page: Page, date: string, lang: "sv" | "fi" | "en") {
  await signUpInBrowser(page, uniqueEmail());
  const time = await firstFreeTime(page.request, date);
  const response = await page.request.post(`/api/bookings?lang=${lang}`, {
    data: { serviceType: "portrait", bookingDate: date, bookingTime: time },
  });
  expect(response.status()).toBe(201);
  return time;
}

test.describe("a visitor in Sweden sees Finnish time and their own", () => {
  test.use({ timezoneId: "Europe/Stockholm" });

  test("fi: the slots name Finnish time and give the time in Sweden beside each", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fi#kontakt");
    await pickDate(page, "fi", businessDate(20));
    const times = page.getByRole("group", { name: "Toivottu aika" });
    await expect(times).toHaveAccessibleDescription("Suomen aikaa (UTC+2)");
    await expect(
      times.getByRole("radio", { name: /^10\.00\b.*\(9\.00 sinun aikaasi\)/ }),
    ).toHaveCount(1);
    await expect(
      times.getByRole("radio", { name: /^17\.00\b.*\(16\.00 sinun aikaasi\)/ }),
    ).toHaveCount(1);
  });

  for (const [lang, texts] of [
    [
      "sv",
      {
        day: 21,
        path: "/bookings",
        date: "tisdag 15 december 2026",
        time: "kl. 10.00",
        zone: "Finländsk tid (UTC+2)",
        local: "9.00 din tid",
        cancel: "Avboka",
        confirmText: "tisdag 15 december 2026 kl. 10.00 avbokas",
      },
    ],
    [
      "fi",
      {
        day: 24,
        path: "/fi/bookings",
        date: "perjantai 18. joulukuuta 2026",
        time: "klo 10.00",
        zone: "Suomen aikaa (UTC+2)",
        local: "9.00 sinun aikaasi",
        cancel: "Peru varaus",
        confirmText: "perjantai 18. joulukuuta 2026 klo 10.00) perutaan",
      },
    ],
  ] as const) {
    test(`${lang}: My bookings writes the date in the page's language, the Finnish time and the visitor's`, async ({
      page,
    }) => {
      await signUpInBrowser(page, uniqueEmail());
      const response = await page.request.post(`/api/bookings?lang=${lang}`, {
        data: {
          serviceType: "portrait",
          bookingDate: businessDate(texts.day),
          bookingTime: "10:00",
        },
      });
      expect(response.status()).toBe(201);

      // The server's HTML has no local time (it cannot know the zone): no hydration mismatch,
      // which the fixture would report as a console error.
      const html = await (await page.request.get(texts.path)).text();
      expect(html).toContain(texts.zone);
      expect(html).not.toContain(texts.local);

      await gotoHydrated(page, texts.path);
      const card = page.getByRole("article");
      await expect(card).toContainText(texts.date);
      await expect(card).toContainText(texts.time);
      await expect(card).toContainText(texts.zone);
      await expect(card).toContainText(texts.local);
      await expect(card).not.toContainText("10:00");
      await card.getByRole("button", { name: texts.cancel }).click();
      await expect(page.getByRole("alertdialog")).toContainText(texts.confirmText);
    });
  }
});

test.describe("a visitor in Finland", () => {
  test("en: times read 10:00 with Finnish time, and no second time beside them", async ({
    page,
  }) => {
    const date = businessDate(22);
    const time = await bookedCustomer(page, date, "en");
    await gotoHydrated(page, "/en/bookings");
    const card = page.getByRole("article");
    await expect(card).toContainText(`${Number(time.slice(0, 2))}:00`);
    await expect(card).toContainText("Finnish time (UTC+2)");
    await expect(card).not.toContainText("your time");

    await gotoHydrated(page, "/en#kontakt");
    await pickDate(page, "en", businessDate(23));
    const times = page.getByRole("group", { name: "Preferred time" });
    await expect(times).toHaveAccessibleDescription("Finnish time (UTC+2)");
    await expect(times.getByRole("radio", { name: "9:00", exact: true })).toHaveCount(1);
  });
});

test.describe("today's passed hours", () => {
  // 17.30 in Helsinki: the last hour of the day (17.00) has begun.
  test.use({ testNow: "2026-11-24T17:30:00+02:00" });

  test("fi: today is not 'fully booked' once its hours have passed, and is not struck through", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fi#kontakt");
    const today = page.locator('button[data-date="2026-11-24"]');
    await expect(today).toBeDisabled();
    await expect(today).toHaveAttribute(
      "aria-label",
      "tiistai 24. marraskuuta 2026, tänään, ei enää vapaita aikoja tänään",
    );
    await expect(today).toHaveAttribute("title", "ei enää vapaita aikoja tänään");
    await expect(today).not.toHaveCSS("text-decoration-line", "line-through");
    // Tomorrow is open as usual.
    await expect(page.locator('button[data-date="2026-11-25"]')).toBeEnabled();
  });
});

test("sv: the keyboard focus ring is not the 'today' ring", async ({ page }) => {
  await gotoHydrated(page, "/#kontakt");
  const today = page.locator(`button[data-date="${businessDate(0)}"]`);
  const tomorrow = page.locator(`button[data-date="${businessDate(1)}"]`);
  await tomorrow.click();
  await page.keyboard.press("ArrowLeft");
  await expect(today).toBeFocused();
  const ring = (locator: typeof today) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        border: `${style.borderStyle} ${style.borderWidth} ${style.borderColor}`,
      };
    });
  // Focused: a solid 3 px white ring; today: a thin dashed aurora circle, focused or not. The
  // day's colours have a transition, so the ring is read until it has settled.
  await expect
    .poll(() => ring(today))
    .toEqual({
      outline: "solid 3px rgb(244, 247, 250)",
      border: "dashed 1px rgb(94, 234, 212)",
    });
  await page.keyboard.press("ArrowRight");
  await expect(tomorrow).toBeFocused();
  await expect.poll(async () => (await ring(today)).outline).toMatch(/^none /);
  await expect
    .poll(() => ring(tomorrow))
    .toMatchObject({ outline: "solid 3px rgb(244, 247, 250)" });
  expect((await ring(tomorrow)).border).not.toMatch(/dashed/);
});

test.describe("an empty booking focuses the first field to correct", () => {
  test("fi, calendar form: the service first, then the day, then the hour", async ({ page }) => {
    await gotoHydrated(page, "/fi#kontakt");
    const form = page.locator("#kontakt");
    await expect(page.locator("button[data-date]").first()).toBeVisible();
    const submit = form.getByRole("button", { name: "Lähetä varauspyyntö" });

    await submit.click();
    await expect(serviceChoice(form, "Palvelu").first).toBeFocused();
    await expect(serviceChoice(form, "Palvelu").first).toHaveAttribute("aria-invalid", "true");

    await serviceChoice(form, "Palvelu").option("Yksityiskuvaus").check();
    await submit.click();
    await expect(page.locator('button[data-date][tabindex="0"]')).toBeFocused();

    await pickDate(page, "fi", businessDate(25));
    await submit.click();
    await expect(page.locator('input[name="bookingTime"]:not([disabled])').first()).toBeFocused();
  });

  test("sv, the plain form posted before the calendar form had loaded: the focus stays on the field as the calendar form takes over", async ({
    page,
  }) => {
    await signUpInBrowser(page, uniqueEmail());
    // The calendar form's code is held back until the test lets it through.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/booking-form-*.js", async (route) => {
      await released;
      await route.continue().catch(() => {}); // the page that asked may be gone by then
    });
    await gotoHydrated(page, "/#kontakt");
    const form = page.locator("#kontakt");
    await expect(form.getByLabel("Önskat datum")).toHaveAttribute("type", "date");
    await form.getByRole("button", { name: "Skicka bokningsförfrågan" }).click();
    await expect(serviceChoice(form, "Tjänst").first).toBeFocused();
    await expect(serviceChoice(form, "Tjänst").first).toHaveAccessibleDescription("Välj en tjänst");

    release();
    await expect(page.locator("button[data-date]").first()).toBeVisible();
    await expect(serviceChoice(form, "Tjänst").first).toBeFocused();
    await expect(serviceChoice(form, "Tjänst").first).toHaveAccessibleDescription("Välj en tjänst");
  });

  test.describe("without scripts (the plain form)", () => {
    test.use({ javaScriptEnabled: false });

    test("en: the page that comes back has the focus on the first invalid field", async ({
      page,
    }) => {
      await signUpInBrowser(page, uniqueEmail());
      await page.goto("/en#kontakt");
      const form = page.locator("#kontakt");
      await form.getByRole("button", { name: "Send booking request" }).click();
      await expect(serviceChoice(form, "Service").first).toBeFocused();
      await expect(serviceChoice(form, "Service").first).toHaveAccessibleDescription(
        "Choose a service",
      );

      await serviceChoice(form, "Service").option("Event and corporate photo package").check();
      await form.getByRole("button", { name: "Send booking request" }).click();
      await expect(form.getByLabel("Preferred date")).toBeFocused();
      await expect(
        serviceChoice(form, "Service").option("Event and corporate photo package"),
      ).toBeChecked();
    });
  });
});

test("fi: after a booking the focus is on its confirmation, earlier errors are gone, the toast links to My bookings", async ({
  page,
}) => {
  await signUpInBrowser(page, uniqueEmail());
  await gotoHydrated(page, "/fi#kontakt");
  const form = page.locator("#kontakt");
  await expect(page.locator("button[data-date]").first()).toBeVisible();
  const submit = form.getByRole("button", { name: "Lähetä varauspyyntö" });

  await submit.click();
  await expect(toasts(page).filter({ hasText: "Tarkista tiedot" })).toHaveCount(1);

  await serviceChoice(form, "Palvelu").option("Yksityiskuvaus").check();
  await pickDate(page, "fi", businessDate(26));
  await pickFirstFreeTime(page);
  await submit.click();

  const success = toasts(page).filter({ hasText: "Varauspyyntö lähetetty!" });
  await expect(success).toHaveCount(1);
  await expect(toasts(page).filter({ hasText: "Tarkista tiedot" })).toHaveCount(0);
  const confirmation = form.getByRole("status").filter({ hasText: "Varauspyyntö lähetetty!" });
  await expect(confirmation).toBeFocused();
  await expect(confirmation.getByRole("link", { name: "Näytä omat varaukset" })).toHaveAttribute(
    "href",
    "/fi/bookings",
  );

  const link = success.getByRole("link", { name: "Näytä omat varaukset" });
  await expect(link).toHaveAttribute("href", "/fi/bookings");
  await link.click();
  await expect(page).toHaveURL(/\/fi\/bookings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omat varaukset");
});

test("en: a reload keeps what was typed in the booking form until the booking is sent", async ({
  page,
}) => {
  await signUpInBrowser(page, uniqueEmail());
  await gotoHydrated(page, "/en#kontakt");
  const form = page.locator("#kontakt");
  const date = businessDate(27);
  await serviceChoice(form, "Service").option("Event photography by the hour").check();
  await pickDate(page, "en", date);
  const time = await pickFirstFreeTime(page);
  await form.getByLabel("Message").fill("At the river, after the ceremony.");

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(
    serviceChoice(form, "Service").option("Event photography by the hour"),
  ).toBeChecked();
  await expect(page.locator(`button[data-date="${date}"]`)).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(`input[name="bookingTime"][value="${time}"]`)).toBeChecked();
  await expect(form.getByLabel("Message")).toHaveValue("At the river, after the ceremony.");

  await form.getByRole("button", { name: "Send booking request" }).click();
  await expect(toasts(page).filter({ hasText: "Booking request sent!" })).toHaveCount(1);
  await expect(serviceChoice(form, "Service").checked).toHaveCount(0);
  // The form starts over: an empty submit again points at the service first.
  await form.getByRole("button", { name: "Send booking request" }).click();
  await expect(serviceChoice(form, "Service").first).toBeFocused();

  // Sent: nothing comes back on the next load.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(serviceChoice(form, "Service").checked).toHaveCount(0);
  await expect(form.getByLabel("Message")).toHaveValue("");
  expect(await page.evaluate(() => sessionStorage.getItem("bookingDraft"))).toBeNull();
});
