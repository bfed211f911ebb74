import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { syntheticPhoto } from "../support/test-photos";
import { e2eOwner } from "../support/e2e-owner";
import { expect, gotoHydrated, test } from "./account-helpers";

// The portfolio edited in the back office (docs/decisions/095): the owner gives a picture a new
// caption and category and moves it first, with the keyboard; /portfolio shows it so, in its
// new filter; and replaces a picture's file, its caption kept. In the owner-settings project
// (after the others): it changes a public page.

type AdminGallery = {
  id: string;
  kind: string;
  photos: {
    id: string;
    fileName: string;
    position: number;
    caption: unknown;
    alt: unknown;
    category: string;
  }[];
};

// Both change the same gallery, and the second counts what the first must not be changing.
test.describe.configure({ mode: "serial" });

async function signInAsOwner(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("E-postadress").fill(e2eOwner.email);
  await page.getByLabel("Lösenord").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

async function portfolioGallery(page: Page): Promise<AdminGallery> {
  const list = (await (await page.request.get("/api/admin/galleries")).json()) as {
    galleries: AdminGallery[];
  };
  const { id } = list.galleries.find((gallery) => gallery.kind === "portfolio")!;
  return (
    (await (await page.request.get(`/api/admin/galleries/${id}`)).json()) as {
      gallery: AdminGallery;
    }
  ).gallery;
}

test("the owner captions, categorises and reorders a portfolio picture", async ({ page }) => {
  await signInAsOwner(page);
  const before = await portfolioGallery(page);
  const picture = before.photos.find((photo) => photo.fileName === "portfolio-03.webp")!;
  expect(picture).toMatchObject({ position: 3, category: "category2" });

  try {
    await gotoHydrated(page, `/admin/galleries/${before.id}`);
    const card = page.getByRole("listitem", { name: "portfolio-03.webp" });
    await card.getByText("Text och kategori", { exact: true }).click();
    await card.getByLabel("Bildtext (svenska)").fill("Norrsken i målgården");
    await card.getByLabel("Bildtext (engelska)").fill("Northern lights over the goal");
    await card
      .getByRole("combobox", { name: "Kategori" })
      .selectOption({ label: "Idrott och evenemang" });
    await card.getByRole("button", { name: "Spara text och kategori" }).click();
    await expect(card.getByText("Idrott och evenemang", { exact: true }).first()).toBeVisible();
    await expect(card.getByText("Norrsken i målgården", { exact: true })).toBeVisible();

    // Moved first with the keyboard: the focus stays on the button as the card moves.
    const earlier = card.getByRole("button", { name: "Flytta tidigare: portfolio-03.webp" });
    await earlier.focus();
    await page.keyboard.press("Enter");
    await expect(card.getByText("Bild 2", { exact: true })).toBeVisible();
    await expect(earlier).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card.getByText("Bild 1", { exact: true })).toBeVisible();

    for (const [path, caption, all] of [
      ["/portfolio", "Norrsken i målgården", "Alla"],
      ["/en/portfolio", "Northern lights over the goal", "All"],
    ] as const) {
      await gotoHydrated(page, path);
      const gallery = page.locator("#gallery-heading").locator("xpath=ancestor::section");
      await expect(gallery.getByRole("listitem").first()).toContainText(caption);
      const sports = gallery.getByRole("group").getByRole("button").nth(3);
      await sports.click();
      await expect(gallery.getByRole("listitem")).toHaveCount(9);
      await expect(gallery.getByRole("listitem").first()).toContainText(caption);
      await gallery.getByRole("group").getByRole("button").nth(4).click();
      await expect(gallery.getByRole("listitem")).toHaveCount(7);
      await expect(gallery.getByRole("listitem").filter({ hasText: caption })).toHaveCount(0);
      await gallery.getByRole("button", { name: all }).click();
      await expect(gallery.getByRole("listitem")).toHaveCount(32);
    }
  } finally {
    // As it was, for whatever runs after (the portfolio's own tests count eight per filter).
    const restored = await page.request.patch(
      `/api/admin/galleries/${before.id}/photos/${picture.id}`,
      {
        data: {
          caption: picture.caption,
          alt: picture.alt,
          category: picture.category,
          position: picture.position,
        },
      },
    );
    expect(restored.status()).toBe(200);
  }
});

/** Polls the owner's view until the picture is processed again. */
async function readyAgain(page: Page, photoId: string, fileName: string) {
  await expect
    .poll(
      async () => {
        const photo = (await portfolioGallery(page)).photos.find((row) => row.id === photoId);
        return photo && `${photo.fileName} ${(photo as { status?: string }).status}`;
      },
      { timeout: 60_000 },
    )
    .toBe(`${fileName} ready`);
}

test("the owner replaces a portfolio picture's file, keeping its caption", async ({ page }) => {
  await signInAsOwner(page);
  const gallery = await portfolioGallery(page);
  const picture = gallery.photos.find((photo) => photo.fileName === "portfolio-05.webp")!;
  const caption = (picture.caption as { sv: string }).sv;
  const seeded = fs.readFileSync(path.resolve("public/media/generated/portfolio-05-1200.webp"));

  try {
    await gotoHydrated(page, `/admin/galleries/${gallery.id}`);
    const card = page.getByRole("listitem", { name: "portfolio-05.webp" });
    await card.getByText("Byt bild", { exact: true }).click();
    await card.getByLabel("Den nya bilden").setInputFiles({
      name: "stående.jpg",
      mimeType: "image/jpeg",
      // Upright, where the seeded picture is 4:3: /portfolio tells them apart by their size.
      buffer: await syntheticPhoto(900, 1200),
    });
    await card.getByRole("button", { name: "Ladda upp och byt" }).click();
    await expect(page.getByText("Bilden byts", { exact: true })).toBeVisible();
    await readyAgain(page, picture.id, "stående.jpg");
    await expect(page.getByRole("listitem", { name: "stående.jpg" })).toContainText(caption);

    await gotoHydrated(page, "/portfolio");
    const figure = page.locator("figure").filter({ hasText: caption });
    const image = figure.getByRole("img");
    await expect(image).toHaveAttribute("width", "900");
    await expect(image).toHaveAttribute("height", "1200");
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth))
      .toBe(true);
  } finally {
    // The seeded file again, under its name, for whatever runs after.
    const restored = await page.request.post(
      `/api/admin/galleries/${gallery.id}/photos/${picture.id}/file`,
      {
        multipart: {
          photo: { name: "portfolio-05.webp", mimeType: "image/webp", buffer: seeded },
        },
      },
    );
    expect(restored.status()).toBe(202);
    await readyAgain(page, picture.id, "portfolio-05.webp");
  }
});
