import { describe, expect, it } from "vitest";
import { promoBannerClosed, promoBannerClosedCookie } from "./promo-banner-cookie";

describe("promoBannerClosed", () => {
  it("is true only for a cookie of that name whose value is exactly 1", () => {
    const closed = [
      "promoBannerClosed=1",
      "a=b; promoBannerClosed=1",
      "promoBannerClosed =1",
      " promoBannerClosed= 1 ",
    ];
    for (const header of closed) expect(promoBannerClosed(header), header).toBe(true);
    const open = [
      null,
      "",
      "promoBannerClosed=1x",
      "promoBannerClosed=10",
      "xpromoBannerClosed=1",
      "promoBannerClosed=0; promoBannerClosed=1",
      "a=promoBannerClosed=1",
    ];
    for (const header of open) expect(promoBannerClosed(header), String(header)).toBe(false);
  });

  it("reads the cookie the close button sets as closed", () => {
    expect(promoBannerClosed(promoBannerClosedCookie.split(";")[0])).toBe(true);
  });
});
