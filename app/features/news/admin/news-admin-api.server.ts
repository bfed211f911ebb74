import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { actorOf, type AdminUser } from "~/features/admin/require-admin.server";
import { z } from "~/lib/zod";
import { storeArticleImage } from "../images/image-upload.server";
import { articleContentSchema, newArticleSchema } from "./article-input.schema";
import { createArticle, setArticlePublished, updateArticle } from "./article-admin.server";

// The owner's news calls, for the JSON API and the back-office pages alike.

/** Three languages of up to 20,000 characters each, in UTF-8 and JSON, with room to spare. */
export const articleBodyLimit = 256 * 1024;

export async function createArticleFor(admin: AdminUser, input: unknown) {
  const valid = parseInput(newArticleSchema, input);
  const { db } = await database();
  return createArticle(db, actorOf(admin), valid);
}

export async function updateArticleFor(admin: AdminUser, slug: string, input: unknown) {
  const valid = parseInput(articleContentSchema, input);
  const { db } = await database();
  return updateArticle(db, actorOf(admin), slug, valid);
}

const publicationSchema = z.object({
  published: z.boolean({ error: "newsAdmin:errors.publishedFlag" }),
});

export async function setPublicationFor(admin: AdminUser, slug: string, input: unknown) {
  const { published } = parseInput(publicationSchema, input);
  const { db } = await database();
  return setArticlePublished(db, actorOf(admin), slug, published);
}

/** A multipart upload with the picture in the field "image". */
export async function uploadImageFor(admin: AdminUser, request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw new DomainError("unsupportedMediaType");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new DomainError("invalidBody");
  }
  const { db } = await database();
  return storeArticleImage(db, actorOf(admin), form.get("image"));
}
