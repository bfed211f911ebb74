import crypto from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  flatPng,
  photoWithPrivateData,
  syntheticPhoto,
} from "../../../../tests/support/test-photos";
import {
  inspectPhoto,
  maxAvifPixels,
  maxPhotoPixels,
  maxWholeDecodePixels,
  minPhotoSide,
  pixelLimit,
} from "./inspect-photo.server";
import { NotAPhotoError, type NotAPhotoReason } from "./not-a-photo-error";

async function refusal(input: Buffer): Promise<NotAPhotoReason> {
  const error = await inspectPhoto(input).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(NotAPhotoError);
  return (error as NotAPhotoError).reason;
}

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4a7" } });

describe("inspectPhoto", () => {
  it("reads a JPEG's size as it is shown, after its EXIF orientation", async () => {
    const photo = await photoWithPrivateData(600, 400);
    expect(await inspectPhoto(photo)).toEqual({
      format: "jpeg",
      width: 400,
      height: 600,
      orientation: 6,
      decodedWhole: false,
      bytes: photo.length,
    });
  });

  it("takes PNG, WebP, AVIF and TIFF, and tells which its decoder holds whole", async () => {
    const cases = [
      ["png", false, await plain(300, 200).png().toBuffer()],
      ["png", true, await plain(300, 200).png({ progressive: true }).toBuffer()],
      ["webp", false, await plain(300, 200).webp().toBuffer()],
      ["webp", false, await plain(300, 200).ensureAlpha(0.5).webp().toBuffer()],
      ["webp", true, await plain(300, 200).webp({ lossless: true }).toBuffer()],
      ["avif", false, await plain(300, 200).avif({ effort: 0 }).toBuffer()],
      ["tiff", false, await plain(300, 200).tiff().toBuffer()],
      ["jpeg", false, await plain(300, 200).jpeg().toBuffer()],
      ["jpeg", true, await plain(300, 200).jpeg({ progressive: true }).toBuffer()],
    ] as const;
    for (const [format, decodedWhole, bytes] of cases) {
      const header = await inspectPhoto(bytes);
      expect(header).toMatchObject({ format, decodedWhole, width: 300, height: 200 });
      expect([undefined, 1]).toContain(header.orientation); // TIFF always states 1
    }
  });

  it("refuses bytes that are no picture", async () => {
    expect(await refusal(crypto.randomBytes(4096))).toBe("notAnImage");
    expect(await refusal(Buffer.alloc(0))).toBe("notAnImage");
    expect(await refusal(Buffer.from("just some text that is long enough to be sniffed"))).toBe(
      "notAnImage",
    );
    // A JPEG's first three bytes, then garbage: the header cannot be read.
    expect(
      await refusal(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), crypto.randomBytes(4096)])),
    ).toBe("notAnImage");
  });

  it("refuses pictures that are not photos: SVG, GIF, BMP", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><rect width="4000" height="3000"/></svg>',
    );
    expect(await refusal(svg)).toBe("unsupportedFormat");
    expect(await refusal(await plain(300, 200).gif().toBuffer())).toBe("unsupportedFormat");
    expect(await refusal(Buffer.concat([Buffer.from("BM"), Buffer.alloc(100)]))).toBe(
      "unsupportedFormat",
    );
  });

  it("refuses a 20,000 × 20,000 PNG from its header, without decoding it", async () => {
    const png = await flatPng(20_000, 20_000, "bilevel");
    expect(png.length).toBeLessThan(100_000);
    const started = performance.now();
    const before = process.memoryUsage.rss();
    expect(await refusal(png)).toBe("tooManyPixels");
    // Decoding 400 million pixels would take seconds and hundreds of megabytes.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage.rss() - before).toBeLessThan(50 * 1024 * 1024);
  });

  it("holds what is decoded whole, and AVIF, to lower limits", async () => {
    expect(pixelLimit({ format: "jpeg", decodedWhole: false })).toBe(maxPhotoPixels);
    expect(pixelLimit({ format: "jpeg", decodedWhole: true })).toBe(maxWholeDecodePixels);
    expect(pixelLimit({ format: "webp", decodedWhole: true })).toBe(maxWholeDecodePixels);
    expect(pixelLimit({ format: "avif", decodedWhole: false })).toBe(maxAvifPixels);
    // An interlaced PNG just over the limit for pictures decoded whole: refused from its header.
    const side = Math.ceil(Math.sqrt(maxWholeDecodePixels)) + 1;
    expect(await refusal(await flatPng(side, side, "bilevel", { interlaced: true }))).toBe(
      "tooManyPixels",
    );
    // The same size not interlaced is read row by row, and taken.
    expect(await inspectPhoto(await flatPng(side, side, "bilevel"))).toMatchObject({
      decodedWhole: false,
    });
  });

  it(`refuses a picture whose shorter side is under ${minPhotoSide} px`, async () => {
    expect(await refusal(await plain(1, 1).png().toBuffer())).toBe("tooSmall");
    expect(
      await refusal(
        await plain(2000, minPhotoSide - 1)
          .jpeg()
          .toBuffer(),
      ),
    ).toBe("tooSmall");
    expect(
      await inspectPhoto(await plain(minPhotoSide, minPhotoSide).jpeg().toBuffer()),
    ).toMatchObject({
      width: minPhotoSide,
      height: minPhotoSide,
    });
  });

  it("passes a truncated JPEG, whose header is whole (processPhoto refuses it)", async () => {
    const photo = await syntheticPhoto(800, 600);
    expect(await inspectPhoto(photo.subarray(0, photo.length / 2))).toMatchObject({
      format: "jpeg",
      width: 800,
      height: 600,
    });
  });
});
