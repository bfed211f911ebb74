import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { logger } from "../lib/logger.server";

/**
 * Where the browser's build put each namespace's texts, by "lang/namespace"
 * ("en/common" → "/assets/common-hCPtBIZs.js"), and which chunks hold the table the browser
 * finds them by (`resources.client.ts`'s `import.meta.glob`): a page names them so the starter
 * asks for them beside its other modules, and hydration, which waits for the texts, does not
 * wait a round trip more for them (docs/decisions/108). Vite writes no manifest of the chunks a
 * glob makes; the glob stays in the built code as a map of
 * `"./locales/en/common.ts":()=>…import("./common-hCPtBIZs.js")`, read here once.
 */
export type TextModules = {
  /** "lang/namespace" → the module's address. */
  byNamespace: ReadonlyMap<string, string>;
  /** The chunks that hold the table. */
  tables: readonly string[];
};

const globEntry =
  /["'`]\.\/locales\/(\w+)\/(\w+)\.ts["'`]\s*:\s*\(\)\s*=>[^"'`]*?\bimport\(\s*["'`](\.{1,2}\/[\w./-]+\.js)["'`]\s*\)/g;

/** The glob's entries in a built chunk's text; addresses resolved against the chunk's own. */
export function textModulesIn(source: string, chunkHref: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, lang, namespace, relative] of source.matchAll(globEntry))
    found.set(
      `${lang}/${namespace}`,
      new URL(relative!, new URL(chunkHref, "http://site")).pathname,
    );
  return found;
}

/** The table in every chunk of a built client's assets folder (`/assets/…` addresses). */
export function textModulesOfBuild(assetsFolder: string): TextModules {
  const byNamespace = new Map<string, string>();
  const tables: string[] = [];
  for (const name of fs.readdirSync(assetsFolder).filter((file) => file.endsWith(".js"))) {
    const source = fs.readFileSync(`${assetsFolder}/${name}`, "utf8");
    if (!source.includes("./locales/")) continue;
    const found = textModulesIn(source, `/assets/${name}`);
    if (found.size) tables.push(`/assets/${name}`);
    for (const [key, module] of found) byNamespace.set(key, module);
  }
  return { byNamespace, tables };
}

let built: TextModules | undefined;

/**
 * The built client's, beside the server bundle; none under the dev server. Found nowhere, the
 * pages name no addresses and the browser finds the texts itself once its entry has run:
 * slower, not wrong; logged once.
 */
export function textModules(): TextModules {
  if (built) return built;
  built = { byNamespace: new Map(), tables: [] };
  if (import.meta.env.DEV) return built;
  // build/server/index.js, or a chunk of it in build/server/assets/: build/client is one or two
  // folders up.
  for (const up of ["../client/assets", "../../client/assets"]) {
    const folder = fileURLToPath(new URL(up, import.meta.url));
    if (!fs.existsSync(folder)) continue;
    built = textModulesOfBuild(folder);
    break;
  }
  if (built.byNamespace.size === 0)
    logger.warn("the texts' modules were not found in the client build", {});
  return built;
}
