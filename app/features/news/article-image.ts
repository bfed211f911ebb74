import { images, type ImageAsset, type ImageKey } from "~/content/media";

/** An article's picture: one of the site's own media, or a picture the owner uploaded. */
export type ArticleImage =
  | { kind: "media"; key: ImageKey }
  | {
      kind: "upload";
      id: string;
      width: number;
      height: number;
      /** What it shows, in the page's language (decision 105); empty for older articles. */
      alt?: string;
    };

/** The widths an uploaded picture is served at (never wider than it is). */
export const uploadWidths = [480, 800, 1200, 1920] as const;

export function uploadedImageWidths(width: number): number[] {
  const fitting = uploadWidths.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [uploadWidths[0]];
}

/** Where an uploaded picture's variant is served: /media/news/<id>/<width>.<format>. */
export function uploadedImageUrl(id: string, width: number, format: "avif" | "webp"): string {
  return `/media/news/${id}/${width}.${format}`;
}

export function mediaAsset(key: string | null): ImageAsset | undefined {
  return key && Object.hasOwn(images, key) ? images[key as ImageKey] : undefined;
}
