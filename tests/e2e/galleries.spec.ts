import type { APIRequestContext, Locator, Page } from "@playwright/test";
import svCheckout from "~/i18n/locales/sv/checkout";
import svShop from "~/i18n/locales/sv/shop";
import { outboxReader } from "../support/outbox";
import { structuredDataProblems } from "../support/structured-data";
import { zipEntryNames } from "../support/zip-entries";
import { expectNoSeriousAxeViolations } from "./axe";
import { gotoHydrated, uniqueEmail } from "./account-helpers";
import { e2eDataDir, expect, jsonLdBlocks, test as base } from "./fixtures";
import { makeGallery, ownerContext, type MadeGallery } from "./gallery-fixtures";

// The public event galleries (docs/decisions/093): a published gallery made through the owner's
// API with generated photos, then visited as a buyer would — the page, the number search with
// and without scripts, picking and its price with the whole-gallery cap, buying through the test
// checkout down to the zip, the full-screen viewer by keyboard and by swipe, layout stability,
// a phone's width, and that nothing of an unpublished gallery is anywhere.

const outbox = outboxReader(e2eDataDir());

/** 60 photos; number 17 on the 2nd, 9th and 31st, 23 on the 9th, 5 on the 4th. */
const numbersOf = (index: number) =>
  ({ 1: ["17"], 3: ["5"], 8: ["17", "23"], 30: ["17"] })[index] ?? [];

const test = base.extend<object, { owner: APIRequestContext; gallery: MadeGallery }>({
  owner: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, provide, workerInfo) => {
      const owner = await ownerContext(workerInfo.project.use.baseURL!);
      await provide(owner);
      await owner.dispose();
    },
    { scope: "worker" },
  ],
  // One gallery per worker, shared by its tests: its 60 photos take a while to process.
  gallery: [
    async ({ owner }, provide) => {
      await provide(
        await makeGallery(owner, { title: "Hockey E2E", photos: 60, numbers: numbersOf }),
      );
    },
    { scope: "worker", timeout: 300_000 },
  ],
});

const gridPhotos = (page: Page) =>
  page.getByRole("list", { name: "Bilderna i galleriet" }).getByRole("listitem");
const photoLink = (page: Page, position: number) =>
  page.getByRole("link", { name: new RegExp(`^Bild ${position},`) });
const pick = (page: Page, position: number) =>
  page.getByRole("checkbox", { name: `Välj bild ${position}`, exact: true });
const summary = (page: Page) => page.getByTestId("pick-summary");

test("the page shows the cover, title, date, count and prices, with its structured data", async ({
  page,
  gallery,
}) => {
  await gotoHydrated(page, `/galleri/${gallery.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: gallery.title })).toBeVisible();
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.locator("time")).toHaveText("18 oktober 2026");
  await expect(header.getByText("60 bilder", { exact: true })).toBeVisible();
  await expect(page.getByTestId("gallery-prices")).toHaveText(
    /^8\s€ per bild, hela galleriet 89\s€$/,
  );
  await expect(header.getByText(/väljer du 12 bilder eller fler/)).toBeVisible();

  // The cover: the first photo, fetched first and shown; on a wide screen its watermarked
  // preview, on a phone the grid's own thumbnail of it.
  const cover = header.locator("picture img");
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(header.locator('picture source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    new RegExp(`/media/photos/${gallery.photos[0]!.id}/\\w+/preview-\\d+\\.avif`),
  );
  expect(
    await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /preview-\d+\.avif$/,
  );
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toMatch(
    new RegExp(`/media/photos/${gallery.photos[0]!.id}/\\w+/preview-\\d+\\.webp$`),
  );

  // The grid: the first 12 photos (more come as the visitor scrolls), sized before they load;
  // the first row at once, the rest lazily.
  await expect(gridPhotos(page)).toHaveCount(12);
  const thumbnails = await gridPhotos(page)
    .locator("img")
    .evaluateAll((images) =>
      images.map((img) => ({
        loading: img.getAttribute("loading"),
        decoding: img.getAttribute("decoding"),
        width: Number(img.getAttribute("width")),
        height: Number(img.getAttribute("height")),
        sources: [...img.parentElement!.querySelectorAll("source")].map((s) => s.type),
      })),
    );
  expect(thumbnails.slice(0, 3).every((img) => img.loading === "eager")).toBe(true);
  expect(thumbnails.slice(3).every((img) => img.loading === "lazy")).toBe(true);
  expect(
    thumbnails.every((img) => img.decoding === "async" && img.width > 0 && img.height > 0),
  ).toBe(true);
  // WebP only: at 400 px AVIF saves nothing and costs a phone its decoding.
  expect(thumbnails[0]!.sources).toEqual(["image/webp"]);
  expect(thumbnails.map((img) => img.width / img.height)).toEqual(
    gallery.photos.slice(0, 12).map((photo) => photo.width / photo.height),
  );

  const blocks = await jsonLdBlocks(page);
  const imageGallery = blocks.find((block) => block["@type"] === "ImageGallery")!;
  expect(imageGallery.name).toBe(gallery.title);
  expect(imageGallery.image).toHaveLength(50);
  const product = blocks.find((block) => block["@type"] === "Product")!;
  expect(product.offers).toMatchObject({
    "@type": "AggregateOffer",
    lowPrice: 8,
    highPrice: 89,
    priceCurrency: "EUR",
    offers: [{ "@type": "Offer", price: 89, priceCurrency: "EUR" }],
  });
  expect(structuredDataProblems(await page.content())).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  // In English: the gallery's English title and the English price line.
  await gotoHydrated(page, `/en/galleri/${gallery.slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `${gallery.title} (en)` }),
  ).toBeVisible();
  await expect(page.getByTestId("gallery-prices")).toHaveText(
    /^€8 per photo, the whole gallery €89$/,
  );
});

test("/shop/photos lists the published gallery and leads to its page", async ({
  page,
  gallery,
}) => {
  await gotoHydrated(page, "/shop/photos");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: gallery.title }) });
  await expect(card.getByText("60 bilder")).toBeVisible();
  await expect(card.getByText(/^8\s€ per bild, hela galleriet 89\s€$/)).toBeVisible();
  await card.getByRole("link", { name: /Visa galleriet/ }).click();
  await expect(page).toHaveURL(new RegExp(`/galleri/${gallery.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: gallery.title })).toBeVisible();
  // A client navigation: the structured data, a static part whose code comes with the page's
  // data (docs/decisions/112), is drawn with the page, not after it.
  const blocks = await jsonLdBlocks(page);
  expect(blocks.find((block) => block["@type"] === "ImageGallery")?.name).toBe(gallery.title);
  expect(blocks.some((block) => block["@type"] === "Product")).toBe(true);
});

test("typing a number filters the photos at once, and the address keeps it", async ({
  page,
  gallery,
}) => {
  await gotoHydrated(page, `/galleri/${gallery.slug}`);
  const search = page.getByRole("textbox", { name: "Hitta dina bilder med nummer" });
  await search.fill("17");
  await expect(page.getByTestId("number-matches")).toHaveText("3 bilder med nummer 17");
  await expect(gridPhotos(page)).toHaveCount(3);
  await expect(page).toHaveURL(/\?number=17$/);
  await expect(photoLink(page, 9)).toBeVisible();
  await search.fill("23");
  await expect(page.getByTestId("number-matches")).toHaveText("1 bild med nummer 23");
  await search.fill("99");
  await expect(page.getByTestId("number-matches")).toHaveText("Inga bilder med nummer 99.");
  await expect(gridPhotos(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Visa alla bilder" }).click();
  await expect(gridPhotos(page)).toHaveCount(12);
  await expect(search).toHaveValue("");
  await expect(page).toHaveURL(new RegExp(`/galleri/${gallery.slug}$`));

  // A shared address opens filtered.
  await gotoHydrated(page, `/galleri/${gallery.slug}?number=5`);
  await expect(gridPhotos(page)).toHaveCount(1);
  await expect(search).toHaveValue("5");
});

test("picking photos shows their price, capped at the whole gallery's", async ({
  page,
  gallery,
}) => {
  await gotoHydrated(page, `/galleri/${gallery.slug}`);
  await expect(summary(page)).toHaveText("Markera bilderna du vill köpa.");
  await pick(page, 1).check();
  await pick(page, 2).check();
  await expect(summary(page)).toHaveText(/^2 bilder valda – 16\s€$/);
  for (let position = 3; position <= 11; position++) await pick(page, position).check();
  await expect(summary(page)).toHaveText(/^11 bilder valda – 88\s€$/);
  await pick(page, 12).check();
  await pick(page, 13).check();
  // 13 × 8 € = 104 €; the cap makes it 89 €, what the whole gallery costs.
  await expect(summary(page)).toContainText(/^13 bilder valda – 89\s€/);
  await expect(summary(page)).toContainText(/Hela galleriet för 89\s€ – du sparar 15\s€\./);
  await expect(page.getByRole("button", { name: /^Köp hela galleriet – 89\s€$/ })).toBeVisible();

  // The selection outlives a reload in the same tab.
  await gotoHydrated(page, `/galleri/${gallery.slug}`);
  await expect(summary(page)).toContainText(/^13 bilder valda – 89\s€/);
  await expect(pick(page, 13)).toBeChecked();
  await page.getByRole("button", { name: "Avmarkera alla" }).click();
  await expect(summary(page)).toHaveText("Markera bilderna du vill köpa.");
  await expect(pick(page, 1)).not.toBeChecked();
});

/** Pays at the test checkout the browser is on; returns the zip's entry names. */
async function payAndDownload(page: Page, request: APIRequestContext, amount: RegExp) {
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await expect(page.getByText(amount)).toBeVisible();
  const email = uniqueEmail();
  await page.getByLabel(svCheckout.test.email).fill(email);
  await page.getByRole("button", { name: svCheckout.test.pay }).click();
  await expect(
    page.getByRole("heading", { name: svCheckout.success.title, level: 1 }),
  ).toBeVisible();
  const [mail] = await outbox.waitForMail(email, /^Kvitto för order \d{4}-\d{4} – /);
  const link = /https?:\/\/\S+?(\/download\/[A-Za-z0-9_-]{43})\b/.exec(mail!.text)?.[1];
  expect(link).toBeTruthy();
  const download = await request.get(link!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/zip");
  return zipEntryNames(await download.body()).sort();
}

const zipNames = (gallery: MadeGallery, positions: number[]) =>
  positions
    .map((position) => gallery.photos[position - 1]!.position)
    .map((stored) => `${gallery.slug}/${String(stored).padStart(3, "0")}.jpg`)
    .sort();

test("the picked photos are bought through the checkout, in this tab, and the zip holds exactly them", async ({
  page,
  request,
  gallery,
}) => {
  await gotoHydrated(page, `/galleri/${gallery.slug}`);
  const popups: Page[] = [];
  page.on("popup", (popup) => popups.push(popup));
  for (const position of [2, 5, 9]) await pick(page, position).check();
  await expect(summary(page)).toHaveText(/^3 bilder valda – 24\s€$/);
  await page.getByRole("checkbox", { name: svShop.purchase.immediateDelivery }).check();
  await page.getByRole("button", { name: "Köp valda" }).click();
  const names = await payAndDownload(page, request, /^24\s€$/);
  expect(names).toEqual(zipNames(gallery, [2, 5, 9]));
  expect(popups).toEqual([]);
});

test("the whole gallery is bought with one button, at the cap", async ({
  page,
  request,
  gallery,
}) => {
  await gotoHydrated(page, `/galleri/${gallery.slug}`);
  await page.getByRole("checkbox", { name: svShop.purchase.immediateDelivery }).check();
  await page.getByRole("button", { name: /^Köp hela galleriet – 89\s€$/ }).click();
  const names = await payAndDownload(page, request, /^89\s€$/);
  expect(names).toEqual(
    zipNames(
      gallery,
      gallery.photos.map((_, index) => index + 1),
    ),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the number search is a form the server answers", async ({ page, gallery }) => {
    await page.goto(`/galleri/${gallery.slug}`);
    await page.getByRole("textbox", { name: "Hitta dina bilder med nummer" }).fill("17");
    await page.getByRole("button", { name: "Sök", exact: true }).click();
    await expect(page).toHaveURL(/\?number=17$/);
    await expect(page.getByTestId("number-matches")).toHaveText("3 bilder med nummer 17");
    await expect(gridPhotos(page)).toHaveCount(3);
    await page.getByRole("link", { name: "Visa alla bilder" }).click();
    await expect(gridPhotos(page)).toHaveCount(12);
    // Without scripts nothing is added while scrolling: a link leads to all of them.
    await page.getByRole("link", { name: "Visa alla 60 bilder" }).click();
    await expect(page).toHaveURL(/\?visa=alla$/);
    await expect(gridPhotos(page)).toHaveCount(60);
    await page.goto(`/galleri/${gallery.slug}?number=${encodeURIComponent("17<b>")}`);
    await expect(page.getByText("Skriv ett nummer med 1–4 siffror.")).toBeVisible();
    await expect(gridPhotos(page)).toHaveCount(12);
  });

  test("ticked photos are posted to the page's action, which leads to the checkout", async ({
    page,
    request,
    gallery,
  }) => {
    await page.goto(`/galleri/${gallery.slug}?number=17`);
    await pick(page, 2).check();
    await pick(page, 31).check();
    await page.getByRole("checkbox", { name: svShop.purchase.immediateDelivery }).check();
    await page.getByRole("button", { name: "Köp valda" }).click();
    const names = await payAndDownload(page, request, /^16\s€$/);
    expect(names).toEqual(zipNames(gallery, [2, 31]));
  });

  test("buying with nothing ticked says so", async ({ page, gallery }) => {
    await page.goto(`/galleri/${gallery.slug}`);
    await page.getByRole("checkbox", { name: svShop.purchase.immediateDelivery }).check();
    await page.getByRole("button", { name: "Köp valda" }).click();
    await expect(page).toHaveURL(new RegExp(`/galleri/${gallery.slug}$`));
    await expect(page.getByRole("alert")).toContainText("Inga bilder valda");
  });
});

test("the viewer opens with Enter, moves with the arrow keys, closes with Escape and gives focus back", async ({
  page,
  gallery,
}) => {
  await gotoHydrated(page, `/galleri/${gallery.slug}`);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await photoLink(page, 3).focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog");
  await expect(viewer).toHaveAccessibleName("Bild 3 av 60");
  await expect(viewer.locator("img")).toHaveJSProperty("complete", true);
  // The next photo's preview is fetched before it is asked for.
  await expect
    .poll(() =>
      requested.some(
        (path) =>
          path.startsWith(`/media/photos/${gallery.photos[3]!.id}/`) && path.includes("preview-"),
      ),
    )
    .toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toHaveAccessibleName("Bild 4 av 60");
  await expect(viewer.getByTestId("viewer-numbers")).toHaveText("Nummer 5");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toHaveAccessibleName("Bild 2 av 60");
  await expect(viewer.getByTestId("viewer-numbers")).toHaveText("Nummer 17");
  await expect(viewer.locator("img")).toHaveAttribute("alt", "Bild 2, nummer 17");
  // The watermarked preview, AVIF first (these photos are small: one width; gallery-picture.test
  // covers the widths up to 2048 px).
  await expect(viewer.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    new RegExp(`/media/photos/${gallery.photos[1]!.id}/\\w+/preview-\\d+\\.avif`),
  );
  // Picking in the viewer is picking on the page.
  await viewer.getByRole("checkbox", { name: "Välj bild 2" }).check();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(photoLink(page, 2)).toBeFocused();
  await expect(pick(page, 2)).toBeChecked();
  await expect(summary(page)).toHaveText(/^1 bild vald – 8\s€$/);
  // The close button does the same; the last photo comes as the visitor scrolls down to it.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1500);
      return gridPhotos(page).count();
    })
    .toBe(60);
  await photoLink(page, 60).click();
  await expect(viewer).toHaveAccessibleName("Bild 60 av 60");
  await expect(viewer.getByRole("button", { name: "Nästa bild" })).toBeDisabled();
  await viewer.getByRole("button", { name: "Stäng" }).click();
  await expect(viewer).toBeHidden();
  await expect(photoLink(page, 60)).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a swipe moves between photos; nothing is wider than the screen", async ({
    page,
    gallery,
  }) => {
    await gotoHydrated(page, `/galleri/${gallery.slug}`);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await expectNoSeriousAxeViolations(page);
    // The cover beside the title is the grid's own thumbnail of the first photo: one file.
    const shown = (img: Locator) => img.evaluate((element: HTMLImageElement) => element.currentSrc);
    const coverFile = await shown(page.locator("header picture img"));
    expect(coverFile).toMatch(/thumbnail-\d+\.webp$/);
    expect(coverFile).toBe(await shown(gridPhotos(page).first().locator("img")));

    await photoLink(page, 5).tap();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toHaveAccessibleName("Bild 5 av 60");
    const stage = await viewer.getByTestId("viewer-stage").boundingBox();
    const y = stage!.y + stage!.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [{ x: fromX, y }],
      });
      for (let step = 1; step <= 5; step++)
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }],
        });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await cdp.detach();
    };
    await swipe(320, 60);
    await expect(viewer).toHaveAccessibleName("Bild 6 av 60");
    await swipe(60, 320);
    await swipe(60, 320);
    await expect(viewer).toHaveAccessibleName("Bild 4 av 60");
    // A short move is no swipe.
    await swipe(200, 180);
    await expect(viewer).toHaveAccessibleName("Bild 4 av 60");
    const inViewer = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(inViewer.scroll).toBeLessThanOrEqual(inViewer.inner);
  });
});

test("the page does not shift while its 60 photos load and scroll by", async ({
  page,
  gallery,
}) => {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const thumbnails = new Set<string>();
  page.on("request", (request) => {
    if (/\/thumbnail-\d+\./.test(request.url())) thumbnails.add(request.url());
  });
  await gotoHydrated(page, `/galleri/${gallery.slug}`);
  // Before the visitor scrolls, only the first step's thumbnails are fetched at most.
  expect(thumbnails.size).toBeLessThanOrEqual(12);
  // Down the page a screen at a time, as a visitor scrolls, until every photo has come and
  // every thumbnail has arrived.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 600);
        return gridPhotos(page)
          .locator("img")
          .evaluateAll(
            (images) => images.filter((img) => (img as HTMLImageElement).complete).length,
          );
      },
      { timeout: 30_000 },
    )
    .toBe(60);
  const shift = await page.evaluate(
    () => (window as unknown as { layoutShift: number }).layoutShift,
  );
  expect(shift).toBeLessThan(0.02);
});

test.describe("an unpublished gallery", () => {
  test.use({ expectNotFoundDocument: true });

  test("is a 404 and appears nowhere: not in the API, the sitemap or /shop/photos", async ({
    page,
    request,
    owner,
    gallery,
  }) => {
    const hidden = await makeGallery(owner, { title: "Hidden E2E", photos: 2, publish: false });
    const response = await page.goto(`/galleri/${hidden.slug}`);
    expect(response!.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Galleriet hittades inte" }),
    ).toBeVisible();
    expect((await request.get(`/api/galleries/${hidden.slug}`)).status()).toBe(404);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(hidden.slug);
    expect(sitemap).toContain(`/fi/galleri/${gallery.slug}</loc>`);
    await page.goto("/shop/photos");
    await expect(page.getByRole("heading", { name: gallery.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: hidden.title })).toHaveCount(0);
    // Its pictures are the owner's alone.
    const { gallery: view } = await (await owner.get(`/api/admin/galleries/${hidden.id}`)).json();
    const thumbnail = view.photos[0].thumbnail as string;
    expect((await owner.get(thumbnail)).status()).toBe(200);
    expect((await request.get(thumbnail)).status()).toBe(404);

    // Published, it is there; unpublished again, gone at once.
    expect((await owner.post(`/api/admin/galleries/${hidden.id}/publish`)).status()).toBe(200);
    expect((await page.goto(`/galleri/${hidden.slug}`))!.status()).toBe(200);
    expect((await owner.post(`/api/admin/galleries/${hidden.id}/unpublish`)).status()).toBe(200);
    expect((await page.goto(`/galleri/${hidden.slug}`))!.status()).toBe(404);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(hidden.slug);
  });
});
