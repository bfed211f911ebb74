import { describe, expect, it } from "vitest";
import { staticClosure } from "./chunk-plan";

describe("staticClosure", () => {
  const imports: Record<string, string[]> = {
    entry: ["react", "root"],
    root: ["header", "react"],
    header: ["icon"],
    // A cycle, as modules may have.
    icon: ["header"],
    page: ["form"],
  };
  const graph = { imported: (id: string) => imports[id] ?? [] };

  it("is everything reached through static imports, the start included, each once", () => {
    expect([...staticClosure(graph, ["entry"])].sort()).toEqual(
      ["entry", "header", "icon", "react", "root"].sort(),
    );
  });

  it("leaves out what only another start reaches", () => {
    expect(staticClosure(graph, ["entry"]).has("form")).toBe(false);
    expect([...staticClosure(graph, ["entry", "page"])]).toContain("form");
  });
});
