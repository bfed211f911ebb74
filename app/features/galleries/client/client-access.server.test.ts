import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseForTestFile } from "~/db/database-for-test-file";
import { galleries } from "~/db/schema";
import { clientAddressHeader } from "~/lib/client-address";
import { hashPin, newAccessKey } from "./access-secrets.server";
import { mayViewClientPhotos, openClientGallery, unlockCookieName } from "./client-access.server";
import { pinTries, unlockClientGallery } from "./unlock.server";

// Who gets into a client gallery, on a real (embedded) database and the project's clock.

const db = databaseForTestFile();
let counter = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2031-03-10T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

async function clientGallery(options: { pin?: string; published?: boolean; expiresOn?: string }) {
  counter += 1;
  const [gallery] = await db()
    .insert(galleries)
    .values({
      slug: `kund-${counter}`,
      kind: "client",
      title: { sv: "Porträtt" },
      customerEmail: "kund@example.com",
      accessKey: newAccessKey(),
      pinHash: options.pin ? await hashPin(options.pin) : null,
      publishedAt: options.published === false ? null : new Date("2031-03-01T10:00:00Z"),
      expiresOn: options.expiresOn ?? "2031-05-01",
    })
    .returning();
  return gallery!;
}

const at = (slug: string, query = "", cookie?: string, address = "203.0.113.7") =>
  new Request(`http://localhost/galleri/${slug}${query}`, {
    headers: { ...(cookie && { cookie }), [clientAddressHeader]: address },
  });

function cookieOf(header: string): string {
  return header.split(";")[0]!;
}

describe("openClientGallery", () => {
  it("opens with the right key, and says nothing without it", async () => {
    const gallery = await clientGallery({});
    const other = await clientGallery({});
    expect(
      (await openClientGallery(db(), at(gallery.slug, `?key=${gallery.accessKey}`), gallery.slug))
        .state,
    ).toBe("open");
    for (const query of [
      "",
      "?key=",
      `?key=${other.accessKey}`,
      `?key=${"A".repeat(22)}`,
      "?key=%00",
    ])
      expect((await openClientGallery(db(), at(gallery.slug, query), gallery.slug)).state).toBe(
        "notFound",
      );
    expect(
      (await openClientGallery(db(), at("ingen-alls", `?key=${gallery.accessKey}`), "ingen-alls"))
        .state,
    ).toBe("notFound");
    expect((await openClientGallery(db(), at("x", ""), "\u0000".repeat(500))).state).toBe(
      "notFound",
    );
  });

  it("keeps an unpublished gallery hidden, key or not", async () => {
    const gallery = await clientGallery({ published: false });
    const found = await openClientGallery(
      db(),
      at(gallery.slug, `?key=${gallery.accessKey}`),
      gallery.slug,
    );
    expect(found.state).toBe("notFound");
  });

  it("asks for the PIN when one is set, and the cookie of the right PIN opens it", async () => {
    const gallery = await clientGallery({ pin: "4821" });
    const withKey = at(gallery.slug, `?key=${gallery.accessKey}`);
    expect((await openClientGallery(db(), withKey, gallery.slug)).state).toBe("needsPin");
    const { cookie } = await unlockClientGallery(db(), withKey, gallery.slug, {
      key: gallery.accessKey,
      pin: "4821",
    });
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie.startsWith(`${unlockCookieName(gallery)}=`)).toBe(true);
    const back = at(gallery.slug, "", cookieOf(cookie));
    expect((await openClientGallery(db(), back, gallery.slug)).state).toBe("open");
    expect(mayViewClientPhotos(back, gallery)).toBe(true);
    // The same cookie value under another gallery's name opens nothing.
    const other = await clientGallery({ pin: "4821" });
    const forged = `${unlockCookieName(other)}=${cookieOf(cookie).split("=")[1]}`;
    expect((await openClientGallery(db(), at(other.slug, "", forged), other.slug)).state).toBe(
      "notFound",
    );
  });

  it("a new key or PIN ends every earlier cookie", async () => {
    const gallery = await clientGallery({ pin: "1111" });
    const { cookie } = await unlockClientGallery(db(), at(gallery.slug), gallery.slug, {
      key: gallery.accessKey,
      pin: "1111",
    });
    await db()
      .update(galleries)
      .set({ pinHash: await hashPin("2222") })
      .where(eq(galleries.id, gallery.id));
    expect(
      (await openClientGallery(db(), at(gallery.slug, "", cookieOf(cookie)), gallery.slug)).state,
    ).toBe("notFound");
    await db()
      .update(galleries)
      .set({ pinHash: null, accessKey: newAccessKey() })
      .where(eq(galleries.id, gallery.id));
    expect(
      (await openClientGallery(db(), at(gallery.slug, "", cookieOf(cookie)), gallery.slug)).state,
    ).toBe("notFound");
  });

  it("is expired the day after its last day, in Finnish time", async () => {
    const gallery = await clientGallery({ expiresOn: "2031-03-10" });
    const withKey = at(gallery.slug, `?key=${gallery.accessKey}`);
    vi.setSystemTime(new Date("2031-03-10T21:59:00Z")); // 23:59 in Helsinki
    expect((await openClientGallery(db(), withKey, gallery.slug)).state).toBe("open");
    vi.setSystemTime(new Date("2031-03-10T22:00:00Z")); // 00:00 on the 11th
    expect((await openClientGallery(db(), withKey, gallery.slug)).state).toBe("expired");
    // Still nothing without the key.
    expect((await openClientGallery(db(), at(gallery.slug), gallery.slug)).state).toBe("notFound");
  });
});

describe("unlockClientGallery", () => {
  it("refuses a wrong key as an unknown gallery, and a malformed PIN as a field error", async () => {
    const gallery = await clientGallery({ pin: "1234" });
    await expect(
      unlockClientGallery(db(), at(gallery.slug), gallery.slug, { key: "nope", pin: "1234" }),
    ).rejects.toMatchObject({ code: "galleryNotFound" });
    for (const pin of ["123", "12345", "abcd", 1234, null, "１２３４", "1".repeat(100_000)])
      await expect(
        unlockClientGallery(db(), at(gallery.slug), gallery.slug, { key: gallery.accessKey, pin }),
      ).rejects.toMatchObject({ code: "validation", fieldErrors: [{ field: "pin" }] });
  });

  it("throttles wrong PINs per gallery and address, and tells when to try again", async () => {
    const gallery = await clientGallery({ pin: "9876" });
    const guess = (pin: string, address = "198.51.100.1") =>
      unlockClientGallery(db(), at(gallery.slug, "", undefined, address), gallery.slug, {
        key: gallery.accessKey,
        pin,
      });
    for (let i = 0; i < pinTries.limit; i += 1)
      await expect(guess(String(1000 + i))).rejects.toMatchObject({
        code: "validation",
        fieldErrors: [{ message: "api:clientGalleries.pinWrong" }],
      });
    // Even the right PIN waits now: the window is counted before the PIN is checked.
    const refused = await guess("9876").catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "tooManyPinTries" });
    const seconds = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // Another address, and the same address after the window, may try again.
    await expect(guess("9876", "198.51.100.2")).resolves.toMatchObject({
      gallery: { id: gallery.id },
    });
    vi.setSystemTime(new Date(Date.now() + seconds * 1000));
    await expect(guess("9876")).resolves.toMatchObject({ gallery: { id: gallery.id } });
  });

  it("answers an expired gallery with 410's error, and one without a PIN with its cookie", async () => {
    const open = await clientGallery({});
    await expect(
      unlockClientGallery(db(), at(open.slug), open.slug, { key: open.accessKey, pin: undefined }),
    ).resolves.toMatchObject({ gallery: { id: open.id } });
    const old = await clientGallery({ pin: "1234", expiresOn: "2031-03-01" });
    await expect(
      unlockClientGallery(db(), at(old.slug), old.slug, { key: old.accessKey, pin: "1234" }),
    ).rejects.toMatchObject({ code: "galleryExpired" });
  });
});
