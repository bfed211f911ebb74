import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Flag } from "./flag";

describe("Flag", () => {
  it("gives each British flag's clip path an id of its own, which its cross refers to", () => {
    // The language selector shows the flag in its button and again in its list.
    const html = renderToStaticMarkup(
      <>
        <Flag lang="en" />
        <Flag lang="en" />
        <Flag lang="sv" />
      </>,
    );
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    const references = [...html.matchAll(/clip-path="url\(#([^)]+)\)"/g)].map((match) => match[1]);
    expect(references).toEqual(ids);
  });
});
