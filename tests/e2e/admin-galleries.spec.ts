import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { e2eOwner } from "../support/e2e-owner";
import { expectNoSeriousAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./account-helpers";

// The owner's galleries (/admin/galleries, docs/decisions/092) on a phone: create a gallery,
// upload real JPEG files (made here with sharp), one of them lost on the way and retried alone,
// a file that is no picture refused in the page's language, the photos processed for real by
// the job runner (the grid polls until they are ready), numbers tagged, a photo hidden, a cover
// chosen and the gallery published — and the same without scripts, where it can be.

test.use({ viewport: { width: 390, height: 844 } });

type AdminPhoto = {
  id: string;
  fileName: string;
  status: string;
  numbers: string[];
  hidden: boolean;
  position: number;
};
type AdminGallery = {
  id: string;
  slug: string;
  published: boolean;
  coverPhotoId: string | null;
  photos: AdminPhoto[];
};

async function signInAsOwner(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("E-postadress").fill(e2eOwner.email);
  await page.getByLabel("Lösenord").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/**
 * The phone's rules: nothing wider than the screen, no word broken letter by letter. Lines are
 * counted from the text's own boxes (a card's padding or progress bar is no line of text).
 */
async function expectFitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll("main :is(h1, h2, h3, p, a, button, label, legend, span)")]
      .filter((element) => {
        const text = element.textContent?.trim() ?? "";
        // File names are broken anywhere on purpose: they have no spaces to wrap at.
        if (!text || /\.(jpe?g|txt)$/.test(text)) return false;
        const lines = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) lines.add(Math.round(rect.top / 4));
        }
        return lines.size > text.split(/\s+/).length + 1;
      })
      .map((element) => element.textContent),
  );
  expect(broken, "texts wrapped letter by letter").toEqual([]);
}

/** Real JPEG files of `width`×400 px, each its own colour, in a new folder. */
async function jpegFiles(names: string[], width = 600): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gallery-upload-"));
  return Promise.all(
    names.map(async (name, index) => {
      const file = path.join(dir, name);
      await sharp({
        create: {
          width,
          height: 400,
          channels: 3,
          background: { r: (index * 70) % 256, g: 120, b: 255 - ((index * 50) % 256) },
        },
      })
        .jpeg({ quality: 80 })
        .toFile(file);
      return file;
    }),
  );
}

async function adminGallery(request: APIRequestContext, id: string): Promise<AdminGallery> {
  const response = await request.get(`/api/admin/galleries/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { gallery: AdminGallery }).gallery;
}

const photoOf = (gallery: AdminGallery, fileName: string) =>
  gallery.photos.find((photo) => photo.fileName === fileName)!;

/** A photo's card in the grid, by its file name. */
const card = (page: Page, fileName: string): Locator =>
  page
    .getByRole("list", { name: "Galleriets bilder" })
    .getByRole("listitem")
    .filter({ has: page.getByText(fileName, { exact: true }) });

/** A file's row in the uploader's list. */
const uploadRow = (page: Page, fileName: string): Locator =>
  page
    .getByRole("list", { name: "Filer som laddas upp" })
    .getByRole("listitem")
    .filter({ has: page.getByText(fileName, { exact: true }) });

/** Creates a gallery through the list page's form; returns its id (from the page it leads to). */
async function createGallery(page: Page, title: string): Promise<string> {
  const titles = page.getByRole("group", { name: "Rubrik" });
  await titles.getByLabel("Svenska").fill(title);
  await titles.getByLabel(/^Engelska/).fill(`${title} (en)`);
  await page.getByLabel("Typ", { exact: true }).selectOption({ label: "Evenemang" });
  await page.getByLabel("Datum", { exact: true }).fill("2026-11-21");
  await page.getByLabel("Pris per bild i euro").fill("4,90");
  await page.getByLabel("Pris för hela galleriet i euro").fill("39");
  await page.getByRole("button", { name: "Skapa galleriet" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const id = /\/admin\/galleries\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id).toBeTruthy();
  return id!;
}

test("the owner creates a gallery, uploads, retries a lost file, tags, hides, picks a cover and publishes on a phone", async ({
  page,
  consoleErrors,
}) => {
  // Real uploads, real processing by the job runner, and three axe runs.
  test.setTimeout(120_000);
  const title = `Ishockey ${crypto.randomUUID().slice(0, 8)}`;
  await signInAsOwner(page);
  await gotoHydrated(page, "/admin/galleries");
  // On a phone the back office's sections wait in a menu above the page (decision 100).
  await page.getByText("Meny", { exact: true }).click();
  await expect(
    page
      .getByRole("navigation", { name: "Administrationens avsnitt" })
      .getByRole("link", { name: "Gallerier" }),
  ).toHaveAttribute("aria-current", "page");
  await expectFitsThePhone(page);
  await expectNoSeriousAxeViolations(page);

  // Bad input is named beside its field before anything is sent.
  await page.getByLabel("Pris per bild i euro").fill("10");
  await page.getByLabel("Pris för hela galleriet i euro").fill("9");
  await page.getByRole("button", { name: "Skapa galleriet" }).click();
  await expect(
    page.getByRole("group", { name: "Rubrik" }).getByLabel("Svenska"),
  ).toHaveAccessibleDescription("Skriv galleriets rubrik på svenska");
  await expect(page.getByLabel("Pris för hela galleriet i euro")).toHaveAccessibleDescription(
    /Priset för hela galleriet kan inte vara lägre än priset för en bild/,
  );

  const id = await createGallery(page, title);
  await expect(page.getByText("Galleriet är skapat")).toBeVisible();
  await expect(page.getByText("Inte publicerat – besökarna ser det inte")).toBeVisible();

  // Four photos and a file that is no picture. The second photo's first request is cut off.
  const names = ["bild-1.jpg", "bild-2.jpg", "bild-3.jpg", "bild-4.jpg"];
  const files = await jpegFiles(names);
  const notes = path.join(path.dirname(files[0]!), "anteckning.txt");
  fs.writeFileSync(notes, "Inte en bild, bara text.\n".repeat(40));
  const sent = new Map<string, number>();
  await page.route(`**/api/admin/galleries/${id}/photos*`, async (route) => {
    const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
    const name = /filename="([^"]+)"/.exec(body)?.[1] ?? "?";
    sent.set(name, (sent.get(name) ?? 0) + 1);
    if (name === "bild-2.jpg" && sent.get(name) === 1) return route.abort("connectionreset");
    return route.continue();
  });
  await page.getByLabel("Välj bilder").setInputFiles([...files, notes]);

  for (const name of ["bild-1.jpg", "bild-3.jpg", "bild-4.jpg"]) {
    await expect(uploadRow(page, name).getByText("Uppladdad")).toBeVisible();
    await expect(uploadRow(page, name).getByRole("progressbar", { name })).toHaveAttribute(
      "value",
      "1",
    );
  }
  await expect(uploadRow(page, "bild-2.jpg")).toContainText("Anslutningen bröts");
  await expect(uploadRow(page, "anteckning.txt")).toContainText("anteckning.txt är ingen bild");
  await expect(page.getByRole("status").filter({ hasText: "Uppladdade:" })).toHaveText(
    "Klart. Uppladdade: 3 av 5. Misslyckade: 2.",
  );
  await expect(page.getByRole("progressbar", { name: "Totalt" })).toBeVisible();

  // Retry sends that one file again, and nothing else.
  await page.getByRole("button", { name: "Försök igen: bild-2.jpg" }).click();
  await expect(uploadRow(page, "bild-2.jpg").getByText("Uppladdad")).toBeVisible();
  expect(Object.fromEntries(sent)).toEqual({
    "bild-1.jpg": 1,
    "bild-2.jpg": 2,
    "bild-3.jpg": 1,
    "bild-4.jpg": 1,
    "anteckning.txt": 1,
  });
  // "Retry all failed" sends only what is still failed: the text file, refused again.
  await page.getByRole("button", { name: "Försök igen med alla misslyckade" }).click();
  await expect.poll(() => sent.get("anteckning.txt")).toBe(2);
  await expect(uploadRow(page, "anteckning.txt")).toContainText("anteckning.txt är ingen bild");
  expect(sent.get("bild-1.jpg")).toBe(1);
  // The one request Playwright cut off is the one connection error Chromium logs.
  const lost = consoleErrors.findIndex((line) => /net::ERR_CONNECTION_RESET/.test(line));
  expect(lost).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(lost, 1);

  // The grid polls until every photo is processed, and shows their thumbnails.
  const grid = page.getByRole("list", { name: "Galleriets bilder" });
  await expect(grid.getByRole("listitem")).toHaveCount(4);
  await expect(grid.locator("img")).toHaveCount(4, { timeout: 60_000 });
  await expect(grid.getByText("Bearbetas...")).toHaveCount(0);
  let gallery = await adminGallery(page.request, id);
  expect(gallery.photos.map((photo) => photo.status)).toEqual(["ready", "ready", "ready", "ready"]);

  // The photos are in the order they arrived (two at a time, the retried one last).
  const order = gallery.photos.map((photo) => photo.fileName);
  expect(order.at(-1)).toBe("bild-2.jpg");
  const [first, second, third, fourth] = order as [string, string, string, string];

  // Tag two photos: a Shift-click selects a range, the middle box taken off again.
  await card(page, first).getByRole("checkbox").check();
  await card(page, third)
    .getByRole("checkbox")
    .click({ modifiers: ["Shift"] });
  await expect(page.getByText("Valda bilder: 3")).toBeVisible();
  await card(page, second).getByRole("checkbox").uncheck();
  await expect(page.getByText("Valda bilder: 2")).toBeVisible();
  await page.getByLabel("Nummer", { exact: true }).fill("17");
  await page.getByRole("button", { name: "Lägg till", exact: true }).click();
  await expect(page.getByText("Numren är sparade")).toBeVisible();
  const seventeen = { name: "Ta bort nummer 17" };
  await expect(card(page, first).getByRole("button", seventeen)).toBeVisible();
  await expect(card(page, third).getByRole("button", seventeen)).toBeVisible();
  await expect(card(page, second).getByRole("button", seventeen)).toHaveCount(0);
  // A number that is no number is refused beside the field, in the page's language.
  await page.getByLabel("Nummer", { exact: true }).fill("17a");
  await page.getByRole("button", { name: "Lägg till", exact: true }).click();
  await expect(page.getByLabel("Nummer", { exact: true })).toHaveAccessibleDescription(
    /Ett nummer har 1–4 siffror/,
  );

  // Hide one photo, make another the cover, move it earlier by keyboard.
  await card(page, fourth)
    .getByRole("button", { name: `Dölj: ${fourth}` })
    .click();
  await expect(card(page, fourth).getByText("Dold", { exact: true })).toBeVisible();
  await card(page, third)
    .getByRole("button", { name: `Gör till omslagsbild: ${third}` })
    .click();
  await expect(card(page, third).getByText("Omslagsbild", { exact: true })).toBeVisible();
  const earlier = card(page, third).getByRole("button", { name: `Flytta tidigare: ${third}` });
  await earlier.focus();
  await page.keyboard.press("Enter");
  await expect(card(page, third)).toContainText("Bild 2");
  await expect(earlier).toBeFocused();

  gallery = await adminGallery(page.request, id);
  expect(photoOf(gallery, first).numbers).toEqual(["17"]);
  expect(photoOf(gallery, third).numbers).toEqual(["17"]);
  expect(photoOf(gallery, second).numbers).toEqual([]);
  expect(photoOf(gallery, fourth).hidden).toBe(true);
  expect(gallery.coverPhotoId).toBe(photoOf(gallery, third).id);
  expect(gallery.photos.map((photo) => photo.fileName)).toEqual([first, third, second, fourth]);

  // Publish: visitors get the gallery with its three visible photos, number 17 in two of them.
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByText("Galleriet är publicerat")).toBeVisible();
  await expect(page.getByRole("button", { name: "Avpublicera" })).toBeVisible();
  gallery = await adminGallery(page.request, id);
  expect(gallery.published).toBe(true);
  const visible = await page.request.get(`/api/galleries/${gallery.slug}?number=17`);
  expect(visible.status()).toBe(200);
  expect(((await visible.json()) as { photos: unknown[] }).photos).toHaveLength(2);

  await expectFitsThePhone(page);
  await expectNoSeriousAxeViolations(page);

  // The log names each change in the owner's language, the gallery by its title (decision 100).
  await gotoHydrated(page, "/admin/audit");
  for (const action of [
    `Skapade galleriet ”${title}”`,
    "Laddade upp bilder",
    "Taggade nummer på bilder",
    "Ändrade en bild",
    `Ändrade galleriet ”${title}”`,
    `Publicerade galleriet ”${title}”`,
  ])
    await expect(page.getByRole("main").getByText(action).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: title }).first()).toHaveAttribute(
    "href",
    /^\/admin\/galleries\/[0-9a-f-]{36}$/,
  );

  // The list shows it, in Finnish too.
  await gotoHydrated(page, "/fi/admin/galleries");
  const listed = page.getByRole("listitem").filter({ hasText: title });
  await expect(listed).toContainText("Kuvia: 4");
  await expect(listed).toContainText("Julkaistu");
  await expect(listed).toContainText("21. marraskuuta 2026");
  await expectFitsThePhone(page);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner creates a gallery, tags, hides, deletes a photo and publishes with plain forms", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = `Utan skript ${crypto.randomUUID().slice(0, 8)}`;
    await signInAsOwner(page);
    await page.goto("/admin/galleries");
    // The server names bad input per field and stores nothing.
    await page.getByLabel("Pris per bild i euro").fill("fem euro");
    await page.getByRole("button", { name: "Skapa galleriet" }).click();
    await expect(page.getByRole("alert")).toContainText("Galleriet kunde inte skapas");
    await expect(
      page.getByRole("group", { name: "Rubrik" }).getByLabel("Svenska"),
    ).toHaveAccessibleDescription("Skriv galleriets rubrik på svenska");
    await expect(page.getByLabel("Pris per bild i euro")).toHaveValue("fem euro");

    const id = await createGallery(page, title);
    await expect(page.getByRole("status").filter({ hasText: "Galleriet är skapat" })).toBeVisible();
    await expect(page.getByText("Uppladdningen behöver JavaScript.")).toBeVisible();

    // The photos arrive through the API (the uploader needs scripts), processed for real.
    for (const file of await jpegFiles(["a.jpg", "b.jpg", "c.jpg"], 500)) {
      const answer = await page.request.post(`/api/admin/galleries/${id}/photos`, {
        multipart: {
          photos: {
            name: path.basename(file),
            mimeType: "image/jpeg",
            buffer: fs.readFileSync(file),
          },
        },
      });
      expect(answer.status()).toBe(202);
    }
    await expect
      .poll(
        async () => (await adminGallery(page.request, id)).photos.map((photo) => photo.status),
        { timeout: 60_000 },
      )
      .toEqual(["ready", "ready", "ready"]);
    await page.reload();

    // The cards' boxes belong to the tagging form: checked and sent with it.
    await card(page, "a.jpg").getByRole("checkbox").check();
    await card(page, "c.jpg").getByRole("checkbox").check();
    await page.getByLabel("Nummer", { exact: true }).fill("9");
    await page.getByRole("button", { name: "Lägg till", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Numren är sparade" })).toBeVisible();
    await expect(
      card(page, "a.jpg").getByRole("button", { name: "Ta bort nummer 9" }),
    ).toBeVisible();
    await expect(
      card(page, "c.jpg").getByRole("button", { name: "Ta bort nummer 9" }),
    ).toBeVisible();
    // Nothing selected: the server says so, and nothing changes.
    await page.getByLabel("Nummer", { exact: true }).fill("10");
    await page.getByRole("button", { name: "Lägg till", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Välj minst en bild");

    await card(page, "b.jpg").getByRole("button", { name: "Dölj: b.jpg" }).click();
    await expect(card(page, "b.jpg").getByText("Dold", { exact: true })).toBeVisible();
    await card(page, "c.jpg").getByText("Ta bort", { exact: true }).click();
    await card(page, "c.jpg").getByRole("button", { name: "Ja, ta bort bilden: c.jpg" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bilden är borttagen" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Galleriets bilder" }).getByRole("listitem"),
    ).toHaveCount(2);

    await page.getByRole("button", { name: "Publicera" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Galleriet är publicerat" }),
    ).toBeVisible();
    const gallery = await adminGallery(page.request, id);
    expect(gallery.published).toBe(true);
    expect(gallery.photos.map((photo) => [photo.fileName, photo.numbers, photo.hidden])).toEqual([
      ["a.jpg", ["9"], false],
      ["b.jpg", [], true],
    ]);

    // Deleting the gallery takes a second step, then it is gone from the list.
    await page.getByText("Ta bort galleriet", { exact: true }).click();
    await page.getByRole("button", { name: "Ja, ta bort galleriet" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Galleriet är borttaget" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gallerier", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    expect((await page.request.get(`/api/admin/galleries/${id}`)).status()).toBe(404);
  });
});

test.describe("hostile input", () => {
  test.use({ expectNotFoundDocument: true });

  test("an unknown id is the ordinary 404 page; bad fields are refused and change nothing", async ({
    page,
  }) => {
    await signInAsOwner(page);
    const created = await page.request.post("/api/admin/galleries", {
      data: { title: { sv: `Orörd ${crypto.randomUUID().slice(0, 8)}` }, kind: "event" },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { gallery: AdminGallery }).gallery;
    const before = await adminGallery(page.request, id);

    for (const hostile of [
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "..%2F..%2Fetc",
      "00000000-0000-4000-8000-000000000000",
    ]) {
      const response = await page.goto(`/en/admin/galleries/${hostile}`);
      expect(response?.status()).toBe(404);
      const posted = await page.request.post(`/admin/galleries/${hostile}`, {
        form: { intent: "delete" },
      });
      expect(posted.status()).toBe(404);
    }
    const refused: [Record<string, string>, number][] = [
      [{ intent: "deletePhoto", photoId: "../../etc/passwd" }, 404],
      [{ intent: "hide", photoId: "<b>x</b>" }, 404],
      [{ intent: "cover", photoId: "' or 1=1 --" }, 400],
      [{ intent: "tagAdd", photoIds: "not-a-photo", number: "17" }, 400],
      [{ intent: "tagAdd", number: "17" }, 400],
      [{ intent: "save", title_sv: "<script>alert(1)</script>", slug: "x" }, 400],
      [{ intent: "drop table galleries" }, 400],
    ];
    for (const [form, status] of refused) {
      const answer = await page.request.post(`/admin/galleries/${id}`, { form });
      expect(answer.status(), form.intent).toBe(status);
    }
    const listAnswer = await page.request.post("/admin/galleries", {
      form: { intent: "delete", id },
    });
    expect(listAnswer.status()).toBe(400);
    expect(await adminGallery(page.request, id)).toEqual(before);
  });
});
