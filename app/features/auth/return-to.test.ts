import { describe, expect, it } from "vitest";
import { authPathWithReturn, safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it("accepts local paths, with query and hash", () => {
    expect(safeReturnTo("/bookings")).toBe("/bookings");
    expect(safeReturnTo("/fi/#kontakt")).toBe("/fi/#kontakt");
    expect(safeReturnTo("/en?x=1#kontakt")).toBe("/en?x=1#kontakt");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "bookings",
      "",
      null,
      undefined,
      "/\nfoo",
    ]) {
      expect(safeReturnTo(value), String(value)).toBeNull();
    }
  });

  it("builds the sign-in link with the return path encoded", () => {
    expect(authPathWithReturn("/fi/auth", "/fi#kontakt")).toBe("/fi/auth?returnTo=%2Ffi%23kontakt");
  });
});
