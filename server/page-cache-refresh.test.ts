import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.ts";

// A stale page rendered again (docs/decisions/064, 107): once for all who ask meanwhile, and the
// callers that wait get the new page itself.

/** A signed-out page as the app renders it: its nonce on its one inline script. */
function rendered(text: string): Response {
  const nonce = "bm9uY2Vub25jZQ==";
  return new Response(
    `<!DOCTYPE html><html><head><script nonce="${nonce}">${text}</script></head></html>`,
    {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "private, no-cache",
        "content-security-policy": `script-src 'self' 'nonce-${nonce}'`,
      },
    },
  );
}

describe("PageCache.refresh", () => {
  it("renders once for every caller meanwhile and gives them the page it stored", async () => {
    const cache = createPageCache({ freshMs: 0 });
    await cache.store("k", rendered("old"), cache.generation());
    let renders = 0;
    let finish: (response: Response) => void = () => {};
    const render = () => {
      renders++;
      return new Promise<Response>((resolve) => (finish = resolve));
    };
    const first = cache.refresh("k", render);
    const second = cache.refresh("k", render);
    expect(renders).toBe(1);
    finish(rendered("new"));
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a!.body.toString()).toContain(">new<");
    expect(cache.get("k")!.page).toBe(a);
    // Done: the next stale request renders again.
    void cache.refresh("k", render);
    expect(renders).toBe(2);
  });

  it("forgets the page and answers null when the new answer may not be kept", async () => {
    const cache = createPageCache({ freshMs: 0 });
    await cache.store("k", rendered("old"), cache.generation());
    const personal = new Response("<html></html>", {
      headers: { "content-type": "text/html", "cache-control": "private, no-store" },
    });
    expect(await cache.refresh("k", async () => personal)).toBeNull();
    expect(cache.get("k")).toBeNull();
    await cache.store("k", rendered("old"), cache.generation());
    expect(await cache.refresh("k", () => Promise.reject(new Error("down")))).toBeNull();
    expect(cache.get("k")).toBeNull();
  });
});
