import { database } from "~/db/client.server";
import { serverT } from "~/i18n/translate.server";
import type { Language } from "~/i18n/languages";
import { logger } from "~/lib/logger.server";
import { albumZipName, albumZipStream } from "./album-zip.server";
import { galleryOrderZip, orderPhotoFiles } from "~/features/galleries/gallery-purchase.server";
import { mediaStorage } from "~/features/media/storage/media-storage.server";
import type { DownloadClaim } from "./download-links.server";

/** A short page in the visitor's language: 404 for a link that never was, 410 for a spent one. */
function refusalPage(lang: Language, kind: "unknown" | "gone"): Response {
  const t = serverT(lang);
  const key = kind === "gone" ? "gone" : "notFound";
  const title = t(`checkout:download.${key}Title`);
  const text = t(`checkout:download.${key}`);
  const escape = (value: string) =>
    value.replace(
      /[&<>"]/g,
      (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!,
    );
  const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1><p>${escape(text)}</p></body></html>`;
  return new Response(html, {
    status: kind === "gone" ? 410 : 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The zip for a claimed use of a link, or the refusal. */
export async function downloadResponse(
  request: Request,
  lang: Language,
  claim: (db: Awaited<ReturnType<typeof database>>["db"]) => Promise<DownloadClaim>,
): Promise<Response> {
  const { db } = await database();
  const result = await claim(db);
  if (result.kind !== "ok") return refusalPage(lang, result.kind);
  if (request.method === "HEAD")
    return new Response(null, {
      headers: { "Content-Type": "application/zip", "Cache-Control": "no-store" },
    });
  logger.info("album download", { orderId: result.orderId, usesLeft: result.usesLeft });
  // Photos bought from a gallery: exactly those, from the library (docs/decisions/090); an
  // order of the album product from before the galleries: the album's files.
  const photos = await orderPhotoFiles(db, result.orderId);
  const [body, fileName] =
    photos.length > 0
      ? [galleryOrderZip(mediaStorage(), photos), `${photos[0]!.zipName.split("/")[0]}.zip`]
      : [albumZipStream(), albumZipName];
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
