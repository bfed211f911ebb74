import { afterEach, describe, expect, it, vi } from "vitest";
import { priceIds, productTypes, type Product } from "~/content/products";
import { createPaymentEndpoint, purchaseRequest, startPurchase } from "./purchase";

const windows: Product = {
  priceId: priceIds.windows11,
  key: "windows11",
  category: "software",
  name: "Windows 11 Pro",
  description: "",
  amount: 14900,
  currency: "EUR",
  active: true,
};
const website: Product = {
  priceId: priceIds.travelWebsite,
  key: "travelWebsite",
  category: "websites",
  name: "Travel comparison site",
  description: "",
  amount: 29000,
  currency: "EUR",
  active: true,
  productType: productTypes.travelWebsite,
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("purchaseRequest", () => {
  it("sends the product name for software and albums, the product type for the website", () => {
    expect(purchaseRequest(windows, "Windows 11 Pro")).toEqual({
      priceId: windows.priceId,
      productName: "Windows 11 Pro",
    });
    expect(purchaseRequest(website, "Travel comparison site")).toEqual({
      priceId: website.priceId,
      productType: "travel-comparison",
    });
  });
});

describe("startPurchase", () => {
  it("posts the request as JSON and opens the returned payment page", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse({ url: "https://pay.example.com/session/1" }));
    vi.stubGlobal("fetch", fetchMock);
    const openPage = vi.fn();

    const outcome = await startPurchase(windows, "Windows 11 Pro", "sv", openPage);

    expect(outcome).toEqual({ kind: "redirected", url: "https://pay.example.com/session/1" });
    expect(openPage).toHaveBeenCalledWith("https://pay.example.com/session/1");
    const [endpoint, init] = fetchMock.mock.calls[0]!;
    expect(endpoint).toBe(`${createPaymentEndpoint}?lang=sv`);
    expect(init.method).toBe("POST");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({
      priceId: windows.priceId,
      productName: "Windows 11 Pro",
    });
  });

  it("fails on a non-ok response without opening anything", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ error: "not found" }, 404)));
    const openPage = vi.fn();

    await expect(startPurchase(windows, "Windows 11 Pro", "sv", openPage)).resolves.toEqual({
      kind: "failed",
      reason: "http",
    });
    expect(openPage).not.toHaveBeenCalled();
  });

  it("fails on a network error instead of throwing", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const openPage = vi.fn();

    await expect(startPurchase(website, "Travel comparison site", "en", openPage)).resolves.toEqual(
      {
        kind: "failed",
        reason: "network",
      },
    );
    expect(openPage).not.toHaveBeenCalled();
  });

  it("fails on a 200 without a url field", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ ok: true })));
    const openPage = vi.fn();

    await expect(startPurchase(windows, "Windows 11 Pro", "sv", openPage)).resolves.toEqual({
      kind: "failed",
      reason: "missing-url",
    });
    expect(openPage).not.toHaveBeenCalled();
  });

  it("fails on a 200 whose body is not JSON or whose url is not http(s)", async () => {
    const openPage = vi.fn();
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(new Response("<html></html>", { status: 200 })),
    );
    await expect(startPurchase(windows, "Windows 11 Pro", "sv", openPage)).resolves.toMatchObject({
      kind: "failed",
    });

    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ url: "javascript:alert(1)" })));
    await expect(startPurchase(windows, "Windows 11 Pro", "sv", openPage)).resolves.toMatchObject({
      kind: "failed",
    });
    expect(openPage).not.toHaveBeenCalled();
  });
});
