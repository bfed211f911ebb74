import type { APIRequestContext, Browser } from "@playwright/test";
import enTexts from "../../app/i18n/locales/en/clientGallery";
import fiTexts from "../../app/i18n/locales/fi/clientGallery";
import svTexts from "../../app/i18n/locales/sv/clientGallery";
import { e2eOwner } from "../support/e2e-owner";
import { generatedPhoto, shapeOf } from "../support/generated-photos";
import { outboxReader } from "../support/outbox";
import {
  businessDate,
  createAccount,
  expect,
  firstFreeTime,
  gotoHydrated,
  test,
  uniqueEmail,
} from "./account-helpers";
import { ownerContext } from "./gallery-fixtures";
import { defaultTestNow, e2eDataDir } from "./fixtures";

// A client gallery from a booked shoot to the customer's photos (docs/decisions/101), in each
// language: the owner confirms the booking, creates the gallery from it in one step, sets a
// PIN, the photos are uploaded and processed, the owner publishes; the customer's "ready" mail
// in their language carries the private link; the PIN form refuses wrong PINs and, after five,
// says when to try again; from another address the right PIN opens the gallery, previews shown.

const journeys = [
  {
    lang: "sv",
    prefix: "",
    texts: svTexts,
    subject: /^Dina bilder är klara/,
    owner: { pin: "Ny PIN-kod (fyra siffror)", savePin: "Spara PIN-koden", publish: "Publicera" },
    wait: /Försök igen om \d+ min\./,
    wrong: "Fel PIN-kod. Kontrollera den och försök igen.",
  },
  {
    lang: "en",
    prefix: "/en",
    texts: enTexts,
    subject: /^Your photos are ready/,
    owner: { pin: "New PIN (four digits)", savePin: "Save the PIN", publish: "Publish" },
    wait: /Try again in \d+ min\./,
    wrong: "Wrong PIN. Check it and try again.",
  },
  {
    lang: "fi",
    prefix: "/fi",
    texts: fiTexts,
    subject: /^Kuvasi ovat valmiit/,
    owner: {
      pin: "Uusi PIN-koodi (neljä numeroa)",
      savePin: "Tallenna PIN-koodi",
      publish: "Julkaise",
    },
    wait: /Yritä uudelleen \d+ minuutin kuluttua\./,
    wrong: "Väärä PIN-koodi. Tarkista se ja yritä uudelleen.",
  },
] as const;

async function visitor(browser: Browser, baseURL: string, address: string) {
  return browser.newContext({
    baseURL,
    locale: "sv-SE",
    timezoneId: "Europe/Helsinki",
    extraHTTPHeaders: { "X-Test-Now": defaultTestNow, "X-Forwarded-For": address, Origin: baseURL },
  });
}

async function uploadAndProcess(owner: APIRequestContext, galleryId: string) {
  const form = new FormData();
  for (let index = 0; index < 3; index++)
    form.append(
      "photos",
      new Blob([new Uint8Array(await generatedPhoto(index, shapeOf(index, 800)))], {
        type: "image/jpeg",
      }),
      `KUND_${index}.jpg`,
    );
  const upload = await owner.post(`/api/admin/galleries/${galleryId}/photos`, { multipart: form });
  expect(upload.status(), await upload.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const { gallery } = await (await owner.get(`/api/admin/galleries/${galleryId}`)).json();
        return (gallery.photos as { status: string }[]).map((photo) => photo.status).join();
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe("ready,ready,ready");
}

for (const journey of journeys) {
  test(`booking → client gallery → ready mail → PIN → photos (${journey.lang})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { lang, prefix, texts } = journey;
    const seed = testInfo.testId.length + lang.charCodeAt(0);

    // The customer books; the owner confirms.
    const email = uniqueEmail();
    const baseURL = testInfo.project.use.baseURL!;
    const customer = await visitor(browser, baseURL, `10.31.${seed % 250}.1`);
    await createAccount(customer.request, email, "Kim Kund");
    const day = businessDate(lang === "sv" ? 4 : lang === "en" ? 5 : 6);
    const booked = await customer.request.post(`/api/bookings?lang=${lang}`, {
      data: {
        serviceType: "portrait",
        bookingDate: day,
        bookingTime: await firstFreeTime(customer.request, day),
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { booking } = await booked.json();
    const owner = await ownerContext(baseURL);
    expect((await owner.post(`/api/admin/bookings/${booking.id}/confirm`)).status()).toBe(200);

    // The owner: "Create client gallery" on the booking, then the PIN, the photos, publish.
    const signedIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: e2eOwner.email, password: e2eOwner.password },
    });
    expect(signedIn.status()).toBe(200);
    await gotoHydrated(page, `${prefix}/admin/bookings`);
    const card = page.locator("article").filter({ hasText: email });
    await card.getByRole("button", { name: texts.booking.createGallery }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/galleries/[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { name: texts.admin.heading })).toBeVisible();
    const link = await page.getByLabel(texts.admin.link).inputValue();
    expect(link).toMatch(new RegExp(`${prefix}/galleri/[a-z0-9-]+\\?key=[A-Za-z0-9_-]{22}$`));
    await expect(page.getByLabel(texts.admin.customer)).toHaveValue(email);
    await page.getByLabel(journey.owner.pin).fill("2468");
    await page.getByRole("button", { name: journey.owner.savePin }).click();
    await expect(page.getByText(texts.admin.pinSet)).toBeVisible();
    const galleryId = /galleries\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await uploadAndProcess(owner, galleryId);
    await page.reload();
    await page.getByRole("button", { name: journey.owner.publish, exact: true }).click();
    await expect(page.getByText(texts.admin.sendAgain)).toBeVisible();

    // The customer's mail, in the booking's language, with the private link.
    const [mail] = await outboxReader(e2eDataDir()).waitForMail(email, journey.subject);
    const mailed = new RegExp(`https?://\\S+(${prefix}/galleri/\\S+\\?key=[A-Za-z0-9_-]+)`).exec(
      mail!.text,
    )?.[1];
    expect(mailed).toBe(new URL(link).pathname + new URL(link).search);
    expect(mail!.text).not.toContain("2468");

    // The link asks for the PIN; five wrong ones, then the wait.
    const stranger = await visitor(browser, baseURL, `10.32.${seed % 250}.2`);
    const guess = await stranger.newPage();
    await guess.goto(mailed!);
    await expect(guess.getByRole("heading", { name: texts.pin.title })).toBeVisible();
    expect(await guess.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    for (const pin of ["1111", "2222", "3333", "4444", "5555"]) {
      await guess.getByLabel(texts.pin.label).fill(pin);
      await guess.getByRole("button", { name: texts.pin.submit }).click();
      await expect(guess.getByText(journey.wrong)).toBeVisible();
    }
    await guess.getByLabel(texts.pin.label).fill("2468");
    await guess.getByRole("button", { name: texts.pin.submit }).click();
    await expect(guess.getByText(journey.wait)).toBeVisible();
    await stranger.close();

    // The customer, from their own address: the right PIN shows the photos.
    const own = await customer.newPage();
    await own.clock.install({ time: new Date(defaultTestNow) });
    await own.goto(mailed!);
    await own.getByLabel(texts.pin.label).fill("2468");
    await own.getByRole("button", { name: texts.pin.submit }).click();
    await expect(own.getByText(texts.page.kicker)).toBeVisible();
    const photos = own.locator("main ul[aria-label] img");
    await expect(photos).toHaveCount(3);
    for (const image of await photos.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // And the account page lists it.
    await gotoHydrated(own, `${prefix}/bookings`);
    await expect(own.getByRole("heading", { name: texts.account.title })).toBeVisible();
    await customer.close();
    await owner.dispose();
  });
}
