import sharp from "sharp";
// Relative imports with their extension: the photo benchmark runs these modules in Node directly.
import { inspectPhoto, pixelLimit } from "./inspect-photo.server.ts";
import { MalformedJpegError, stripJpegMetadata } from "./jpeg-metadata.ts";
import { NotAPhotoError } from "./not-a-photo-error.ts";

// The full-resolution file a buyer downloads (docs/decisions/089). A JPEG, which is what cameras
// and editors hand over, keeps its bytes: only its metadata segments go (jpeg-metadata.ts), so
// the buyer gets the photographer's own encoding, in milliseconds, instead of a second lossy
// generation that would cost a full 24 MP decode and encode. Any other format becomes a JPEG
// at quality 92 with its colour profile kept, turned upright, and nothing else.

/** For the formats that are re-encoded: high quality, plain libjpeg (mozjpeg's trellis is 3× slower). */
export const downloadJpeg = { quality: 92, mozjpeg: false, chromaSubsampling: "4:4:4" } as const;

/** The original without location or any other personal metadata, as a JPEG. */
export async function originalWithoutPersonalData(original: Buffer): Promise<Buffer> {
  const header = await inspectPhoto(original);
  if (header.format === "jpeg") {
    try {
      return stripJpegMetadata(original, header.orientation);
    } catch (error) {
      if (!(error instanceof MalformedJpegError)) throw error;
      // A structure the segment walk does not follow: the decoder decides below.
    }
  }
  try {
    return await sharp(original, {
      limitInputPixels: pixelLimit(header),
      sequentialRead: true,
      failOn: "error",
    })
      .rotate()
      .flatten({ background: "#ffffff" })
      .keepIccProfile()
      .jpeg(downloadJpeg)
      .toBuffer();
  } catch (error) {
    throw new NotAPhotoError("notAnImage", error instanceof Error ? error.message : String(error));
  }
}
