import crypto from "node:crypto";
import sharp from "sharp";
import type { Database } from "~/db/client.server";
import { articleImages } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { acceptedImageTypes, sniffImageType, type ImageType } from "./sniff-image";

// A picture for an article (docs/decisions/048): size capped, type sniffed from its bytes,
// decoded once to prove it is a picture, then kept in the database as sent.

export const maxImageBytes = 5 * 1024 * 1024;
// A 36-megapixel camera's picture (7,360 × 4,912) fits; a small file claiming 8,000 × 8,000
// pixels does not (docs/decisions/083).
const maxImageSide = 8_000;
const maxImagePixels = 40_000_000;
/** The proof decode shrinks to this; its memory is the pipeline's, not the whole picture's. */
const proofSide = 256;

const refuse = (key: string) =>
  new DomainError("validation", [{ field: "image", message: `newsAdmin:errors.${key}` }]);

// One proof decode at a time: uploads at once wait instead of adding their memory up.
let decoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => undefined);
  return turn;
}

/** Width and height as shown (EXIF orientation applied), from the header alone. */
async function dimensions(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { autoOrient } = await sharp(bytes).metadata();
    return autoOrient;
  } catch {
    throw refuse("imageUnreadable");
  }
}

/** The uploaded file of a multipart form, checked; the reason for refusal as a field error. */
export async function checkedImage(
  file: FormDataEntryValue | null,
): Promise<{ bytes: Buffer; type: ImageType; width: number; height: number }> {
  if (!file || typeof file === "string" || file.size === 0) throw refuse("imageMissing");
  if (file.size > maxImageBytes) throw refuse("imageTooLarge");
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) {
    // A file that claims to be one of ours but is not: "not a picture"; anything else: wrong type.
    throw refuse(
      (acceptedImageTypes as readonly string[]).includes(file.type)
        ? "imageUnreadable"
        : "imageWrongType",
    );
  }
  // The header says how big the picture is before anything is decoded.
  const { width, height } = await dimensions(bytes);
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels)
    throw refuse("imageTooBig");
  try {
    // Decoding every row proves the bytes are a picture; read in order and shrunk as it goes,
    // it never holds the whole picture in memory.
    await oneAtATime(() =>
      sharp(bytes, { limitInputPixels: maxImagePixels, sequentialRead: true })
        .resize(proofSide, proofSide, { fit: "inside" })
        .raw()
        .toBuffer(),
    );
  } catch {
    throw refuse("imageUnreadable");
  }
  return { bytes, type, width, height };
}

export async function storeArticleImage(
  db: Database,
  actor: AdminActor,
  file: FormDataEntryValue | null,
): Promise<{ id: string; width: number; height: number }> {
  const image = await checkedImage(file);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(articleImages)
      .values({
        contentType: image.type,
        sha256: crypto.createHash("sha256").update(image.bytes).digest("hex"),
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        createdBy: actor.id,
      })
      .returning({
        id: articleImages.id,
        width: articleImages.width,
        height: articleImages.height,
      });
    await recordAdminAction(tx, {
      actor,
      action: "news.imageUpload",
      target: `image:${stored!.id}`,
      after: {
        type: image.type,
        width: image.width,
        height: image.height,
        bytes: image.bytes.length,
      },
    });
    return stored!;
  });
}
