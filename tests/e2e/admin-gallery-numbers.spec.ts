import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { generateJerseyPhoto } from "../../scripts/placeholders/jerseys.ts";
import { e2eOwner } from "../support/e2e-owner";
import { expectNoSeriousAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./account-helpers";

// Jersey numbers suggested by the site (docs/decisions/094): the owner uploads a generated
// photo of a player's back to an event gallery; the job runner processes it and the photo
// process reads the number; the page, polling, shows it apart from the numbers tagged, as a
// suggestion; the owner accepts it, publishes, and a visitor's number search finds the photo.

type AdminGallery = {
  id: string;
  slug: string;
  photos: { id: string; numbers: string[]; suggestedNumbers: { number: string }[] }[];
};

async function signInAsOwner(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("E-postadress").fill(e2eOwner.email);
  await page.getByLabel("Lösenord").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

test("the owner sees a number read off a photo, accepts it, and visitors find the photo by it", async ({
  page,
  consoleErrors,
}) => {
  // A real upload, processing and reading (the model loads in the photo process), and axe.
  // Reading waits while any photo is queued for processing (the job runner's last kinds), and
  // other tests upload galleries meanwhile: the suggestion may take a while on a busy machine.
  test.setTimeout(240_000);
  // Seed 3, photo 0: one player from behind, the reader's own test photo.
  const jersey = await generateJerseyPhoto(3, 0);
  const [number] = jersey.numbers;
  expect(jersey.numbers).toHaveLength(1);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "gallery-numbers-")), "spelare.jpg");
  fs.writeFileSync(file, jersey.file);

  await signInAsOwner(page);
  await gotoHydrated(page, "/admin/galleries");
  const title = `Nummer ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByRole("group", { name: "Rubrik" }).getByLabel("Svenska").fill(title);
  await page.getByLabel("Typ", { exact: true }).selectOption({ label: "Evenemang" });
  await page.getByLabel("Pris per bild i euro").fill("4,90");
  await page.getByLabel("Pris för hela galleriet i euro").fill("39");
  await page.getByRole("button", { name: "Skapa galleriet" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const id = /\/admin\/galleries\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)![1]!;

  await page.getByLabel("Välj bilder").setInputFiles([file]);
  const card = page
    .getByRole("list", { name: "Galleriets bilder" })
    .getByRole("listitem")
    .filter({ has: page.getByText("spelare.jpg", { exact: true }) });
  // Apart from the numbers tagged (none yet): a group of suggestions, each a button.
  const suggestions = card.getByRole("group", { name: "Föreslagna nummer för spelare.jpg" });
  await expect(suggestions).toBeVisible({ timeout: 150_000 });
  await expect(suggestions).toContainText(`Förslag:${number}`);
  await expect(card.getByText("Inga nummer")).toBeVisible();
  await expect(page.getByText("Bilder med förslag som inte är godkända: 1")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Accepted with the keyboard.
  const accept = suggestions.getByRole("button", { name: `Godkänn förslaget ${number}` });
  await accept.focus();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("button", { name: `Ta bort nummer ${number}` })).toBeVisible();
  await expect(suggestions).toHaveCount(0);
  await expect(page.getByText("Bilder med förslag som inte är godkända")).toHaveCount(0);
  const gallery = (
    (await (await page.request.get(`/api/admin/galleries/${id}`)).json()) as {
      gallery: AdminGallery;
    }
  ).gallery;
  expect(gallery.photos[0]!.numbers).toEqual([number]);

  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByText("Galleriet är publicerat").first()).toBeVisible();
  const found = await page.request.get(`/api/galleries/${gallery.slug}?number=${number}`);
  expect(found.status()).toBe(200);
  expect(((await found.json()) as { photos: { id: string }[] }).photos.map((p) => p.id)).toEqual([
    gallery.photos[0]!.id,
  ]);
  const other = String((Number(number) % 98) + 1);
  const none = await page.request.get(`/api/galleries/${gallery.slug}?number=${other}`);
  expect(((await none.json()) as { photos: unknown[] }).photos).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
