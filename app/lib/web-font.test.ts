import { describe, expect, it } from "vitest";
import {
  fetchWebFontForNextPages,
  webFontAttribute,
  webFontFamily,
  webFontStorageKey,
} from "./web-font";

/** A browser whose Font Loading API answers `load` so, with or without the attribute set. */
function browser({
  marked = false,
  load,
  setItem,
}: {
  marked?: boolean;
  load?: (font: string) => Promise<unknown[]>;
  setItem?: (key: string, value: string) => void;
}) {
  const stored = new Map<string, string>();
  const asked: string[] = [];
  return {
    stored,
    asked,
    document: {
      documentElement: {
        hasAttribute: (name: string) => marked && name === webFontAttribute,
      } as unknown as Element,
      fonts: load && {
        load: (font: string) => {
          asked.push(font);
          return load(font);
        },
      },
    },
    localStorage: {
      setItem: setItem ?? ((key: string, value: string) => void stored.set(key, value)),
    },
  };
}

describe("the web font for the next pages", () => {
  it("is fetched through the stylesheet's face and remembered once loaded", async () => {
    const win = browser({ load: async () => [{ family: webFontFamily }] });
    expect(await fetchWebFontForNextPages(win)).toBe(true);
    expect(win.asked).toEqual([`1em "${webFontFamily}"`]);
    expect(win.stored.get(webFontStorageKey)).toBe("1");
  });

  it("is not fetched again where the page already names it", async () => {
    const win = browser({ marked: true, load: async () => [{}] });
    expect(await fetchWebFontForNextPages(win)).toBe(false);
    expect(win.asked).toEqual([]);
    expect(win.stored.size).toBe(0);
  });

  it("is not remembered when it did not load, cannot be loaded or cannot be stored", async () => {
    const cases = [
      browser({ load: async () => [] }), // no face matched
      browser({ load: () => Promise.reject(new Error("NetworkError")) }),
      browser({}), // no Font Loading API
      browser({
        load: async () => [{}],
        setItem: () => {
          throw new Error("QuotaExceededError");
        },
      }),
    ];
    for (const win of cases) {
      expect(await fetchWebFontForNextPages(win)).toBe(false);
      expect(win.stored.size).toBe(0);
    }
  });
});
