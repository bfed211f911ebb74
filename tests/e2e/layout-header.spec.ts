import type { Page } from "@playwright/test";
import { signUpInBrowser, uniqueEmail } from "./account-helpers";
import { expect, test, waitForHydration } from "./fixtures";

// The header from 1024 px: the desktop links (some behind "More" below 1536 px), never wider
// than the window and never on two lines, in the language with the longest words too.

const laptops = [1024, 1280, 1440] as const;
const homes = { sv: "/", fi: "/fi", en: "/en" } as const;
const labels = {
  sv: { nav: "Huvudmeny", more: "Mer", portfolio: "Portfolio", news: "Nyheter" },
  fi: { nav: "Päävalikko", more: "Lisää", portfolio: "Portfolio", news: "Uutiset" },
  en: { nav: "Main menu", more: "More", portfolio: "Portfolio", news: "News" },
} as const;

type Box = { left: number; right: number; top: number; bottom: number; lines: number };

/** Where the header's parts are: the logo, each visible desktop link, the buttons on the right. */
async function headerLayout(page: Page) {
  return page.locator("header").evaluate((header) => {
    const box = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      // A label that wraps is drawn as more than one line box (texts only for assistive
      // technology, 1 px wide, do not count).
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) tops.add(Math.round(line.top));
      }
      return {
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
        lines: tops.size,
      };
    };
    const visible = (element: Element) => element.getClientRects().length > 0;
    const row = header.firstElementChild!;
    const [logo, nav, actions] = [...row.children];
    return {
      windowWidth: document.documentElement.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
      rowScrollWidth: row.scrollWidth,
      rowClientWidth: row.clientWidth,
      logo: box(logo!),
      nav: box(nav!),
      actions: box(actions!),
      items: [...nav!.querySelectorAll(":scope > ul > li > a, :scope > ul > li > button")]
        .filter(visible)
        .map((item) => ({ name: item.textContent ?? "", ...box(item) })),
      actionItems: [...actions!.querySelectorAll("a, button")]
        .filter(visible)
        .map((item) => ({ name: item.textContent ?? "", ...box(item) })),
    };
  });
}

async function expectDesktopHeaderFits(page: Page, lang: keyof typeof labels) {
  const nav = page.getByRole("navigation", { name: labels[lang].nav }).first();
  await expect(nav).toBeVisible();
  await expect(page.locator('button[aria-controls="mobile-menu"]')).toBeHidden();
  const layout = await headerLayout(page);
  expect(layout.pageWidth, "no horizontal scrolling").toBeLessThanOrEqual(layout.windowWidth);
  expect(layout.rowScrollWidth, "the header row does not overflow").toBeLessThanOrEqual(
    layout.rowClientWidth,
  );
  // Logo, links and buttons side by side, none under another.
  expect(layout.logo.right).toBeLessThanOrEqual(layout.nav.left);
  expect(layout.nav.right).toBeLessThanOrEqual(layout.actions.left);
  expect(layout.actions.right).toBeLessThanOrEqual(layout.windowWidth);
  expect(layout.items.length).toBeGreaterThanOrEqual(7);
  for (const item of [...layout.items, ...layout.actionItems, layout.logo]) {
    expect(item.lines, `"${"name" in item ? item.name : "logo"}" on one line`).toBeLessThanOrEqual(
      1,
    );
    expect(item.bottom, "inside the 64 px bar").toBeLessThanOrEqual(64);
    expect(item.top).toBeGreaterThanOrEqual(0);
  }
  for (let i = 1; i < layout.items.length; i++)
    expect(layout.items[i]!.left).toBeGreaterThanOrEqual(layout.items[i - 1]!.right - 0.5);
  return layout;
}

for (const width of laptops) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const lang of ["sv", "fi", "en"] as const) {
      test(`${lang}: desktop links in one row, signed out and signed in`, async ({ page }) => {
        await page.goto(homes[lang]);
        await waitForHydration(page);
        const signedOut = await expectDesktopHeaderFits(page, lang);
        expect(signedOut.items.map((item) => item.name)).toContain(labels[lang].portfolio);

        await signUpInBrowser(page, uniqueEmail());
        await page.reload();
        await waitForHydration(page);
        await expect(page.locator("header").locator('a[href$="/bookings"]').first()).toBeVisible();
        await expectDesktopHeaderFits(page, lang);
      });
    }
  });
}

test.describe("the More menu", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is a disclosure: opens, closes on Escape with focus back, and leads to its links", async ({
    page,
  }) => {
    await page.goto("/fi/portfolio");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Päävalikko" }).first();
    const more = nav.getByRole("button", { name: "Lisää" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const list = page.locator(`#${await more.getAttribute("aria-controls")}`);
    await expect(list).toBeHidden();

    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("link")).toHaveText([
      "Etusivu",
      "Miksi me",
      "Uutiset",
      "Asiakaskokemukset",
    ]);
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Etusivu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute("aria-expanded", "false");

    // A click elsewhere closes it too.
    await more.click();
    await expect(list).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();

    await more.click();
    await list.getByRole("link", { name: "Uutiset" }).click();
    await expect(page).toHaveURL(/\/fi\/nyheter$/);
    await expect(list).toBeHidden();
    // Inside, the link of the page we are on is marked as the current one.
    await more.click();
    await expect(list.getByRole("link", { name: "Uutiset" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("from 1536 px every link stands in the bar and there is no More button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1536, height: 800 });
    await page.goto("/en");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main menu" }).first();
    await expect(nav.getByRole("button", { name: "More" })).toBeHidden();
    const layout = await expectDesktopHeaderFits(page, "en");
    expect(layout.items.map((item) => item.name)).toEqual([
      "Home",
      "Services",
      "Portfolio",
      "Videos",
      "IT services",
      "Why choose us",
      "News",
      "Shop",
      "Testimonials",
      "Contact",
    ]);
  });
});

test.describe("below 1024 px", () => {
  for (const width of [390, 1023]) {
    test(`${width} px keeps the menu button and hides the desktop links`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/fi");
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: "Avaa valikko" })).toBeVisible();
      await expect(page.locator("header nav").first()).toBeHidden();
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    });
  }
});
