// A JPEG's metadata removed without touching its pixels (docs/decisions/089): the file is a
// chain of marker segments, and the picture lives in the quantisation and Huffman tables, the
// frame header and the scans. Everything else is dropped except what changes how the pixels look:
//   kept     APP0 "JFIF" (without its thumbnail), APP2 "ICC_PROFILE" (the colours),
//            APP14 "Adobe" (the colour transform of CMYK and some RGB files), every non-APP segment
//   dropped  APP1 (EXIF with GPS, serial numbers, owner names, its thumbnail; XMP), APP2 "MPF"
//            (a phone's second pictures, each with its own EXIF), APP13 (IPTC: names, places,
//            captions), all other APPn, COM, anything after the end marker (MPF's pictures)
// and an EXIF block holding only the orientation is written back when it is not 1, since the
// pixels are stored as the camera read them and a viewer turns them upright from that tag.

const marker = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  APP0: 0xe0,
  APP1: 0xe1,
  APP2: 0xe2,
  APP14: 0xee,
  APP15: 0xef,
  COM: 0xfe,
} as const;

export class MalformedJpegError extends Error {
  constructor(detail: string) {
    super(`malformed JPEG: ${detail}`);
    this.name = "MalformedJpegError";
  }
}

const startsWith = (bytes: Uint8Array, offset: number, text: string) =>
  Array.from(text).every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/** A segment: its marker, and its bytes from the 0xFF through the end of its payload. */
function segment(markerByte: number, payload: Uint8Array): Buffer {
  const head = Buffer.from([0xff, markerByte, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** APP1 with an EXIF block of one tag, the orientation (big-endian TIFF, IFD0, no thumbnail). */
export function orientationOnlyExif(orientation: number): Buffer {
  const payload = Buffer.alloc(6 + 8 + 2 + 12 + 4);
  payload.write("Exif\0\0", 0, "latin1");
  payload.write("MM", 6, "latin1");
  payload.writeUInt16BE(42, 8);
  payload.writeUInt32BE(8, 10); // IFD0 right after the TIFF header
  payload.writeUInt16BE(1, 14); // one entry
  payload.writeUInt16BE(0x0112, 16); // Orientation
  payload.writeUInt16BE(3, 18); // SHORT
  payload.writeUInt32BE(1, 20); // one value
  payload.writeUInt16BE(orientation, 24);
  payload.writeUInt32BE(0, 28); // no next IFD: no thumbnail
  return segment(marker.APP1, payload);
}

/** The JFIF header without its thumbnail (which could show the picture before it was cropped). */
function jfifWithoutThumbnail(payload: Uint8Array): Buffer {
  const header = Buffer.from(payload.subarray(0, 14));
  header[12] = 0;
  header[13] = 0;
  return segment(marker.APP0, header);
}

/** The end of a scan's entropy-coded data: the first marker that is not a restart or a stuffed 0xFF00. */
function scanEnd(jpeg: Buffer, from: number): number {
  let at = from;
  for (;;) {
    at = jpeg.indexOf(0xff, at);
    if (at < 0 || at + 1 >= jpeg.length) throw new MalformedJpegError("scan without an end");
    const next = jpeg[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff)
      at += next === 0xff ? 1 : 2;
    else return at;
  }
}

/**
 * The same JPEG, byte for byte the same pixels, without personal metadata. `orientation` is the
 * file's EXIF orientation (from its header), written back alone when it is not 1.
 */
export function stripJpegMetadata(jpeg: Buffer, orientation = 1): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== marker.SOI) throw new MalformedJpegError("no start marker");
  const head: Buffer[] = [Buffer.from([0xff, marker.SOI])];
  const body: Buffer[] = [];
  let at = 2;
  for (;;) {
    while (jpeg[at] === 0xff && jpeg[at + 1] === 0xff) at += 1; // fill bytes
    if (at + 1 >= jpeg.length) throw new MalformedJpegError("no end marker");
    if (jpeg[at] !== 0xff) throw new MalformedJpegError(`no marker at byte ${at}`);
    const code = jpeg[at + 1]!;
    if (code === marker.EOI) break;
    if (code === 0x01 || (code >= 0xd0 && code <= 0xd7)) {
      body.push(jpeg.subarray(at, at + 2)); // markers without a length
      at += 2;
      continue;
    }
    if (at + 4 > jpeg.length) throw new MalformedJpegError("cut in a segment header");
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end > jpeg.length || end < at + 4) throw new MalformedJpegError("segment past the end");
    const payload = jpeg.subarray(at + 4, end);
    if (code === marker.SOS) {
      const dataEnd = scanEnd(jpeg, end);
      body.push(jpeg.subarray(at, dataEnd));
      at = dataEnd;
      continue;
    }
    if (code === marker.APP0) {
      if (startsWith(payload, 0, "JFIF\0") && payload.length >= 14 && head.length === 1)
        head.push(jfifWithoutThumbnail(payload));
    } else if (code === marker.APP2) {
      if (startsWith(payload, 0, "ICC_PROFILE\0")) body.push(jpeg.subarray(at, end));
    } else if (code === marker.APP14) {
      if (startsWith(payload, 0, "Adobe")) body.push(jpeg.subarray(at, end));
    } else if ((code < marker.APP0 || code > marker.APP15) && code !== marker.COM) {
      body.push(jpeg.subarray(at, end));
    }
    at = end;
  }
  if (Number.isInteger(orientation) && orientation >= 2 && orientation <= 8)
    head.push(orientationOnlyExif(orientation));
  return Buffer.concat([...head, ...body, Buffer.from([0xff, marker.EOI])]);
}
