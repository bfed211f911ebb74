import { afterEach, describe, expect, it, vi } from "vitest";
import { startGalleryCheckout } from "./gallery-checkout";

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startGalleryCheckout", () => {
  it("posts the photos as JSON in the page's language and goes to the payment page", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(answer({ url: "http://127.0.0.1/checkout/test/x" }));
    vi.stubGlobal("fetch", fetchMock);
    const go = vi.fn();
    const body = { gallery: "match", photoIds: ["a", "b"] };
    expect(await startGalleryCheckout(body, "fi", go)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/create-payment?lang=fi");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual(body);
    expect(go).toHaveBeenCalledWith("http://127.0.0.1/checkout/test/x");
  });

  it.each([
    ["a refusal", () => Promise.resolve(answer({ title: "no" }, 400))],
    ["a network failure", () => Promise.reject(new TypeError("offline"))],
    ["an answer without an address", () => Promise.resolve(answer({}))],
    ["a script address", () => Promise.resolve(answer({ url: "javascript:alert(1)" }))],
    ["a body that is no JSON", () => Promise.resolve(new Response("<html>"))],
  ])("goes nowhere after %s", async (_case, respond) => {
    vi.stubGlobal("fetch", vi.fn().mockImplementation(respond));
    const go = vi.fn();
    expect(await startGalleryCheckout({ gallery: "match", whole: true }, "sv", go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});
