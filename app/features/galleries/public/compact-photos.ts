import type { PictureSource, PublicPhoto } from "../public-gallery.server";

// A gallery's photos as its page's data carries them: every address of a photo shares one
// folder ("/media/photos/{id}/{version}/"), written once; `src` and the fallback `srcset` are
// left out where they follow from the sources. Three hundred photos' data went from 43 to
// about 15 KB of gzip in the page (docs/decisions/093). `expandPhoto(compactPhoto(p))` is `p`.

type CompactPicture = {
  /** [type, srcset without the folder] per source. */
  s: [string, string][];
  /** The fallback srcset, when it is not the WebP source's. */
  f?: string;
  /** The fallback file, when it is not the fallback srcset's widest. */
  x?: string;
};

export type CompactPhoto = {
  id: string;
  /** The folder every address of the photo starts with. */
  b: string;
  w: number;
  h: number;
  n: string[];
  t: CompactPicture;
  p: CompactPicture;
};

function urlsOf(picture: PictureSource): string[] {
  const fromSrcset = (srcset: string) =>
    srcset
      .split(",")
      .map((entry) => entry.trim().split(/\s+/)[0]!)
      .filter(Boolean);
  return [
    picture.src,
    ...fromSrcset(picture.srcset),
    ...picture.sources.flatMap((source) => fromSrcset(source.srcset)),
  ].filter(Boolean);
}

/** The longest "/…/" every address starts with ("" when they share none). */
function sharedFolder(urls: string[]): string {
  if (urls.length === 0) return "";
  let prefix = urls[0]!.slice(0, urls[0]!.lastIndexOf("/") + 1);
  for (const url of urls)
    while (!url.startsWith(prefix))
      prefix = prefix.slice(0, prefix.lastIndexOf("/", prefix.length - 2) + 1);
  return prefix;
}

/** The widest file of a srcset (the order of its candidates does not matter). */
function widest(srcset: string): string | undefined {
  return srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, width]) => ({ url: url!, width: Number.parseInt(width ?? "0", 10) || 0 }))
    .reduce<{ url: string; width: number } | undefined>(
      (best, candidate) => (!best || candidate.width > best.width ? candidate : best),
      undefined,
    )?.url;
}

const webpOf = (sources: [string, string][]) =>
  sources.find(([type]) => type === "image/webp")?.[1] ?? "";

function compactPicture(picture: PictureSource, folder: string): CompactPicture {
  // Every address starts with the folder (it is their shared start): each loses it once.
  const cut = (srcset: string) =>
    srcset
      .split(", ")
      .map((entry) => entry.slice(entry ? folder.length : 0))
      .join(", ");
  const s = picture.sources.map((source): [string, string] => [source.type, cut(source.srcset)]);
  const fallback = cut(picture.srcset);
  const compact: CompactPicture = { s };
  if (fallback !== webpOf(s)) compact.f = fallback;
  const src = cut(picture.src);
  if (src !== (widest(fallback) ?? "")) compact.x = src;
  return compact;
}

function expandPicture(picture: CompactPicture, folder: string): PictureSource {
  const add = (srcset: string) =>
    srcset
      .split(", ")
      .map((entry) => (entry ? folder + entry : entry))
      .join(", ");
  const fallback = picture.f ?? webpOf(picture.s);
  const src = picture.x ?? widest(fallback) ?? "";
  return {
    src: src ? folder + src : "",
    srcset: add(fallback),
    sources: picture.s.map(([type, srcset]) => ({ type, srcset: add(srcset) })),
  };
}

export function compactPhoto(photo: PublicPhoto): CompactPhoto {
  const folder = sharedFolder([...urlsOf(photo.thumb), ...urlsOf(photo.preview)]);
  return {
    id: photo.id,
    b: folder,
    w: photo.width,
    h: photo.height,
    n: photo.numbers,
    t: compactPicture(photo.thumb, folder),
    p: compactPicture(photo.preview, folder),
  };
}

export function expandPhoto(photo: CompactPhoto): PublicPhoto {
  return {
    id: photo.id,
    numbers: photo.n,
    width: photo.w,
    height: photo.h,
    thumb: expandPicture(photo.t, photo.b),
    preview: expandPicture(photo.p, photo.b),
  };
}

/** The page's photos from the loader's JSON text (gallery-page.server.ts). */
export function readPhotos(json: string | undefined): PublicPhoto[] {
  return json ? (JSON.parse(json) as CompactPhoto[]).map(expandPhoto) : [];
}
