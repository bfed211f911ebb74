import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  exifTags,
  photoWithPrivateData,
  privateText,
  syntheticPhoto,
} from "../../../../tests/support/test-photos";
import { MalformedJpegError, stripJpegMetadata } from "./jpeg-metadata";

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/**
 * A camera JPEG with everything else that can hide in one: IPTC (APP13) with a name, a comment,
 * a phone's MPF index (APP2) and a second picture after the end marker, a JFIF thumbnail.
 */
async function jpegWithEverything(): Promise<Buffer> {
  const photo = await photoWithPrivateData(600, 400);
  const jfif = Buffer.concat([
    Buffer.from("JFIF\0", "latin1"),
    Buffer.from([1, 2, 0, 0, 72, 0, 72, 2, 2]),
    Buffer.alloc(2 * 2 * 3, 0xaa), // a 2 × 2 thumbnail
  ]);
  const inserted = Buffer.concat([
    segment(0xe0, jfif),
    segment(
      0xed,
      Buffer.from(`Photoshop 3.0\0 8BIM IPTC By-line: ${privateText.artist}`, "latin1"),
    ),
    segment(0xe2, Buffer.from(`MPF\0 GPS index of ${privateText.serial}`, "latin1")),
    segment(0xfe, Buffer.from(`shot at ${privateText.xmpLocation}`, "latin1")),
  ]);
  const second = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
    .withExif({ IFD3: { GPSMapDatum: "SECOND-PICTURE-GPS" } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([photo.subarray(0, 2), inserted, photo.subarray(2), second]);
}

const pixels = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();

describe("stripJpegMetadata", () => {
  it("keeps every pixel and the orientation, and nothing personal", async () => {
    const original = await jpegWithEverything();
    const stripped = stripJpegMetadata(original, 6);

    expect(await pixels(stripped)).toEqual(await pixels(original));
    const meta = await sharp(stripped).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.autoOrient).toEqual({ width: 400, height: 600 });
    expect(exifTags(meta.exif!)).toEqual([0x0112]); // the orientation, alone
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    for (const text of [
      "GPS",
      privateText.artist,
      privateText.serial,
      privateText.datum,
      privateText.xmpLocation,
      "TestCam",
      "Photoshop",
      "MPF",
      "SECOND-PICTURE",
    ])
      expect(stripped.includes(text), text).toBe(false);
    // The JFIF header stays, its thumbnail goes: 16 bytes with a 0 × 0 thumbnail.
    expect(stripped.readUInt16BE(4)).toBe(16);
    expect([...stripped.subarray(18, 20)]).toEqual([0, 0]);
    expect(stripped.length).toBeLessThan(original.length);
  });

  it("writes no EXIF at all for an upright photo", async () => {
    const photo = await syntheticPhoto(640, 480);
    const withExif = await sharp(photo)
      .withExif({ IFD0: { Artist: privateText.artist } })
      .jpeg()
      .toBuffer();
    const stripped = stripJpegMetadata(withExif, 1);
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    expect(await pixels(stripped)).toEqual(await pixels(withExif));
  });

  it("keeps the colour profile and a progressive file's scans", async () => {
    const photo = await sharp(await syntheticPhoto(640, 480))
      .withIccProfile("p3")
      .withExif({ IFD3: { GPSMapDatum: privateText.datum } })
      .jpeg({ progressive: true, quality: 85 })
      .toBuffer();
    const stripped = stripJpegMetadata(photo);
    const [before, after] = await Promise.all([
      sharp(photo).metadata(),
      sharp(stripped).metadata(),
    ]);
    expect(after.icc).toEqual(before.icc);
    expect(after.isProgressive).toBe(true);
    expect(after.exif).toBeUndefined();
    expect(stripped.includes(privateText.datum)).toBe(false);
    expect(await pixels(stripped)).toEqual(await pixels(photo));
  });

  it("refuses a file it cannot follow to its end", async () => {
    const photo = await syntheticPhoto(640, 480);
    expect(() => stripJpegMetadata(photo.subarray(0, photo.length / 2))).toThrow(
      MalformedJpegError,
    );
    expect(() => stripJpegMetadata(photo.subarray(0, 20))).toThrow(MalformedJpegError);
    expect(() => stripJpegMetadata(Buffer.from("not a jpeg"))).toThrow(MalformedJpegError);
    // A segment length pointing past the end.
    const broken = Buffer.from(photo);
    broken.writeUInt16BE(0xffff, 4);
    expect(() => stripJpegMetadata(broken)).toThrow(MalformedJpegError);
  });
});
