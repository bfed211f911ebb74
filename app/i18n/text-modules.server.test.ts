import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allResources } from "./resources.server";
import { textModulesIn, textModulesOfBuild } from "./text-modules.server";

// A page names its namespaces' modules so the starter asks for them beside its other modules
// (docs/decisions/108); the addresses are read from the built code.

describe("the texts' modules in a built chunk", () => {
  it("are read from the glob's map, resolved against the chunk's address", () => {
    const source =
      'const a={"./locales/en/common.ts":()=>f(()=>import(`./common-hCPtBIZs.js`),[]),' +
      "'./locales/fi/home.ts':() => import('../texts/home-Ab_1.js'),\"./other/x.ts\":()=>import(`./x.js`)}";
    expect(Object.fromEntries(textModulesIn(source, "/assets/entry.client-1.js"))).toEqual({
      "en/common": "/assets/common-hCPtBIZs.js",
      "fi/home": "/texts/home-Ab_1.js",
    });
  });

  it("find nothing in text that is not such a map, however long", () => {
    expect(textModulesIn("", "/assets/a.js").size).toBe(0);
    const noise = '"./locales/en/common.ts":'.repeat(20_000) + "import(`";
    expect(textModulesIn(noise, "/assets/a.js").size).toBe(0);
  });

  const assets = path.resolve("build/client/assets");
  it.skipIf(!fs.existsSync(assets))(
    "cover every namespace the browser loads, in every language, in the built site",
    () => {
      const { byNamespace, tables } = textModulesOfBuild(assets);
      expect(tables.length).toBeGreaterThan(0);
      // The mails', the chat assistant's and the legal pages' texts stay on the server.
      const serverOnly = new Set(["mail", "chatKnowledge", "legal"]);
      for (const [lang, namespaces] of Object.entries(allResources))
        for (const namespace of Object.keys(namespaces)) {
          const href = byNamespace.get(`${lang}/${namespace}`);
          if (serverOnly.has(namespace)) {
            expect(href, `${lang}/${namespace}`).toBeUndefined();
            continue;
          }
          expect(href, `${lang}/${namespace}`).toMatch(/^\/assets\/[\w-]+\.js$/);
          expect(fs.existsSync(path.join(assets, path.basename(href!)))).toBe(true);
        }
    },
  );
});
