// Writes .br and .gz twins of every text asset in build/client, so the server sends them
// compressed at no cost per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { laterStylesheetHref, withoutFontFaces } from "../app/lib/css-subset.server.ts";

const folder = path.resolve("build/client");
const compressible = new Set([".js", ".css", ".svg", ".json", ".txt", ".webmanifest"]);
let count = 0;
let before = 0;
let after = 0;

function walk(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.has(path.extname(entry.name))) {
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      const br = zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      });
      const gz = zlib.gzipSync(data, { level: 9 });
      fs.writeFileSync(full + ".br", br);
      fs.writeFileSync(full + ".gz", gz);
      count += 1;
      before += data.length;
      after += br.length;
    }
  }
}

// The stylesheet a page with a part of it links once painted: the same rules without the font
// faces (docs/decisions/108, `withoutFontFaces`). Written before the compression below.
const assets = path.join(folder, "assets");
for (const name of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
  if (!name.endsWith(".css") || name.endsWith(".later.css")) continue;
  const href = `/assets/${name}`;
  const css = fs.readFileSync(path.join(assets, name), "utf8");
  fs.writeFileSync(path.join(folder, laterStylesheetHref(href)), withoutFontFaces(css));
}

walk(folder);
console.info(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
