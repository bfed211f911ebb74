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

  it("percent-encodes what a Location header cannot hold, and refuses what cannot be encoded", () => {
    expect(safeReturnTo("/\u3002/x")).toBe("/%E3%80%82/x");
    expect(safeReturnTo("/fi/s\u00f6k?q=a b#\u00e5")).toBe("/fi/s%C3%B6k?q=a%20b#%C3%A5");
    expect(safeReturnTo("/%E3%80%82/x")).toBe("/%E3%80%82/x");
    expect(safeReturnTo("/\ud800")).toBeNull();
  });

  it("never sends back to a data request, only to the page it loads for", () => {
    expect(safeReturnTo("/fi/bookings.data")).toBe("/fi/bookings");
    expect(safeReturnTo("/en/bookings.data?_routes=root")).toBe("/en/bookings?_routes=root");
    expect(safeReturnTo("/_.data")).toBe("/");
    expect(safeReturnTo("/en.data")).toBe("/en");
    expect(safeReturnTo("/bookings")).toBe("/bookings");
  });

  it("builds the sign-in link with the return path encoded", () => {
    expect(authPathWithReturn("/fi/auth", "/fi#kontakt")).toBe("/fi/auth?returnTo=%2Ffi%23kontakt");
  });
});
