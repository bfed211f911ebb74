import fs from "node:fs";
import expressStaticGzip from "express-static-gzip";
import type { RequestHandler } from "express";

/**
 * Serves files from one folder through serve-static (docs/decisions/014). Text assets have .br
 * and .gz twins written at build time (scripts/precompress.ts); express-static-gzip picks one by
 * the Accept-Encoding q-values ("br;q=0, gzip" gets gzip). Unknown files fall through to the app.
 */
export function serveStatic(folder: string, { immutable }: { immutable: boolean }): RequestHandler {
  const serve = expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ["br"],
    // A folder is a page path for the app ("/media" is its 404 page), never a listing or redirect.
    index: false,
    serveStatic: {
      redirect: false,
      maxAge: immutable ? "1y" : "1h",
      immutable,
    },
  }) as RequestHandler;
  // Every page and API request passes here first: a path whose first segment names nothing in
  // the folder goes on at once, without serve-static's failing fs.stat (docs/decisions/064).
  // The folder's top level is the build's and does not change while the server runs.
  const entries = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : []);
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      return serve(req, res, next);
    }
    if (!entries.has(name)) return next();
    return serve(req, res, next);
  };
}
