import { describe, expect, it } from "vitest";
import { redactPath, redactUrl } from "./redact-path";

describe("redactPath", () => {
  it("hides the secret of every address that carries one", () => {
    const cases = [
      ["/download/abc123", "/download/[redacted]"],
      ["/checkout/test/cs_test_1", "/checkout/test/[redacted]"],
      ["/fi/checkout/test/cs_test_1", "/fi/checkout/test/[redacted]"],
      ["/api/auth/reset-password/tok3n", "/api/auth/reset-password/[redacted]"],
      ["/calendar/s3cret.ics", "/calendar/[redacted]"],
      ["/DOWNLOAD/abc123/", "/DOWNLOAD/[redacted]/"],
      ["/d%6Fwnload/abc123", "/d%6Fwnload/[redacted]"],
      ["//download/abc123", "//download/[redacted]"],
    ];
    for (const [path, redacted] of cases) expect(redactPath(path!), path).toBe(redacted);
  });

  it("leaves every other path as it is", () => {
    for (const path of [
      "/",
      "/en/shop",
      "/download",
      "/download/",
      "/checkout/test",
      "/%E0%A4%A",
      "/api/orders/1/download",
    ])
      expect(redactPath(path)).toBe(path);
  });

  it("keeps of an address its origin and redacted path, without the query", () => {
    expect(redactUrl("https://example.test/auth/reset-password?token=abc")).toBe(
      "https://example.test/auth/reset-password?[redacted]",
    );
    expect(redactUrl("http://127.0.0.1:3000/download/abc#x")).toBe(
      "http://127.0.0.1:3000/download/[redacted]?[redacted]",
    );
    expect(redactUrl("https://example.test/en/shop")).toBe("https://example.test/en/shop");
  });
});
