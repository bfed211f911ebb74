import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import type { IconNode } from "../../app/components/ui/icon.tsx";

/**
 * lucide-react's names (Menu, MenuIcon, LucideMenu and the old aliases, "Home" for "house") and
 * the icon file each one exports, read from the package's own index.
 */
export function lucideIconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const name of names!.split(","))
      files.set(name.trim().replace(/^default\s+as\s+/, ""), file!);
  return files;
}

const iconImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const iconModulePrefix = "virtual:lucide-icon/";

/**
 * `import { Menu, X as Close, type LucideIcon } from "lucide-react"` becomes one default import
 * per icon, and the types stay with the package. Null when the source names no icon. A name
 * lucide does not have is an error here, where the build can say which file asked.
 */
export function directIconImports(source: string, files: Map<string, string>): string | null {
  if (!source.includes("lucide-react")) return null;
  let changed = false;
  const rewritten = source.replace(iconImport, (statement, list: string) => {
    const types: string[] = [];
    const icons: string[] = [];
    for (const specifier of list.split(",").map((part) => part.trim())) {
      if (!specifier) continue;
      if (specifier.startsWith("type ")) {
        types.push(specifier);
        continue;
      }
      const [name, local = name] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = files.get(name);
      if (!file) throw new Error(`lucide-react has no icon "${name}"`);
      icons.push(`import ${local} from "${iconModulePrefix}${file}";`);
    }
    if (icons.length === 0) return statement;
    changed = true;
    // `import type`, not `import { type … }`: the latter keeps an import of the whole index.
    const typeNames = types.map((type) => type.replace(/^type\s+/, ""));
    const typeImport = types.length
      ? `import type { ${typeNames.join(", ")} } from "lucide-react";`
      : "";
    // As many lines as the statement had: the lines after it keep their numbers (source maps).
    const lines = statement.split("\n").length - 1;
    return typeImport + icons.join("") + "\n".repeat(lines);
  });
  return changed ? rewritten : null;
}

export type IconData = {
  name: string;
  node: [string, Record<string, string | number>][];
  aliases?: string[];
};

/** lucide's drawing without its React keys (random strings that gzip cannot shrink). */
export const iconDrawing = (data: IconData): IconNode =>
  data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes] as const);

/** An icon's module: its drawing, drawn by `icon()` of app/components/ui/icon.tsx. */
export function iconModule(data: IconData, iconComponent: string): string {
  return [
    `import { icon } from ${JSON.stringify(iconComponent)};`,
    `export default /* @__PURE__ */ icon(${[data.name, iconDrawing(data), ...(data.aliases?.length ? [data.aliases] : [])].map((value) => JSON.stringify(value)).join(", ")});`,
  ].join("\n");
}

/**
 * lucide-react's index re-exports its ~1,700 icons, and each icon is a component of its
 * runtime (1.2 KB of gzip on every page, for options the site does not use). At build time,
 * for the browser and the server alike, each imported icon becomes a module of its own holding
 * lucide's drawing and our small `icon()` component, which renders the same markup. The module
 * graph then also shows which page uses which icon, which the chunk plan needs
 * (chunk-plan.ts, docs/decisions/112). The dev server keeps lucide-react as it is.
 */
export function iconImports(iconComponent: string): Plugin {
  const require = createRequire(import.meta.url);
  const lucide = path.dirname(require.resolve("lucide-react/package.json"));
  let files: Map<string, string> | undefined;
  const lucideFiles = () =>
    (files ??= lucideIconFiles(
      fs.readFileSync(path.join(lucide, "dist/esm/lucide-react.mjs"), "utf8"),
    ));
  return {
    name: "lucide-icon-modules",
    apply: "build",
    enforce: "pre",
    resolveId: {
      filter: { id: new RegExp(`^${iconModulePrefix}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${iconModulePrefix}`) },
      async handler(id) {
        const file = id.slice(iconModulePrefix.length + 1);
        const url = pathToFileURL(path.join(lucide, "dist/esm/icons", `${file}.mjs`)).href;
        const { __iconData } = (await import(url)) as { __iconData?: IconData };
        if (!__iconData?.node) throw new Error(`lucide-react's ${file} has no __iconData`);
        return iconModule(__iconData, iconComponent);
      },
    },
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /node_modules/ }, code: "lucide-react" },
      handler(code) {
        const rewritten = directIconImports(code, lucideFiles());
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}
