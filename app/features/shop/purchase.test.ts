import { describe, expect, it } from "vitest";
import { priceIds, productTypes, type Product } from "~/content/products";
import { paymentUrl, purchaseRequest } from "./purchase";

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

describe("paymentUrl", () => {
  it("takes an absolute http(s) address from the answer, and nothing else", () => {
    expect(paymentUrl({ url: "https://pay.example.com/session/1" })).toBe(
      "https://pay.example.com/session/1",
    );
    expect(paymentUrl({ url: "http://127.0.0.1:3000/checkout/test/x" })).toBe(
      "http://127.0.0.1:3000/checkout/test/x",
    );
    for (const body of [
      { url: "javascript:alert(1)" },
      { url: "/relative" },
      { url: 42 },
      { ok: true },
      null,
      "https://pay.example.com",
    ])
      expect(paymentUrl(body), JSON.stringify(body)).toBeUndefined();
  });
});
