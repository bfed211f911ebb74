import type { APIRequestContext, Page } from "@playwright/test";
import enCheckout from "~/i18n/locales/en/checkout";
import enProofing from "~/i18n/locales/en/proofing";
import svCheckout from "~/i18n/locales/sv/checkout";
import svProofing from "~/i18n/locales/sv/proofing";
import enShop from "~/i18n/locales/en/shop";
import svShop from "~/i18n/locales/sv/shop";
import { e2eOwner } from "../support/e2e-owner";
import { generatedPhoto, shapeOf } from "../support/generated-photos";
import { outboxReader } from "../support/outbox";
import { readStoredZip } from "../support/zip-reader";
import { gotoHydrated, uniqueEmail } from "./account-helpers";
import { e2eDataDir, expect, test } from "./fixtures";
import { ownerContext } from "./gallery-fixtures";

// A client gallery's proofing and delivery (docs/decisions/102), as the customer and the owner
// go through it in Swedish and English: hearts with a note, the eleventh refused, the selection
// sent, the owner's mail and list in the back office, the included photos downloaded, an extra
// photo bought at the test checkout and then downloadable, and one review invitation.

const outbox = outboxReader(e2eDataDir());
const texts = { sv: svProofing, en: enProofing };
const checkoutTexts = { sv: svCheckout, en: enCheckout };
const shopTexts = { sv: svShop, en: enShop };
const ownerMailbox = "info@nordicmediastudio.fi";

type AdminPhoto = { id: string; position: number; status: string; failure: string | null };
type AdminGallery = {
  id: string;
  slug: string;
  photos: AdminPhoto[];
  client?: { privatePath: string | null } | null;
};

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A client gallery of 12 photos, made and published as the owner makes one. */
async function clientGallery(owner: APIRequestContext, lang: "sv" | "en", customerEmail: string) {
  const unique = crypto.randomUUID().slice(0, 8);
  const { gallery } = await ok<{ gallery: { id: string } }>(
    await owner.post("/api/admin/galleries", {
      data: {
        title: { sv: `Porträtt ${unique}`, en: `Portrait ${unique}` },
        kind: "client",
        slug: `e2e-proofing-${lang}-${unique}`,
        customerEmail,
        language: lang,
        selectionLimit: 10,
        allowDownload: true,
        perPhoto: 500,
        fullGallery: 1500,
      },
    }),
    201,
  );
  const form = new FormData();
  for (let index = 0; index < 12; index++)
    form.append(
      "photos",
      new Blob([new Uint8Array(await generatedPhoto(index, shapeOf(index, 900)))], {
        type: "image/jpeg",
      }),
      `DSC_${2000 + index}.jpg`,
    );
  await ok(await owner.post(`/api/admin/galleries/${gallery.id}/photos`, { multipart: form }), 202);
  const deadline = Date.now() + 240_000;
  let view: AdminGallery;
  for (;;) {
    ({ gallery: view } = await ok<{ gallery: AdminGallery }>(
      await owner.get(`/api/admin/galleries/${gallery.id}`),
    ));
    expect(view.photos.filter((photo) => photo.status === "failed")).toEqual([]);
    if (view.photos.length === 12 && view.photos.every((photo) => photo.status === "ready")) break;
    if (Date.now() > deadline) throw new Error("photos not processed in time");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await ok(await owner.post(`/api/admin/galleries/${gallery.id}/publish`));
  ({ gallery: view } = await ok<{ gallery: AdminGallery }>(
    await owner.get(`/api/admin/galleries/${gallery.id}`),
  ));
  const photos = [...view.photos].sort((a, b) => a.position - b.position);
  return {
    id: view.id,
    slug: view.slug,
    title: `Porträtt ${unique}`,
    photos,
    privatePath: view.client!.privatePath!,
  };
}

async function heart(page: Page, lang: "sv" | "en", position: number) {
  const button = page.getByRole("button", {
    name: texts[lang].heart.label.replace("{{position}}", String(position)),
    exact: true,
  });
  await button.click();
  return button;
}

async function signInAsOwner(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("E-postadress").fill(e2eOwner.email);
  await page.getByLabel("Lösenord").fill(e2eOwner.password);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

for (const lang of ["sv", "en"] as const) {
  test(`a client picks ten photos with a note, sends them, downloads them, buys one more (${lang})`, async ({
    page,
    browser,
    baseURL,
    testNow,
  }) => {
    test.slow();
    const t = texts[lang];
    const customerEmail = uniqueEmail();
    const owner = await ownerContext(baseURL!);
    const gallery = await clientGallery(owner, lang, customerEmail);

    await gotoHydrated(page, gallery.privatePath);
    const counter = page.getByTestId("selection-counter");
    for (let position = 1; position <= 10; position++) {
      const button = await heart(page, lang, position);
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(counter).toHaveText(
        t.counter.limited.other.replace("{{count}}", String(position)).replace("{{limit}}", "10"),
      );
    }
    // By keyboard: the eleventh heart is refused with the limit, and stays off.
    const eleventh = page.getByRole("button", {
      name: t.heart.label.replace("{{position}}", "11"),
      exact: true,
    });
    await eleventh.focus();
    await page.keyboard.press("Enter");
    const refusal =
      lang === "sv"
        ? "Du kan välja 10 bilder; ta bort en först."
        : "You can pick 10 photos; remove one first.";
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(eleventh).toHaveAttribute("aria-pressed", "false");
    await expect(counter).toHaveText(
      t.counter.limited.other.replace("{{count}}", "10").replace("{{limit}}", "10"),
    );

    // Without scripts the same forms post the page: the eleventh is refused there too.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { "X-Test-Now": "2026-11-24T10:00:00+02:00" },
    });
    const plainPage = await plain.newPage();
    await plainPage.goto(gallery.privatePath);
    await plainPage
      .getByRole("button", { name: t.heart.label.replace("{{position}}", "12"), exact: true })
      .click();
    await expect(plainPage.getByRole("alert")).toHaveText(refusal);
    await plain.close();

    const note = lang === "sv" ? "Beskär närmare, lite ljusare" : "Crop closer, a little brighter";
    const noteField = page.locator(`#note-${gallery.photos[1]!.id}`);
    await noteField.fill(note);
    await page
      .locator("form", { has: noteField })
      .getByRole("button", { name: t.note.save })
      .click();
    await expect(page.getByText(t.note.saved).first()).toBeVisible();

    await page.getByText(t.submit.open, { exact: true }).click();
    await expect(page.getByText(t.submit.confirm.other.replace("{{count}}", "10"))).toBeVisible();
    await page.getByRole("button", { name: t.submit.yes }).click();
    await expect(page.getByText(t.submit.done).first()).toBeVisible();
    await expect(
      page.getByRole("button", { name: t.heart.label.replace("{{position}}", "1"), exact: true }),
    ).toBeDisabled();

    // The owner's mail (Swedish), and the list in the back office.
    const [mail] = await outbox.waitForMail(
      ownerMailbox,
      new RegExp(`^Urvalet är klart: ${gallery.title} \\(10 bilder\\)$`),
    );
    expect(mail!.text).toContain(customerEmail);
    expect(mail!.text).toContain("DSC_2001.jpg");
    expect(mail!.text).toContain(note);
    const ownerPage = await (await browser.newContext()).newPage();
    await signInAsOwner(ownerPage);
    await ownerPage.goto(`/admin/galleries/${gallery.id}`);
    const list = ownerPage.getByRole("region", { name: svProofing.admin.title });
    await expect(list.getByRole("row")).toHaveCount(11);
    await expect(list.getByRole("cell", { name: "DSC_2001.jpg" })).toBeVisible();
    await expect(list.getByRole("cell", { name: note })).toBeVisible();
    const csv = await ownerPage.request.get(`/api/admin/galleries/${gallery.id}/selection.csv`);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split("\r\n")[2]).toBe(
      `DSC_2001.jpg;${note.includes(",") ? `"${note}"` : note}`,
    );

    // The ten included photos, in full resolution, as one zip.
    const zip = await page.request.get(`/api/galleries/${gallery.slug}/download`);
    expect(zip.status()).toBe(200);
    const entries = readStoredZip(await zip.body());
    expect(entries.map((entry) => entry.name)).toEqual(
      gallery.photos
        .slice(0, 10)
        .map((photo) => `${gallery.slug}/${String(photo.position).padStart(3, "0")}.jpg`),
    );
    expect(entries.every((entry) => entry.data.subarray(0, 2).toString("hex") === "ffd8")).toBe(
      true,
    );
    const extra = gallery.photos[10]!;
    expect(
      (
        await page.request.get(`/api/galleries/${gallery.slug}/photos/${extra.id}/download`)
      ).status(),
    ).toBe(404);

    // An extra photo, bought at the test checkout, then downloadable too.
    await page.getByRole("checkbox", { name: t.extras.pick.replace("{{position}}", "11") }).check();
    await page.getByRole("checkbox", { name: shopTexts[lang].purchase.immediateDelivery }).check();
    await page.getByRole("button", { name: t.extras.buy }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await page.getByLabel(checkoutTexts[lang].test.email).fill(customerEmail);
    await page.getByRole("button", { name: checkoutTexts[lang].test.pay }).click();
    await expect(
      page.getByRole("heading", { name: checkoutTexts[lang].success.title, level: 1 }),
    ).toBeVisible();
    const bought = await page.request.get(
      `/api/galleries/${gallery.slug}/photos/${extra.id}/download`,
    );
    expect(bought.status()).toBe(200);
    expect(bought.headers()["content-type"]).toBe("image/jpeg");

    // One review invitation in the customer's language, however many downloads follow.
    expect((await page.request.get(`/api/galleries/${gallery.slug}/download`)).status()).toBe(200);
    // It is due a day after the first download: the test server runs the jobs of that day at
    // its time (the runner itself goes by the wall clock, which may be before the test's day).
    const dayLater = new Date(Date.parse(testNow) + 86_400_000 + 60_000).toISOString();
    const jobs = await page.request.post(
      `/__test/jobs/run?${new URLSearchParams({ from: testNow })}`,
      { headers: { "X-Test-Now": dayLater } },
    );
    expect(jobs.status()).toBe(200);
    const subject = lang === "sv" ? /^Hur blev bilderna\?/ : /^How did your photos turn out\?/;
    const [invitation] = await outbox.waitForMail(customerEmail, subject);
    const link = /https?:\/\/\S+#omdome/.exec(invitation!.text)![0];
    expect(new URL(link).pathname).toBe(lang === "sv" ? "/testimonials" : "/en/testimonials");
    expect(outbox.mailsTo(customerEmail).filter((one) => subject.test(one.subject))).toHaveLength(
      1,
    );
    // The form takes the service the invitation names.
    await page.goto(`${new URL(link).pathname}?service=${encodeURIComponent("Porträtt")}#omdome`);
    await expect(page.locator('input[name="service"]')).toHaveValue("Porträtt");
    await owner.dispose();
  });
}
