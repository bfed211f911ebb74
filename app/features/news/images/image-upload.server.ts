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
const maxImageSide = 8_000;

const refuse = (key: string) =>
  new DomainError("validation", [{ field: "image", message: `newsAdmin:errors.${key}` }]);

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
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Decoding the whole picture (not just its header) proves the bytes are one.
    const { info } = await sharp(bytes, { limitInputPixels: maxImageSide * maxImageSide })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    width = info.width;
    height = info.height;
  } catch {
    throw refuse("imageUnreadable");
  }
  if (width > maxImageSide || height > maxImageSide) throw refuse("imageTooBig");
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
