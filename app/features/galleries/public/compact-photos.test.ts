import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PictureSource, PublicPhoto } from "../public-gallery.server";
import { compactPhoto, expandPhoto } from "./compact-photos";

const folder = "/media/photos/2219f194-7617-4ec4-ab7d-4dab2e589279/mwz5a1r2/";
const srcsetOf = (kind: string, format: string, widths: number[]) =>
  widths.map((width) => `${folder}${kind}-${width}.${format} ${width}w`).join(", ");
const picture = (kind: string, widths: number[]): PictureSource => ({
  src: `${folder}${kind}-${widths.at(-1)}.webp`,
  srcset: srcsetOf(kind, "webp", widths),
  sources: [
    { type: "image/avif", srcset: srcsetOf(kind, "avif", widths) },
    { type: "image/webp", srcset: srcsetOf(kind, "webp", widths) },
  ],
});
const photo: PublicPhoto = {
  id: "2219f194-7617-4ec4-ab7d-4dab2e589279",
  numbers: ["17", "23"],
  width: 2400,
  height: 1600,
  thumb: picture("thumb", [400]),
  preview: picture("preview", [640, 1280, 2048]),
};

describe("a photo in the page's data", () => {
  it("writes the folder once and leaves out what follows from the sources", () => {
    const compact = compactPhoto(photo);
    expect(compact.b).toBe(folder);
    expect(compact.t).toEqual({
      s: [
        ["image/avif", "thumb-400.avif 400w"],
        ["image/webp", "thumb-400.webp 400w"],
      ],
    });
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(photo).length / 2);
    expect(expandPhoto(compact)).toEqual(photo);
  });

  it("keeps a JPEG fallback, a picture without sources and one without any file", () => {
    const jpeg: PictureSource = {
      src: `${folder}preview-1280.jpeg`,
      srcset: srcsetOf("preview", "jpeg", [640, 1280]),
      sources: [{ type: "image/avif", srcset: srcsetOf("preview", "avif", [640, 1280]) }],
    };
    const none: PictureSource = { src: "", srcset: "", sources: [] };
    for (const preview of [jpeg, none]) {
      const other = { ...photo, preview };
      expect(expandPhoto(compactPhoto(other))).toEqual(other);
    }
  });

  it("comes back as it was, whatever its addresses", () => {
    const part = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const url = fc
      .tuple(fc.array(part, { minLength: 0, maxLength: 4 }), part)
      .map(([dirs, file]) => `/${[...dirs, file].join("/")}`);
    const srcset = fc
      .array(fc.tuple(url, fc.integer({ min: 1, max: 4000 })), { maxLength: 4 })
      .map((entries) => entries.map(([u, w]) => `${u} ${w}w`).join(", "));
    const anyPicture = fc.record({
      src: fc.oneof(url, fc.constant("")),
      srcset,
      sources: fc.array(fc.record({ type: fc.constantFrom("image/avif", "image/webp"), srcset }), {
        maxLength: 2,
      }),
    });
    fc.assert(
      fc.property(anyPicture, anyPicture, (thumb, preview) => {
        const any: PublicPhoto = { ...photo, thumb, preview };
        expect(expandPhoto(compactPhoto(any))).toEqual(any);
      }),
    );
  });
});
