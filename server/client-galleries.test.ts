import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enApi from "~/i18n/locales/en/api";
import fiApi from "~/i18n/locales/fi/api";
import svApi from "~/i18n/locales/sv/api";
import { generatedPhoto, shapeOf } from "../tests/support/generated-photos";
import { authLinkIn } from "../tests/support/outbox";
import { startTestSmtp, waitForSmtpMail } from "../tests/support/test-smtp";
import { signInAs, startServerWithAdmin } from "./admin-test-server";
import { cookieOf, freePort, testClient, type CallInit, type Client } from "./test-client";
import type { RunningServer } from "./test-server";

// Client galleries through the real server (docs/decisions/101): made by the owner (from a
// booking too), published with one "ready" mail per customer in their language, delivered by a
// real SMTP server on loopback and read as a mail program would; the private link, the PIN and
// its throttle, the photos' addresses, expiry (410) on the test clock, the account page, the
// data export and the account's deletion. Anything without access is the 404 of no gallery.

let server: RunningServer;
let stop: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let owner: Client;
let publicUrl: string;

// Tuesday 24 November 2026, 10:00 in Helsinki.
const testNow = "2026-11-24T10:00:00+02:00";

const client = testClient(() => server);
const call = (url: string, init: CallInit = {}) =>
  client.call(url, {
    ...init,
    headers: { "x-test-now": testNow, ...Object.fromEntries(new Headers(init.headers)) },
  });

beforeAll(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    TEST_CLOCK: "1",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Nordic Media Studio <info@nordicmediastudio.fi>",
  });
  server = started.server;
  stop = started.stop;
  owner = await signInAs(server, started.owner, client.nextAddress());
}, 120_000);
afterAll(async () => {
  await stop?.();
  await smtp?.close();
});

async function json(path: string, init: CallInit = {}, status = 200) {
  const response = await call(path, init);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(status);
  return response.json();
}

const ownerPost = (path: string, body?: unknown, init: CallInit = {}) =>
  call(path, {
    method: "POST",
    client: owner,
    ...(body !== undefined && { body: JSON.stringify(body) }),
    ...init,
  });

/** A signed-up customer with a confirmed address (the confirmation comes over SMTP here). */
async function customer(): Promise<Client> {
  const address = client.nextAddress();
  const email = `${crypto.randomUUID()}@example.test`;
  const response = await call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "x-forwarded-for": address },
    body: JSON.stringify({ name: "Anna Andersson", email, password: "hemligt123" }),
  });
  expect(response.status).toBe(200);
  const [mail] = await waitForSmtpMail(smtp.received, email, /Bekräfta din e-postadress/);
  expect((await call(authLinkIn(mail!))).status).toBe(302);
  return { cookie: cookieOf(response), address, email };
}

let slugs = 0;
type MadeGallery = { id: string; slug: string; key: string; photoIds: string[] };

/** Created, two photos uploaded and processed, and (unless told) published. */
async function clientGallery(
  fields: Record<string, unknown>,
  options: { publish?: boolean } = {},
): Promise<MadeGallery> {
  slugs += 1;
  const { gallery } = await json(
    "/api/admin/galleries",
    {
      method: "POST",
      client: owner,
      body: JSON.stringify({
        title: { sv: `Porträtt ${slugs}`, fi: `Muotokuva ${slugs}`, en: `Portrait ${slugs}` },
        kind: "client",
        slug: `kund-${slugs}`,
        shotOn: "2026-11-20",
        ...fields,
      }),
    },
    201,
  );
  const form = new FormData();
  for (let index = 0; index < 2; index++)
    form.append(
      "photos",
      new Blob([new Uint8Array(await generatedPhoto(index, shapeOf(index, 600)))], {
        type: "image/jpeg",
      }),
      `DSC_${index}.jpg`,
    );
  const upload = await fetch(`${server.url}/api/admin/galleries/${gallery.id}/photos`, {
    method: "POST",
    headers: { cookie: owner.cookie, "x-forwarded-for": owner.address, origin: server.url },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(202);
  const photoIds = await processed(gallery.id);
  if (options.publish !== false) await publish(gallery.id);
  const key = new URL(gallery.client.privatePath, publicUrl).searchParams.get("key")!;
  return { id: gallery.id, slug: gallery.slug, key, photoIds };
}

async function publish(id: string, body?: unknown) {
  const response = await ownerPost(`/api/admin/galleries/${id}/publish`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).gallery;
}

async function processed(galleryId: string): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { gallery } = await json(`/api/admin/galleries/${galleryId}`, { client: owner });
    const photos = gallery.photos as { id: string; status: string }[];
    if (photos.length === 2 && photos.every((photo) => photo.status === "ready"))
      return photos.map((photo) => photo.id);
    if (Date.now() > deadline) throw new Error("photos not processed in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readyMails = (email: string) =>
  smtp.received.filter((mail) => mail.to === email && /klara|valmiit|ready/.test(mail.subject));

describe("creating a client gallery", () => {
  it("refuses bad and hostile input with the field's message in the visitor's language", async () => {
    const base = { title: { sv: "Kund" }, kind: "client", customerEmail: "kund@example.test" };
    const cases: [Record<string, unknown>, string, keyof typeof svApi.clientGalleries][] = [
      [{ customerEmail: undefined }, "customerEmail", "customerEmailInvalid"],
      [{ customerEmail: "inte en adress" }, "customerEmail", "customerEmailInvalid"],
      [
        { customerEmail: `${"a".repeat(250)}@example.test` },
        "customerEmail",
        "customerEmailInvalid",
      ],
      [{ customerEmail: "<script>@x" }, "customerEmail", "customerEmailInvalid"],
      [{ pin: "123" }, "pin", "pinInvalid"],
      [{ pin: "12345" }, "pin", "pinInvalid"],
      [{ pin: "12a4" }, "pin", "pinInvalid"],
      [{ pin: 1234 }, "pin", "pinInvalid"],
      [{ pin: "１２３４" }, "pin", "pinInvalid"],
      [{ selectionLimit: 0 }, "selectionLimit", "selectionLimitInvalid"],
      [{ selectionLimit: 10_001 }, "selectionLimit", "selectionLimitInvalid"],
      [{ selectionLimit: 2.5 }, "selectionLimit", "selectionLimitInvalid"],
      [{ expiresOn: "2026-02-30" }, "expiresOn", "expiresOnInvalid"],
      [{ expiresOn: "2026-11-23" }, "expiresOn", "expiresOnInvalid"],
      [{ expiresOn: "\u0000" }, "expiresOn", "expiresOnInvalid"],
      [{ bookingId: "'; drop table galleries; --" }, "bookingId", "bookingInvalid"],
      [{ bookingId: crypto.randomUUID() }, "bookingId", "bookingInvalid"],
      [{ language: "de" }, "language", "languageInvalid"],
      [{ kind: "event", pin: "1234" }, "pin", "notAClientGallery"],
    ];
    for (const [change, field, key] of cases) {
      for (const [lang, api] of [
        ["sv", svApi],
        ["en", enApi],
      ] as const) {
        const response = await ownerPost("/api/admin/galleries", { ...base, ...change }, { lang });
        const label = `${JSON.stringify(change)} ${lang}`;
        expect(response.status, label).toBe(400);
        const problem = await response.json();
        expect(problem.errors, label).toContainEqual({
          field,
          message: api.clientGalleries[key],
        });
      }
    }
    // Oversized: refused before it is parsed.
    const huge = await ownerPost("/api/admin/galleries", {
      ...base,
      title: { sv: "x".repeat(20_000) },
    });
    expect(huge.status).toBe(400);
  });

  it("keeps a PIN only as a hash, makes a 128-bit key, and is open 60 days by business time", async () => {
    // 23:30 UTC on the 24th is already the 25th in Helsinki.
    const response = await ownerPost(
      "/api/admin/galleries",
      { title: { sv: "Natt" }, kind: "client", customerEmail: "Natt@Example.test", pin: "4821" },
      { headers: { "x-test-now": "2026-11-24T23:30:00Z" } },
    );
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain("4821");
    expect(text).not.toMatch(/pinHash|scrypt/);
    const { gallery } = JSON.parse(text);
    expect(gallery.client).toMatchObject({
      customerEmail: "natt@example.test",
      hasPin: true,
      expiresOn: "2027-01-24",
      language: "sv",
      allowDownload: false,
      selectionLimit: null,
    });
    const key = new URL(gallery.client.privatePath, publicUrl).searchParams.get("key")!;
    expect(Buffer.from(key, "base64url")).toHaveLength(16);
  });
});

describe("from a booking to the customer's mail and page", () => {
  let anna: Client;
  let made: MadeGallery;

  beforeAll(async () => {
    anna = await customer();
    const booked = await call("/api/bookings", {
      method: "POST",
      client: anna,
      lang: "fi",
      body: JSON.stringify({
        serviceType: "portrait",
        bookingDate: "2026-11-26",
        bookingTime: "10:00",
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { booking } = await booked.json();
    // Pending: no gallery yet.
    const early = await call(`/admin/bookings/${booking.id}/client-gallery`, {
      method: "POST",
      client: owner,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(early.status).toBe(302);
    expect(early.headers.get("location")).toBe("/admin/bookings");
    expect((await ownerPost(`/api/admin/bookings/${booking.id}/confirm`)).status).toBe(200);
    const created = await call(`/admin/bookings/${booking.id}/client-gallery`, {
      method: "POST",
      client: owner,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(created.status).toBe(302);
    const id = /^\/admin\/galleries\/([0-9a-f-]{36})$/.exec(
      created.headers.get("location") ?? "",
    )?.[1];
    expect(id).toBeDefined();
    const { gallery } = await json(`/api/admin/galleries/${id}`, { client: owner });
    expect(gallery).toMatchObject({ kind: "client", shotOn: "2026-11-26", published: false });
    expect(gallery.client).toMatchObject({
      customerEmail: anna.email,
      bookingId: booking.id,
      language: "fi",
      linkedAccount: true,
      readyMailSentAt: null,
    });
    expect(gallery.title.fi).toContain("Anna Andersson");
    // The editor's page shows the private link to the owner.
    const page = await call(`/admin/galleries/${id}`, { client: owner });
    expect(await page.text()).toContain(gallery.client.privatePath.replace(/&/g, "&amp;"));
    made = { id: id!, slug: gallery.slug, key: "", photoIds: [] };
    made.key = new URL(gallery.client.privatePath, publicUrl).searchParams.get("key")!;
  }, 120_000);

  it("mails the customer once, in Finnish, with the private link; again only when asked", async () => {
    await publish(made.id);
    const [mail] = await waitForSmtpMail(smtp.received, anna.email, /^Kuvasi ovat valmiit/);
    expect(mail!.text).toContain("ovat nyt omassa galleriassasi");
    expect(mail!.text).toContain(`${publicUrl}/fi/galleri/${made.slug}?key=${made.key}`);
    expect(mail!.html).toContain(`href="${publicUrl}/fi/galleri/${made.slug}?key=${made.key}"`);
    expect(mail!.text).not.toContain("PIN");
    // Published again (after more uploads, say): nothing. Asked to: one more. Two in all.
    await ownerPost(`/api/admin/galleries/${made.id}/unpublish`);
    await publish(made.id);
    await publish(made.id);
    const again = await publish(made.id, { sendMailAgain: true });
    expect(again.client.readyMailSentAt).not.toBeNull();
    await waitForSmtpMail(smtp.received, anna.email, /^Kuvasi ovat valmiit/, 2);
    // The last mail queued went after the re-sent one: had a plain publish sent one, it'd be 3.
    await publish(made.id, { sendMailAgain: true });
    await waitForSmtpMail(smtp.received, anna.email, /^Kuvasi ovat valmiit/, 3);
    expect(readyMails(anna.email)).toHaveLength(3);
  });

  it("lists it on the customer's account page, and on no one else's", async () => {
    const page = await (await call("/fi/bookings", { client: anna })).text();
    expect(page).toContain("Galleriasi");
    expect(page).toContain(`/fi/galleri/${made.slug}?key=${made.key}`.replace(/&/g, "&amp;"));
    const other = await customer();
    const theirs = await (await call("/bookings", { client: other })).text();
    expect(theirs).not.toContain(made.slug);
  });
});

describe("the private link", () => {
  let locked: MadeGallery;
  let open: MadeGallery;
  const email = `${crypto.randomUUID()}@example.test`;

  beforeAll(async () => {
    locked = await clientGallery({
      customerEmail: email,
      pin: "2580",
      language: "en",
      expiresOn: "2026-12-31",
    });
    open = await clientGallery({
      customerEmail: `${crypto.randomUUID()}@example.test`,
      language: "sv",
    });
  }, 120_000);

  it("sends the English mail, which says a PIN is needed and never holds it", async () => {
    const [mail] = await waitForSmtpMail(smtp.received, email, /^Your photos are ready/);
    expect(mail!.text).toContain("The gallery is protected with a PIN");
    expect(mail!.text).toContain("The gallery is open until 31 December 2026.");
    expect(mail!.text).toContain(`/en/galleri/${locked.slug}?key=${locked.key}`);
    expect(mail!.raw).not.toContain("2580");
  });

  it("is 404, as no gallery is, without the key, with a wrong one or another gallery's", async () => {
    const unknown = await call("/galleri/ingen-sadan-finns");
    expect(unknown.status).toBe(404);
    for (const query of [
      "",
      "?key=",
      `?key=${open.key}`,
      `?key=${"A".repeat(22)}`,
      "?key=%00%ff",
    ]) {
      for (const path of [
        `/galleri/${locked.slug}${query}`,
        `/en/galleri/${open.slug}${query.replace(open.key, locked.key)}`,
      ]) {
        const response = await call(path);
        expect(response.status, path).toBe(404);
        const body = await response.text();
        expect(body).not.toMatch(/Portrait|Porträtt/);
        expect(response.headers.get("set-cookie") ?? "").not.toContain("gallery-access");
      }
      const api = await call(`/api/galleries/${locked.slug}${query}`);
      expect(api.status).toBe(404);
      expect((await api.json()).type).toBe(
        (await (await call("/api/galleries/ingen-sadan-finns")).json()).type,
      );
    }
    const sitemap = await (await call("/sitemap.xml")).text();
    for (const slug of [locked.slug, open.slug]) expect(sitemap).not.toContain(slug);
  });

  it("asks for the PIN, privately and unindexed, and throttles wrong ones", async () => {
    const page = await call(`/en/galleri/${locked.slug}?key=${locked.key}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Enter the PIN");
    expect(html).not.toContain("/media/photos/");
    // The key alone shows no photos through the API either.
    expect((await call(`/api/galleries/${locked.slug}?key=${locked.key}`)).status).toBe(404);

    const guesser = client.nextAddress();
    const unlock = (pin: unknown, address = guesser, lang = "en") =>
      call(`/api/galleries/${locked.slug}/unlock`, {
        method: "POST",
        headers: { "x-forwarded-for": address },
        lang,
        body: JSON.stringify({ key: locked.key, pin }),
      });
    expect((await unlock("0000", guesser, "sv")).status).toBe(400);
    const wrong = await (await unlock("0001")).json();
    expect(wrong.errors).toEqual([{ field: "pin", message: enApi.clientGalleries.pinWrong }]);
    for (const pin of ["0002", "0003", "0004"]) expect((await unlock(pin)).status).toBe(400);
    const throttled = await unlock("2580");
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await throttled.json()).detail).toMatch(
      /^Too many wrong PINs\. Try again in \d+ min\.$/,
    );
    const fi = await unlock("2580", guesser, "fi");
    expect((await fi.json()).detail).toMatch(/^Liian monta väärää PIN-koodia/);
    // A wrong key is no gallery at all, even for the unlock call.
    const wrongKey = await call(`/api/galleries/${locked.slug}/unlock`, {
      method: "POST",
      body: JSON.stringify({ key: open.key, pin: "2580" }),
    });
    expect(wrongKey.status).toBe(404);
    // Hostile and oversized bodies.
    for (const body of [
      "[]",
      "null",
      '{"key":{"$ne":null},"pin":"2580"}',
      `{"key":"${"k".repeat(5000)}"}`,
    ])
      expect([400, 404]).toContain(
        (await call(`/api/galleries/${locked.slug}/unlock`, { method: "POST", body })).status,
      );
  });

  it("opens with the right PIN: an httpOnly cookie for this gallery, its photos, their previews", async () => {
    const address = client.nextAddress();
    const response = await call(`/api/galleries/${locked.slug}/unlock`, {
      method: "POST",
      headers: { "x-forwarded-for": address },
      body: JSON.stringify({ key: locked.key, pin: "2580" }),
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^gallery-access-[0-9a-f-]{36}=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Path=\//);
    const visitor: Client = { cookie: cookieOf(response), address, email: "" };

    const answer = await call(`/api/galleries/${locked.slug}`, { client: visitor });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const body = await answer.json();
    expect(body.gallery.title).toBe(
      "Porträtt 1".replace("1", String(Number(locked.slug.split("-")[1]))),
    );
    expect(body.photos.map((photo: { id: string }) => photo.id).sort()).toEqual(
      [...locked.photoIds].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/DSC_|original/);
    const preview = body.photos[0].preview.src as string;
    expect((await call(preview, { client: visitor })).status).toBe(200);
    const media = await call(preview, { client: visitor });
    expect(media.headers.get("cache-control")).toBe("private, no-store");
    // Without the cookie, or with it for another gallery, the preview is not there.
    expect((await call(preview)).status).toBe(404);
    const otherPreview = (await (await call(`/api/galleries/${open.slug}?key=${open.key}`)).json())
      .photos[0].preview.src as string;
    expect((await call(otherPreview, { client: visitor })).status).toBe(404);

    const page = await call(`/en/galleri/${locked.slug}`, { client: visitor });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain("/media/photos/");
  });

  it("opens from the form without scripts, and says so when the PIN is wrong", async () => {
    const address = client.nextAddress();
    const post = (pin: string) =>
      call(`/en/galleri/${locked.slug}?key=${locked.key}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": address,
        },
        body: new URLSearchParams({ intent: "unlock", key: locked.key, pin }).toString(),
      });
    const wrong = await post("1111");
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await wrong.text()).toContain(enApi.clientGalleries.pinWrong);
    const right = await post("2580");
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe(`/en/galleri/${locked.slug}?key=${locked.key}`);
    expect(right.headers.get("set-cookie")).toMatch(/^gallery-access-/);
  });

  it("needs no PIN where none is set; the link's visit leaves the cookie for the photos", async () => {
    const page = await call(`/galleri/${open.slug}?key=${open.key}`);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie().filter((c) => c.startsWith("gallery-access-"))).toHaveLength(
      1,
    );
    const visitor: Client = { cookie: cookieOf(page), address: client.nextAddress(), email: "" };
    expect((await call(`/api/galleries/${open.slug}`, { client: visitor })).status).toBe(200);
    // The page cache never keeps it: a second visit is rendered again, with its cookie.
    const again = await call(`/galleri/${open.slug}?key=${open.key}`);
    expect(again.headers.get("x-page-cache") ?? "").not.toBe("hit");
    expect(again.headers.getSetCookie().some((c) => c.startsWith("gallery-access-"))).toBe(true);
  });

  it("is a friendly 410 after its last day, with the studio's address; the owner can extend", async () => {
    const after = { "x-test-now": "2027-01-01T00:30:00+02:00" };
    const page = await call(`/en/galleri/${locked.slug}?key=${locked.key}`, { headers: after });
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain("This link has expired");
    expect(html).toContain("mailto:");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const api = await call(`/api/galleries/${open.slug}?key=${open.key}`, {
      headers: { "x-test-now": "2027-01-24T00:30:00+02:00" },
    });
    expect(api.status).toBe(410);
    expect((await api.json()).detail).toBe(svApi.errors.galleryExpired);
    // Without the key it is still nothing.
    expect((await call(`/galleri/${locked.slug}`, { headers: after })).status).toBe(404);
    // Extended: open again.
    const extended = await call(`/api/admin/galleries/${locked.id}`, {
      method: "PATCH",
      client: owner,
      body: JSON.stringify({ expiresOn: "2027-01-31" }),
    });
    expect(extended.status).toBe(200);
    const reopened = await call(`/en/galleri/${locked.slug}?key=${locked.key}`, { headers: after });
    expect(reopened.status).toBe(200);
    expect(fiApi.errors.galleryExpired).not.toBe(svApi.errors.galleryExpired);
  });
});

describe("deleting the account", () => {
  it("ends the customer's access to their galleries; the owner keeps the photos", async () => {
    const bertil = await customer();
    const made = await clientGallery({ customerEmail: bertil.email });
    const exported = await json("/api/me/export", { client: bertil });
    expect(exported.galleries).toEqual([
      expect.objectContaining({
        title: expect.objectContaining({ sv: expect.stringMatching(/^Porträtt/) }),
        selection: [],
      }),
    ]);
    const link = `/galleri/${made.slug}?key=${made.key}`;
    const opened = await call(link);
    expect(opened.status).toBe(200);
    const cookie = cookieOf(opened);
    const erased = await call("/api/me", { method: "DELETE", client: bertil });
    expect(erased.status).toBeLessThan(300);
    expect((await call(link)).status).toBe(404);
    expect((await call(`/galleri/${made.slug}`, { headers: { cookie } })).status).toBe(404);
    const { gallery } = await json(`/api/admin/galleries/${made.id}`, { client: owner });
    expect(gallery.photos).toHaveLength(2);
    expect(gallery.client).toMatchObject({ customerEmail: null, linkedAccount: false });
  });
});
