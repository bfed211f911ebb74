import type { PictureSource } from "../public-gallery.server";

/** The widest candidate of a srcset no wider than `maxWidth` (else the narrowest). */
export function srcsetCandidate(
  srcset: string,
  maxWidth: number,
): { url: string; width: number } | null {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url!, width: Number.parseInt(descriptor ?? "", 10) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
  const fitting = candidates.filter((candidate) => candidate.width <= maxWidth);
  return fitting.at(-1) ?? candidates[0] ?? null;
}

/** The picture a link preview shows: the cover's preview, about 1200 px wide, as WebP. */
export function coverShareImage(
  cover: { width: number; height: number; preview: PictureSource },
  alt: string,
) {
  const webp = cover.preview.sources.find((source) => source.type === "image/webp")?.srcset;
  const chosen = srcsetCandidate(webp ?? cover.preview.srcset, 1280);
  if (!chosen || !cover.width || !cover.height) return undefined;
  return {
    path: chosen.url,
    width: chosen.width,
    height: Math.round((chosen.width * cover.height) / cover.width),
    alt,
  };
}
