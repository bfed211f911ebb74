import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves files from one folder. Text assets have .br and .gz twins written at build time
 * (scripts/precompress.ts), chosen by Accept-Encoding. Unknown files fall through to the app.
 */
export function serveStatic(folder: string, { immutable }: { immutable: boolean }): RequestHandler {
  const base = path.resolve(folder);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(base, "." + relative);
    if (!file.startsWith(base + path.sep)) return next();
    const type = types[path.extname(file).toLowerCase()];
    if (!type) return next();
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return next();
    }
    if (!stat.isFile()) return next();

    const accepts = String(req.headers["accept-encoding"] ?? "");
    let served = file;
    let encoding: string | undefined;
    for (const [name, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (accepts.includes(name) && fs.existsSync(file + suffix)) {
        served = file + suffix;
        encoding = name;
        break;
      }
    }

    res.setHeader("Content-Type", type);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader(
      "Cache-Control",
      immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    );
    if (encoding) res.setHeader("Content-Encoding", encoding);
    // Media files are sent with range support by express's sendFile.
    res.sendFile(
      served,
      { lastModified: true, etag: true, cacheControl: false, acceptRanges: !encoding },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}
