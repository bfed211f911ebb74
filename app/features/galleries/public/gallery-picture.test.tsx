import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GalleryPicture } from "./gallery-picture";

const folder = "/media/photos/p/v1/";
const srcset = (kind: string, format: string, widths: number[]) =>
  widths.map((width) => `${folder}${kind}-${width}.${format} ${width}w`).join(", ");
const picture = (kind: string, widths: number[]) => ({
  src: `${folder}${kind}-${widths.at(-1)}.webp`,
  srcset: srcset(kind, "webp", widths),
  sources: [
    { type: "image/avif", srcset: srcset(kind, "avif", widths) },
    { type: "image/webp", srcset: srcset(kind, "webp", widths) },
  ],
});

describe("a gallery picture", () => {
  it("offers the previews' widths up to 2048 px, AVIF first, with their sizes", () => {
    const html = renderToStaticMarkup(
      <GalleryPicture
        picture={picture("preview", [640, 1280, 2048])}
        width={3000}
        height={2000}
        alt="Bild 2"
        sizes="100vw"
      />,
    );
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="${srcset("preview", "avif", [640, 1280, 2048])}" sizes="100vw"/>` +
        `<source type="image/webp" srcSet="${srcset("preview", "webp", [640, 1280, 2048])}" sizes="100vw"/>` +
        `<img src="${folder}preview-2048.webp" srcSet="${srcset("preview", "webp", [640, 1280, 2048])}" sizes="100vw" width="3000" height="2000" alt="Bild 2" loading="eager" decoding="async"/></picture>`,
    );
  });

  it("writes a thumbnail of one width without widths or sizes, lazily unless asked", () => {
    const html = renderToStaticMarkup(
      <GalleryPicture
        picture={picture("thumb", [400])}
        width={3000}
        height={2000}
        alt=""
        sizes="33vw"
        lazy
      />,
    );
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="${folder}thumb-400.avif"/>` +
        `<source type="image/webp" srcSet="${folder}thumb-400.webp"/>` +
        `<img src="${folder}thumb-400.webp" width="3000" height="2000" alt="" loading="lazy" decoding="async"/></picture>`,
    );
  });

  it("marks the page's largest picture as the one to fetch first", () => {
    const html = renderToStaticMarkup(
      <GalleryPicture
        picture={picture("preview", [640])}
        width={1}
        height={1}
        alt=""
        sizes="1px"
        priority
      />,
    );
    expect(html).toContain('loading="eager" decoding="sync" fetchPriority="high"');
  });
});
