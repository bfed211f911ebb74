import type { Locator } from "@playwright/test";
import { campaign as defaultCampaign } from "~/content/business";
import { expect, test, waitForHydration } from "./fixtures";

// In-page links move keyboard focus to their target and leave it clear of the fixed header;
// "Book now" links lead to the booking form itself (#boka).

const headerHeight = 64;

/** The target has focus and, once any smooth scroll has ended, sits just below the header. */
async function expectFocusedBelowHeader(target: Locator) {
  await expect(target).toBeFocused();
  const top = () => target.evaluate((element) => element.getBoundingClientRect().top);
  // A smooth scroll on a busy machine may not have begun at the first reading: wait (poll) for
  // the target to arrive below the header, then for two readings 100 ms apart to agree.
  await expect
    .poll(top, { message: "scrolled up to just below the header" })
    .toBeLessThan(headerHeight + 64);
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await top();
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
  expect(last, "clear of the fixed header").toBeGreaterThanOrEqual(headerHeight);
  expect(last, "close under the header, not further down the window").toBeLessThan(
    headerHeight + 64,
  );
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test("the navigation's Contact link focuses #kontakt; Tab continues inside it", async ({
      page,
    }) => {
      await page.goto("/en");
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main menu" }).first();
      await nav.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/en#kontakt$/);
      const contact = page.locator("#kontakt");
      await expectFocusedBelowHeader(contact);
      await page.keyboard.press("Tab");
      const next = page.locator(":focus");
      expect(await next.evaluate((element) => !!element.closest("#kontakt"))).toBe(true);
    });
  });
}

test.describe("arriving with a hash", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("from another page through the navigation", async ({ page }) => {
    await page.goto("/fi/portfolio");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Päävalikko" }).first();
    await nav.getByRole("link", { name: "Yhteystiedot" }).click();
    await expect(page).toHaveURL(/\/fi#kontakt$/);
    await expectFocusedBelowHeader(page.locator("#kontakt"));
  });

  test("from another site (a new document)", async ({ page }) => {
    await page.goto("/en#kontakt");
    await waitForHydration(page);
    await expectFocusedBelowHeader(page.locator("#kontakt"));
  });

  test("a second click on the same link focuses the target again", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Huvudmeny" }).first();
    const contact = nav.getByRole("link", { name: "Kontakt" });
    await contact.click();
    await expect(page.locator("#kontakt")).toBeFocused();
    await contact.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#kontakt")).toBeFocused();
  });

  test("the skip link focuses the main content", async ({ page }) => {
    await page.goto("/en/videos");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.locator(":focus").evaluate((element) => !!element.closest("main"))).toBe(
      true,
    );
  });
});

test.describe("reduced motion", () => {
  test("the scroll to a target is instant when the visitor asks for less motion", async ({
    page,
  }) => {
    await page.goto("/");
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("auto");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Huvudmeny" })
      .first()
      .getByRole("link", {
        name: "Tjänster",
        exact: true,
      })
      .click();
    const services = page.locator("#tjanster");
    await expect(services).toBeFocused();
    // No smooth scroll: the target is in place at once.
    const top = await services.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerHeight);
    expect(top).toBeLessThan(headerHeight + 64);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu's Contact link closes the menu and focuses #kontakt", async ({ page }) => {
    await page.goto("/en/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/en#kontakt$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expectFocusedBelowHeader(page.locator("#kontakt"));
  });

  test("the hero's Book a session focuses the booking form", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    // The forms on the way load their code as the link is followed, and hydrate in place: the
    // server's booking form is never taken out (which collapsed the page by its height and
    // stopped the scroll short), until the calendar form takes over from it.
    await page.evaluate(() => {
      const region = document.getElementById("boka")!;
      const heights: number[] = ((window as unknown as { bokaHeights: number[] }).bokaHeights = []);
      new MutationObserver(() => heights.push(region.offsetHeight)).observe(region, {
        childList: true,
      });
    });
    await page.getByRole("link", { name: "Book a session", exact: true }).click();
    await expect(page).toHaveURL(/\/en#boka$/);
    await expectFocusedBelowHeader(page.getByRole("region", { name: "Book a session" }));
    const heights = await page.evaluate(
      () => (window as unknown as { bokaHeights: number[] }).bokaHeights,
    );
    expect(heights, "the booking region was never empty").not.toContain(0);
  });
});

test.describe("Book now leads to the booking form and focuses it", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const campaign = defaultCampaign;
  const duringCampaign = `${campaign.lastDay}T12:00:00+02:00`;

  test.describe("during the campaign", () => {
    test.use({ testNow: duringCampaign });

    test("the banner's Boka nu", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Boka nu" }).first().click();
      await expect(page).toHaveURL(/#boka$/);
      await expectFocusedBelowHeader(page.getByRole("region", { name: "Boka en fotografering" }));
    });
  });

  test.describe("the popup", () => {
    test.use({ testNow: duringCampaign, promoPopupSeen: false });

    test("its Varaa alennuksella closes it and focuses the form", async ({ page }) => {
      await page.goto("/fi");
      await waitForHydration(page);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: "Varaa alennuksella" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/fi#boka$/);
      await expectFocusedBelowHeader(page.getByRole("region", { name: "Varaa kuvaus" }));
    });
  });

  test("the funnel's Book now, and the hero's Book a session", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Book a session" });
    const funnel = page.locator('section[aria-labelledby="funnel-heading"]');
    await funnel.getByRole("link", { name: "Book now" }).click();
    await expect(page).toHaveURL(/\/en#boka$/);
    await expectFocusedBelowHeader(form);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Book a session", exact: true }).click();
    await expectFocusedBelowHeader(form);
  });

  test("every Book now on the home page points at the form", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const hrefs = await page
      .getByRole("link", { name: /^Boka (nu|en fotografering|med rabatt)$/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(href).toMatch(/^\/?#boka$/);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`navigation progress at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a slim bar and aria-busy while the next page loads, without moving the page", async ({
      page,
    }) => {
      await page.goto("/en");
      await waitForHydration(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested = false;
      await page.route(/\/en\/portfolio\.data/, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
      const main = page.locator("main");
      const bar = page.locator("[data-navigation-progress]");
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" });
      await link.scrollIntoViewIfNeeded();
      await expect(bar).toHaveCount(0);
      // Where the page starts (the home page's own lazy parts may still grow below it).
      const layout = () =>
        page.evaluate(() => ({
          header: document.querySelector("header")!.getBoundingClientRect().toJSON(),
          mainTop: document.getElementById("main")!.getBoundingClientRect().top + window.scrollY,
        }));
      const before = await layout();

      await link.click();
      await expect.poll(() => requested).toBe(true);
      await expect(bar).toHaveCount(1);
      await expect(bar).toHaveAttribute("aria-hidden", "true");
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
      const drawn = (await bar.boundingBox())!;
      expect(drawn.y).toBe(0);
      expect(drawn.height).toBeLessThanOrEqual(4);
      await expect(main).toHaveAttribute("aria-busy", "true");
      expect(await layout(), "nothing moved").toEqual(before);

      release();
      await expect(page).toHaveURL(/\/en\/portfolio$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(bar).toHaveCount(0);
      await expect(main).not.toHaveAttribute("aria-busy", /.*/);
    });
  });
}

// A form whose code loads on demand (lib/on-demand-form.tsx) reads the router's state; React holds
// back a navigation that changes it until the form hydrates. Leaving such a page before the
// visitor came near the form must still show the progress at once.
// (/en/testimonials is left out: its form is within reach of the first screen and loads at once.)
for (const start of ["/en", "/en/freelancer"]) {
  test(`the progress shows when leaving ${start} before its form has loaded`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (
        /(review-form|application-form|lazy-booking-form|contact-form)-[\w-]+\.js$/.test(
          request.url(),
        )
      )
        formCode.push(request.url());
    });
    await page.goto(start);
    await waitForHydration(page);
    expect(formCode, "the form's code has not loaded yet").toEqual([]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/en\/portfolio\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Main menu" })
      .first()
      .getByRole("link", { name: "Portfolio", exact: true })
      .click();
    await expect(page.locator("[data-navigation-progress]")).toHaveCount(1);
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page).toHaveURL(/\/en\/portfolio$/);
  });
}
