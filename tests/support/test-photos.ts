// Photos made for the photo-processing tests and benchmark: nothing is downloaded or committed.
import zlib from "node:zlib";
import sharp from "sharp";

/**
 * A JPEG that compresses like a photo: large soft shapes, mid-sized detail and a little sensor
 * noise (a 6,000 × 4,000 one at quality 90 is about 7–8 MB, like a 24 MP camera's).
 */
export async function syntheticPhoto(width: number, height: number, quality = 90): Promise<Buffer> {
  const layer = async (divisor: number, sigma: number) => {
    const w = Math.max(2, Math.round(width / divisor));
    const h = Math.max(2, Math.round(height / divisor));
    const noise = sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    });
    if (divisor === 1) return noise.raw().toBuffer();
    return sharp(await noise.raw().toBuffer(), { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { fit: "fill", kernel: "cubic" })
      .raw()
      .toBuffer();
  };
  const [shapes, detail, grain] = await Promise.all([layer(120, 70), layer(12, 40), layer(1, 6)]);
  const pixels = Buffer.allocUnsafe(width * height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = shapes[i]! + ((detail[i]! - 128) >> 1) + (grain[i]! - 128);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export const privateText = {
  artist: "Jane Private-Photographer",
  serial: "SN-4711-0815",
  datum: "WGS-84",
  xmpLocation: "Nykarleby harbour",
};

/**
 * A camera's JPEG turned on its side (EXIF orientation 6: stored 600 × 400, shown 400 × 600)
 * with GPS coordinates, the photographer's name and the camera's serial in EXIF, and the place
 * again in XMP. The stored picture's top-left quarter is red, the rest blue: shown upright, the
 * red is at the top right.
 */
export async function photoWithPrivateData(width = 600, height = 400): Promise<Buffer> {
  const red = await sharp({
    create: { width: width / 2, height: height / 2, channels: 3, background: "#ff0000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Artist: privateText.artist, Make: "TestCam", Model: "T-1" },
      IFD2: { BodySerialNumber: privateText.serial },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "63/1 31/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "22/1 31/1 0/1",
        GPSMapDatum: privateText.datum,
      },
    })
    .withXmp(
      '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
        'xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" ' +
        `exif:GPSLatitude="63,31.0N" exif:GPSLongitude="22,31.0E" photoshop:City="${privateText.xmpLocation}"/>` +
        '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
    )
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The tags of an EXIF block's first directory (IFD0), by number; GPS is 0x8825, EXIF 0x8769. */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.toString("latin1", 0, 6) === "Exif\0\0" ? exif.subarray(6) : exif;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

// Adam7: each pass's first column and row, and its steps.
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A valid PNG of one colour (black), of any size, small on disk: 20,000 × 20,000 px in one bit a
 * pixel is about 50 KB and 400 MP once decoded; 8,000 × 8,000 in 8-bit RGB is about 190 KB and
 * 192 MB decoded. Its data is deflated a few megabytes at a time, so making it holds neither.
 */
export async function flatPng(
  width: number,
  height: number,
  kind: "bilevel" | "rgb",
  { interlaced = false } = {},
): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = kind === "bilevel" ? 1 : 8; // bit depth
  header[9] = kind === "bilevel" ? 0 : 2; // greyscale or RGB
  header[12] = interlaced ? 1 : 0;
  // Every row is a filter byte 0 and black pixels: the data is all zeros, only its length counts.
  const rowBytes = (pixels: number) =>
    pixels === 0 ? 0 : 1 + (kind === "bilevel" ? Math.ceil(pixels / 8) : pixels * 3);
  const passes = interlaced ? adam7 : ([[0, 0, 1, 1]] as const);
  let length = 0;
  for (const [x, y, stepX, stepY] of passes) {
    const columns = Math.ceil(Math.max(0, width - x) / stepX);
    length += rowBytes(columns) * Math.ceil(Math.max(0, height - y) / stepY);
  }
  const zeros = Buffer.alloc(Math.min(length, 4_000_000));
  const deflate = zlib.createDeflate({ level: 6 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  for (let written = 0; written < length; written += zeros.length) {
    const chunk = zeros.subarray(0, Math.min(zeros.length, length - written));
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.concat(compressed)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
