import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  assets,
  findSources,
  readManifest,
  root,
  variantFiles,
  variantKey,
} from "./media-variants.ts";

// A fresh clone starts without encoding an image only if every variant is committed and the
// committed manifest says it was made from today's source (docs/decisions/060). When this fails,
// run `node scripts/build-media.ts` and commit public/media/generated/ and media/variants.json.
describe("committed media variants", () => {
  const sources = findSources();
  const manifest = readManifest();

  it("were made from the current source of every image, with today's shape and settings", () => {
    const outdated = assets
      .filter((asset) => manifest[asset.name] !== variantKey(asset, sources.get(asset.name)!))
      .map((asset) => asset.name);
    expect(outdated).toEqual([]);
    expect(Object.keys(manifest).sort()).toEqual(assets.map((asset) => asset.name).sort());
  });

  it.skipIf(!fs.existsSync(path.join(root, ".git")))("are all in git", () => {
    const tracked = new Set(
      execFileSync("git", ["ls-files", "-z", "public/media/generated", "media/variants.json"], {
        cwd: root,
        encoding: "utf8",
      })
        .split("\0")
        .filter(Boolean),
    );
    const wanted = [
      "media/variants.json",
      ...assets.flatMap((asset) =>
        variantFiles(asset).map(({ file }) => path.relative(root, file)),
      ),
    ];
    expect(wanted.filter((file) => !tracked.has(file))).toEqual([]);
  });
});
