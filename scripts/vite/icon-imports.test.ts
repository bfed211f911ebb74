import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as lucide from "lucide-react";
import { icon } from "../../app/components/ui/icon.tsx";
import {
  directIconImports,
  iconDrawing,
  iconModule,
  lucideIconFiles,
  type IconData,
} from "./icon-imports.ts";

const lucideDir = path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json"));
const files = lucideIconFiles(
  fs.readFileSync(path.join(lucideDir, "dist/esm/lucide-react.mjs"), "utf8"),
);

/** Every icon name the site's code imports from lucide-react. */
function namesTheSiteUses(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, "utf8");
        for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g))
          for (const name of list!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!))
            if (name && !name.startsWith("type ")) names.add(name);
      }
    }
  };
  walk(path.resolve("app"));
  return [...names].sort();
}

async function iconData(name: string): Promise<IconData> {
  const module = (await import(
    path.join(lucideDir, "dist/esm/icons", `${files.get(name)}.mjs`)
  )) as { __iconData: IconData };
  return module.__iconData;
}

const propsToTry: Record<string, unknown>[] = [
  {},
  { className: "size-5 text-aurora", "aria-hidden": "true" },
  { className: "  size-4  size-4 lucide " },
  { "aria-label": "Close" },
  { role: "img", title: "A title" },
  { size: 16, color: "red", strokeWidth: 1.5 },
  { size: 32, strokeWidth: 3, absoluteStrokeWidth: true },
  { width: 20, height: 18, nonScalingStroke: true, "data-testid": "icon" },
];

describe("icons drawn by icon() instead of lucide-react's components", () => {
  it("render the very markup lucide-react renders, for every icon the site uses", async () => {
    const names = namesTheSiteUses();
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      const data = await iconData(name);
      const Ours = icon(data.name, iconDrawing(data), data.aliases);
      const Theirs = (lucide as unknown as Record<string, ComponentType>)[name]!;
      for (const props of propsToTry)
        expect(
          renderToStaticMarkup(createElement(Ours, props)),
          `${name} ${JSON.stringify(props)}`,
        ).toBe(renderToStaticMarkup(createElement(Theirs, props)));
    }
  });

  it("a labelled icon or one with children is not hidden from assistive technology", () => {
    const Check = icon("check", [["path", { d: "M20 6 9 17l-5-5" }]]);
    expect(renderToStaticMarkup(createElement(Check))).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(createElement(Check, { "aria-label": "Done" }))).not.toContain(
      "aria-hidden",
    );
    expect(
      renderToStaticMarkup(createElement(Check, null, createElement("title", null, "Done"))),
    ).not.toContain("aria-hidden");
  });

  it("an icon's module holds its drawing without React's keys", async () => {
    const code = iconModule(await iconData("Menu"), "/app/components/ui/icon.tsx");
    expect(code).toContain('icon("menu", [["path",{"d":"M4 5h16"}]');
    expect(code).not.toContain("key");
  });
});

describe("directIconImports", () => {
  it("turns named imports, aliases and renames into one import per icon file", () => {
    const source = [
      "import { Home, CircleAlert as Warn,",
      '  type LucideIcon } from "lucide-react";',
      "const x = 1;",
    ].join("\n");
    const rewritten = directIconImports(source, files)!;
    expect(rewritten).toContain('import Home from "virtual:lucide-icon/house";');
    expect(rewritten).toContain('import Warn from "virtual:lucide-icon/circle-exclamation-point";');
    expect(rewritten).toContain('import type { LucideIcon } from "lucide-react";');
    // The lines after the statement keep their numbers.
    expect(rewritten.split("\n").indexOf("const x = 1;")).toBe(2);
  });

  it("leaves a type-only import and a file without lucide alone", () => {
    expect(directIconImports('import type { LucideIcon } from "lucide-react";', files)).toBeNull();
    expect(directIconImports('import { Link } from "react-router";', files)).toBeNull();
  });

  it("names the icon lucide does not have", () => {
    expect(() => directIconImports('import { NoSuchIcon } from "lucide-react";', files)).toThrow(
      /NoSuchIcon/,
    );
  });
});
