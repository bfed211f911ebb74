import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * The fingerprinted build assets (/assets, about 3 MB with their brotli and gzip twins) held in
 * memory and sent without touching the disk (docs/decisions/064). They never change while the
 * server runs: their names carry their content's hash. The answer is the one serve-static and
 * express-static-gzip give (./static.ts, docs/decisions/014): the same encoding choice, type,
 * ETag, Last-Modified and year-long immutable caching. Conditional and range requests, which
 * browsers hardly send for immutable files, are left to serve-static.
 */

type Variant = { body: Buffer; etag: string; lastModified: string };
type Asset = { type: string; identity: Variant; br?: Variant; gzip?: Variant };

const twins = { br: ".br", gzip: ".gz" } as const;
type Coding = keyof typeof twins;

function variant(file: string): Variant {
  const stat = fs.statSync(file);
  return {
    body: fs.readFileSync(file),
    // send's weak ETag (size and modification time), so a revalidation matches either way.
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    lastModified: stat.mtime.toUTCString(),
  };
}

/**
 * The coding express-static-gzip picks: the client's codings by q-value, brotli moved first
 * when the client takes it at all; "identity" or nothing acceptable means uncompressed.
 */
export function chooseCoding(acceptEncoding: string | undefined, available: Coding[]) {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding
    .split(",")
    .map((entry) => {
      const [name = "", ...params] = entry.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { name: name.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .sort((a, b) => b.q - a.q)
    .filter((entry) => entry.q > 0)
    .map((entry) => entry.name);
  const brotli = accepted.indexOf("br");
  if (brotli > 0) accepted.unshift(...accepted.splice(brotli, 1));
  for (const name of accepted) {
    if (name === "identity") return undefined;
    const match = available.find((coding) => name === "*" || name === coding);
    if (match) return match;
  }
  return undefined;
}

export function memoryAssets(folder: string): RequestHandler {
  const assets = new Map<string, Asset>();
  for (const name of fs.readdirSync(folder)) {
    const file = path.join(folder, name);
    if (name.endsWith(".br") || name.endsWith(".gz") || !fs.statSync(file).isFile()) continue;
    const asset: Asset = { type: path.extname(name), identity: variant(file) };
    for (const coding of Object.keys(twins) as Coding[]) {
      if (fs.existsSync(file + twins[coding])) asset[coding] = variant(file + twins[coding]);
    }
    assets.set(`/${name}`, asset);
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    const headers = req.headers;
    if (!asset || headers.range || headers["if-none-match"] || headers["if-modified-since"])
      return next();
    const available = (["br", "gzip"] as const).filter((coding) => asset[coding]);
    const coding = chooseCoding(headers["accept-encoding"], available);
    const chosen = (coding && asset[coding]) || asset.identity;
    res.setHeader("Vary", "Accept-Encoding");
    if (coding) res.setHeader("Content-Encoding", coding);
    res.type(asset.type);
    res.setHeader("Accept-Ranges", "bytes");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Last-Modified", chosen.lastModified);
    res.setHeader("ETag", chosen.etag);
    res.setHeader("Content-Length", chosen.body.length);
    if (req.method === "HEAD") res.end();
    else res.end(chosen.body);
  };
}
