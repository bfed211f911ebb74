import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  flatPng,
  photoWithPrivateData,
  privateText,
  syntheticPhoto,
} from "../../../../tests/support/test-photos";
import { NotAPhotoError, type NotAPhotoReason } from "./not-a-photo-error";
import { inspectPhoto } from "./inspect-photo.server";
import {
  decodeOnce,
  encoderSettings,
  originalWithoutPersonalData,
  processPhoto,
  type Encoded,
  type ProcessedPhoto,
} from "./process-photo.server";
import { watermarkOverlay } from "./watermark.server";

const text = "Nordic Media Studio";
const all = (photo: ProcessedPhoto) => [...photo.preview, ...photo.thumbnail];
const named = (photo: ProcessedPhoto, name: string) =>
  all(photo).find((variant) => variant.name === name)!;

async function refusal(input: Buffer): Promise<NotAPhotoReason> {
  const error = await processPhoto(input, { watermarkText: text }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(NotAPhotoError);
  return (error as NotAPhotoError).reason;
}

/** What a file says about where, who and with what, as sharp reads it, and in its raw bytes. */
async function expectNothingPersonal(file: Buffer) {
  const meta = await sharp(file).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  for (const leak of [
    "GPS",
    "Exif",
    privateText.artist,
    privateText.serial,
    privateText.datum,
    privateText.xmpLocation,
  ])
    expect(file.includes(leak), leak).toBe(false);
}

describe("processPhoto on a camera photo turned on its side, with GPS", () => {
  let processed: ProcessedPhoto;
  beforeAll(async () => {
    processed = await processPhoto(await photoWithPrivateData(600, 400), { watermarkText: text });
  });

  it("turns every variant upright", async () => {
    expect([processed.width, processed.height]).toEqual([400, 600]);
    for (const variant of all(processed)) {
      expect(variant.height, variant.name).toBeGreaterThan(variant.width);
      const meta = await sharp(variant.data).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.orientation ?? 1).toBe(1);
    }
    // Stored, the red quarter is top left; turned 90° clockwise, it is top right.
    const thumbnail = named(processed, "thumbnail-400.webp");
    const { data, info } = await sharp(thumbnail.data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray(
        (y * info.width + x) * info.channels,
        (y * info.width + x) * info.channels + 3,
      ),
    ];
    const [red, , blue] = at(info.width - 10, 10);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
    expect(at(10, 10)[0]).toBeLessThan(60);
  });

  it("leaves no EXIF, GPS, XMP or name in any variant", async () => {
    for (const variant of all(processed)) await expectNothingPersonal(variant.data);
  });

  it("makes AVIF and WebP previews and thumbnails, sRGB", async () => {
    expect(all(processed).map((variant) => variant.name)).toEqual([
      "preview-600.avif",
      "preview-600.webp",
      "thumbnail-400.avif",
      "thumbnail-400.webp",
    ]);
    for (const variant of all(processed)) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format).toBe(variant.format);
      expect(meta.space).toBe("srgb");
    }
  });
});

describe("processPhoto's colours", () => {
  it("writes sRGB from a CMYK JPEG, a 16-bit PNG, a PNG with alpha and a grey JPEG", async () => {
    const colour = { r: 200, g: 100, b: 50 };
    const create = (channels: 3 | 4) =>
      sharp({ create: { width: 400, height: 300, channels, background: colour } });
    const inputs = [
      await create(3).toColourspace("cmyk").jpeg().toBuffer(),
      await create(3).toColourspace("rgb16").png().toBuffer(),
      await create(4).png().toBuffer(),
      await create(3).toColourspace("b-w").jpeg().toBuffer(),
    ];
    for (const input of inputs) {
      const processed = await processPhoto(input, { watermarkText: text });
      for (const variant of all(processed)) {
        const meta = await sharp(variant.data).metadata();
        expect(meta.space).toBe("srgb");
        expect(meta.channels).toBe(3);
      }
    }
    // The 16-bit PNG's colour comes through (a plain cast to 8 bits would turn it white).
    const thumbnail = (await processPhoto(inputs[1]!, { watermarkText: text })).thumbnail[1]!;
    const { channels } = await sharp(thumbnail.data).stats();
    expect(channels.slice(0, 3).map((channel) => Math.round(channel.mean / 10))).toEqual([
      20, 10, 5,
    ]);
  });
});

describe("processPhoto's sizes", () => {
  it("makes 2048, 1280 and 640 px previews and a 400 px thumbnail from a large photo", async () => {
    const processed = await processPhoto(await syntheticPhoto(3000, 2000), { watermarkText: text });
    const sizes = (variants: Encoded[]) =>
      variants.map(({ name, width, height }) => `${name} ${width}×${height}`);
    expect(sizes(processed.preview)).toEqual([
      "preview-2048.avif 2048×1365",
      "preview-2048.webp 2048×1365",
      "preview-1280.avif 1280×853",
      "preview-1280.webp 1280×853",
      "preview-640.avif 640×427",
      "preview-640.webp 640×427",
    ]);
    expect(sizes(processed.thumbnail)).toEqual([
      "thumbnail-400.avif 400×267",
      "thumbnail-400.webp 400×267",
    ]);
    expect(encoderSettings.avif.effort).toBeLessThanOrEqual(2); // see decision 089: AVIF's cost
  });

  it("never enlarges a small photo", async () => {
    const processed = await processPhoto(await syntheticPhoto(300, 200), { watermarkText: text });
    expect(
      all(processed).map((variant) => `${variant.name} ${variant.width}×${variant.height}`),
    ).toEqual([
      "preview-300.avif 300×200",
      "preview-300.webp 300×200",
      "thumbnail-300.avif 300×200",
      "thumbnail-300.webp 300×200",
    ]);
  });
});

describe("the watermark", () => {
  it("is on every preview and not on the thumbnail", async () => {
    const original = await syntheticPhoto(3000, 2000);
    const processed = await processPhoto(original, { watermarkText: text });
    // The same picture at each size without the watermark, from the same decode.
    const base = await decodeOnce(original, await inspectPhoto(original), 2048);
    const overlay = await watermarkOverlay(text, base.width, base.height);
    const sized = (data: Buffer, channels: 3 | 4, width: number, height: number) =>
      sharp(data, { raw: { width: base.width, height: base.height, channels } })
        .resize(width, height)
        .raw()
        .toBuffer();
    for (const variant of all(processed)) {
      const { width, height } = variant;
      const [mine, plain, mark] = await Promise.all([
        sharp(variant.data).raw().toBuffer(),
        sized(base.data, 3, width, height),
        sized(overlay.data, 4, width, height),
      ]);
      // Mean difference per channel where the mark is strong, and where there is none.
      const sum = { inside: 0, outside: 0 };
      const count = { inside: 0, outside: 0 };
      for (let pixel = 0; pixel < width * height; pixel++) {
        const alpha = mark[pixel * 4 + 3]!;
        const where = alpha > 0.35 * 255 ? "inside" : alpha === 0 ? "outside" : undefined;
        if (!where) continue;
        for (let channel = pixel * 3; channel < pixel * 3 + 3; channel++)
          sum[where] += Math.abs(mine[channel]! - plain[channel]!);
        count[where] += 3;
      }
      const inside = sum.inside / count.inside;
      const outside = sum.outside / count.outside;
      // Outside the mark, the two differ by the encoding only (a few levels).
      if (variant.name.startsWith("preview-"))
        expect(inside - outside, variant.name).toBeGreaterThan(20);
      else expect(Math.abs(inside - outside), variant.name).toBeLessThan(3);
    }
  });

  it("draws hostile text as text", async () => {
    const processed = await processPhoto(await syntheticPhoto(800, 600), {
      watermarkText: `<script>alert("x")</script> & <b>Co</b> &amp;`,
    });
    expect(processed.preview.length).toBeGreaterThan(0);
  });

  it("must be given", async () => {
    await expect(
      processPhoto(await syntheticPhoto(800, 600), { watermarkText: " \n " }),
    ).rejects.toThrow(RangeError);
  });
});

describe("processPhoto refuses", () => {
  it("random bytes, an SVG, a 20,000 × 20,000 PNG, a 1 × 1 picture", async () => {
    expect(await refusal(crypto.randomBytes(10_000))).toBe("notAnImage");
    expect(
      await refusal(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"/>'),
      ),
    ).toBe("unsupportedFormat");
    expect(await refusal(await flatPng(20_000, 20_000, "bilevel"))).toBe("tooManyPixels");
    expect(
      await refusal(
        await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
      ),
    ).toBe("tooSmall");
  });

  it("a truncated JPEG, whose header alone is whole", async () => {
    const photo = await syntheticPhoto(1200, 800);
    expect(await refusal(photo.subarray(0, Math.floor(photo.length * 0.6)))).toBe("notAnImage");
  });

  it("a PNG whose data is cut short", async () => {
    const png = await flatPng(4000, 4000, "rgb");
    expect(await refusal(png.subarray(0, png.length - 100))).toBe("notAnImage");
  });
});

describe("processPhoto's memory", () => {
  it("decodes an 8,000 × 8,000 PNG row by row, never whole (192 MB)", () => {
    // In a process of its own, so that nothing else counts in its peak.
    const module = (name: string) => JSON.stringify(path.resolve(import.meta.dirname, name));
    const script = `
      const { flatPng } = await import(${module("../../../../tests/support/test-photos.ts")});
      const { inspectPhoto } = await import(${module("inspect-photo.server.ts")});
      const { decodeOnce, processPhoto } = await import(${module("process-photo.server.ts")});
      const { configureSharpForWorker } = await import(${module("sharp-settings.server.ts")});
      configureSharpForWorker();
      const peak = () => process.resourceUsage().maxRSS / 1024;
      const png = await flatPng(8000, 8000, "rgb");
      const header = await inspectPhoto(png);
      const before = peak();
      const decoded = await decodeOnce(png, header, 2048);
      const decoding = peak() - before;
      await processPhoto(png, { watermarkText: "Nordic Media Studio" });
      console.log(JSON.stringify({ width: decoded.width, decoding, processing: peak() }));`;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    const measured = JSON.parse(output.trim().split("\n").at(-1)!) as Record<string, number>;
    expect(measured.width).toBe(2048);
    // Whole, the decoded picture alone would add 192 MB; read row by row it adds tens.
    expect(measured.decoding).toBeLessThan(120);
    // The whole process, with the encoders' buffers (decision 089: 1 GB for the server).
    expect(measured.processing).toBeLessThan(450);
  });
});

describe("originalWithoutPersonalData", () => {
  it("gives a JPEG's own pixels back, upright by its tag, without GPS or names", async () => {
    const original = await photoWithPrivateData(600, 400);
    const download = await originalWithoutPersonalData(original);
    expect(await sharp(download).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
    const meta = await sharp(download).metadata();
    expect(meta.autoOrient).toEqual({ width: 400, height: 600 });
    expect(meta.xmp).toBeUndefined();
    for (const leak of [
      "GPS",
      privateText.artist,
      privateText.serial,
      privateText.datum,
      privateText.xmpLocation,
    ])
      expect(download.includes(leak), leak).toBe(false);
  });

  it("turns any other photo into an upright JPEG without metadata, keeping its colour profile", async () => {
    const png = await sharp(await photoWithPrivateData(600, 400))
      .withIccProfile("p3")
      .withExif({ IFD3: { GPSMapDatum: privateText.datum } })
      .withMetadata({ orientation: 6 })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).orientation).toBe(6);
    const download = await originalWithoutPersonalData(png);
    const meta = await sharp(download).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([400, 600]);
    expect(meta.icc).toBeDefined();
    await expectNothingPersonal(download);
  });

  it("refuses what is not a photo, and a truncated JPEG", async () => {
    await expect(originalWithoutPersonalData(crypto.randomBytes(5000))).rejects.toBeInstanceOf(
      NotAPhotoError,
    );
    const photo = await syntheticPhoto(1200, 800);
    await expect(
      originalWithoutPersonalData(photo.subarray(0, photo.length / 2)),
    ).rejects.toMatchObject({
      reason: "notAnImage",
    });
  });
});
