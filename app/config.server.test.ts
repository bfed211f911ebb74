import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkoutMode, readConfig } from "./config.server";

describe("configuration", () => {
  it("starts on the embedded defaults with nothing set", () => {
    const config = readConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset, as .env.example leaves them", () => {
    expect(readConfig({ SMTP_URL: "", DATABASE_URL: "" }).SMTP_URL).toBeUndefined();
  });

  it("refuses a bad value with a message naming the variable", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ OWNER_EMAIL: "not-an-address" })).toThrow(/OWNER_EMAIL/);
    expect(() => readConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ HSTS_PRELOAD: "yes" })).toThrow(/HSTS_PRELOAD/);
  });

  it("requires an auth secret for a public https production site", () => {
    expect(() => readConfig({ NODE_ENV: "production", PUBLIC_URL: "https://example.fi" })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
  });

  it("drops a trailing slash from the canonical origin", () => {
    expect(
      readConfig({ PUBLIC_URL: "https://example.fi/", BETTER_AUTH_SECRET: "x".repeat(32) })
        .publicUrl,
    ).toBe("https://example.fi");
  });

  it("keeps the test clock off unless asked, and refuses it for any origin but loopback", () => {
    expect(readConfig({}).TEST_CLOCK).toBe(false);
    expect(readConfig({ TEST_CLOCK: "" }).TEST_CLOCK).toBe(false);
    expect(
      readConfig({ TEST_CLOCK: "1", NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:4000" })
        .TEST_CLOCK,
    ).toBe(true);
    const secret = "x".repeat(32);
    for (const PUBLIC_URL of ["https://example.fi", "http://example.fi", undefined]) {
      expect(() =>
        readConfig({
          TEST_CLOCK: "1",
          NODE_ENV: "production",
          PUBLIC_URL,
          BETTER_AUTH_SECRET: secret,
        }),
      ).toThrow(/TEST_CLOCK/);
    }
    expect(() => readConfig({ TEST_CLOCK: "yes" })).toThrow(/TEST_CLOCK/);
  });

  it("has booking limits of ten by default, and refuses a limit below one", () => {
    const config = readConfig({ BOOKING_MAX_OPEN: "", BOOKING_ATTEMPTS_PER_MINUTE: "" });
    expect([config.BOOKING_MAX_OPEN, config.BOOKING_ATTEMPTS_PER_MINUTE]).toEqual([10, 10]);
    expect(() => readConfig({ BOOKING_MAX_OPEN: "0" })).toThrow(/BOOKING_MAX_OPEN/);
  });

  it("closes the test checkout on a public https site without Stripe unless TEST_CHECKOUT=on", () => {
    const site = { PUBLIC_URL: "https://example.fi", BETTER_AUTH_SECRET: "x".repeat(32) };
    expect(checkoutMode(readConfig({}))).toBe("test");
    expect(checkoutMode(readConfig({ ...site, PUBLIC_URL: "https://localhost:3000" }))).toBe(
      "test",
    );
    expect(checkoutMode(readConfig(site))).toBe("closed");
    expect(checkoutMode(readConfig({ ...site, TEST_CHECKOUT: "on" }))).toBe("test");
    expect(checkoutMode(readConfig({ ...site, STRIPE_SECRET_KEY: "sk_live_x" }))).toBe("stripe");
    expect(() => readConfig({ TEST_CHECKOUT: "yes" })).toThrow(/TEST_CHECKOUT: must be on or off/);
    expect(() => readConfig({ TEST_CHECKOUT: "on", STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(
      /TEST_CHECKOUT/,
    );
  });
  it("keeps photos in DATA_DIR without S3_BUCKET, and wants the keys with a bucket", () => {
    const local = readConfig({ S3_BUCKET: "", S3_REGION: "", S3_FORCE_PATH_STYLE: "" });
    expect([local.S3_BUCKET, local.S3_REGION, local.S3_FORCE_PATH_STYLE]).toEqual([
      undefined,
      "us-east-1",
      false,
    ]);
    const keys = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    const s3 = readConfig({
      ...keys,
      S3_BUCKET: "nordic-photos",
      S3_REGION: "auto",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "site/",
    });
    expect(s3).toMatchObject({ S3_BUCKET: "nordic-photos", S3_FORCE_PATH_STYLE: true });
    expect(() => readConfig({ S3_BUCKET: "nordic-photos" })).toThrow(
      /S3_ACCESS_KEY_ID: is required with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    // Half a set-up would keep the photos on this machine without a word.
    expect(() => readConfig({ ...keys, S3_ENDPOINT: "https://s3.example.fi" })).toThrow(
      /S3_BUCKET: is required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set/,
    );
    // .env.example lists them all, and as it leaves them the photos stay in the folder.
    const example = Object.fromEntries(
      readFileSync(".env.example", "utf8")
        .split("\n")
        .filter((line) => /^S3_[A-Z_0-9]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(Object.keys(example)).toEqual(
      expect.arrayContaining(["S3_BUCKET", "S3_REGION", "S3_ENDPOINT", "S3_PREFIX"]),
    );
    expect(Object.keys(example)).toEqual(
      expect.arrayContaining(["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"]),
    );
    expect(readConfig(example).S3_BUCKET).toBeUndefined();
    for (const [name, value] of [
      ["S3_BUCKET", "Nordic_Photos"],
      ["S3_BUCKET", "ab"],
      ["S3_ENDPOINT", "not a url"],
      ["S3_FORCE_PATH_STYLE", "yes"],
      ["S3_PREFIX", "../x"],
      ["S3_PREFIX", "/site"],
      ["S3_PREFIX", "a//b"],
    ])
      expect(() => readConfig({ ...keys, S3_BUCKET: "nordic-photos", [name!]: value })).toThrow(
        new RegExp(name!),
      );
  });
});
