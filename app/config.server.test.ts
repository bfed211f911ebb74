import { describe, expect, it } from "vitest";
import { readConfig } from "./config.server";

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
});
