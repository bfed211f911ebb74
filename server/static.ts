import expressStaticGzip from "express-static-gzip";
import type { RequestHandler } from "express";

/**
 * Serves files from one folder through serve-static (docs/decisions/014). Text assets have .br
 * and .gz twins written at build time (scripts/precompress.ts); express-static-gzip picks one by
 * the Accept-Encoding q-values ("br;q=0, gzip" gets gzip). Unknown files fall through to the app.
 */
export function serveStatic(folder: string, { immutable }: { immutable: boolean }): RequestHandler {
  return expressStaticGzip(folder, {
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
}
