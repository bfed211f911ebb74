import { data } from "react-router";
import { DomainError } from "~/features/api/domain-error";
import { database } from "~/db/client.server";
import { actorOf, type AdminUser } from "~/features/admin/require-admin.server";
import { storeArticleImage } from "../images/image-upload.server";
import { languages, localizePath, type Language } from "~/i18n/languages";
import { describeError, parseInput } from "~/features/api/problem.server";
import { redirectWithFlash } from "~/lib/forms/form-action.server";
import type { FormFailure } from "~/lib/forms/form-result";
import type { FlashName } from "~/lib/forms/flash";
import { markdownToArticleHtml } from "../markdown.server";
import {
  articleContentSchema,
  articleFromForm,
  fieldName,
  newArticleSchema,
  requireImageAlt,
} from "./article-input.schema";
import { slugFromTitle } from "./slug-from-title";
import { createArticleFor, setPublicationFor, updateArticleFor } from "./news-admin-api.server";

/** What a preview answers: each filled-in language's HTML, exactly as it would be stored. */
export type EditorPreview = {
  intent: "preview";
  preview: Partial<Record<Language, string>>;
  values: Record<string, string>;
};

/** The schema's field paths as the editor's field names: "translations.fi.title" → "title_fi". */
function editorFieldName(field: string): string {
  const translation = /^translations\.(sv|fi|en)\.(title|excerpt|markdown|imageAlt)$/.exec(field);
  if (translation) return `${translation[2]}_${translation[1]}`;
  if (field === "translations" || field === "translations.sv") return "title_sv";
  if (field === "imageId") return "image";
  return field;
}

function withEditorFields(error: unknown): unknown {
  if (!(error instanceof DomainError) || !error.fieldErrors) return error;
  return new DomainError(
    error.code,
    error.fieldErrors.map((fieldError) => ({
      ...fieldError,
      field: editorFieldName(fieldError.field),
    })),
  );
}

/** The editor's multipart (or plain) form: text fields, and the picture file if one was chosen. */
async function readEditorForm(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type))
    throw new DomainError("invalidBody");
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw new DomainError("invalidBody");
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of formData)
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  const file = formData.get("image");
  const hasFile = file !== null && typeof file !== "string" && file.size > 0;
  return { fields, file: hasFile ? file : null };
}

/**
 * The action of the new-article and edit pages (decision 022: HTML first). `slug` is the
 * article being edited, or undefined on the new-article page.
 */
export async function articleEditorAction(
  request: Request,
  lang: Language,
  admin: AdminUser,
  slug: string | undefined,
) {
  let fields: Record<string, string> = {};
  try {
    const form = await readEditorForm(request);
    fields = form.fields;
    const intent = fields.intent;
    if (intent === "preview") return previewOf(fields);
    if (slug && (intent === "publish" || intent === "unpublish")) {
      await setPublicationFor(admin, slug, { published: intent === "publish" });
      return redirectWithFlash(
        localizePath(`/admin/news/${slug}`, lang),
        intent === "publish" ? "newsPublished" : "newsUnpublished",
      );
    }
    if (intent !== "save") throw new DomainError("invalidBody");
    const input: Record<string, unknown> = articleFromForm({
      // A new article's address: the one typed, or else made from the Swedish title (decision 100).
      ...(slug === undefined && {
        slug: fields.slug?.trim() || slugFromTitle(fields[fieldName("title", "sv")] ?? ""),
      }),
      ...Object.fromEntries(Object.entries(fields).filter(([name]) => name !== "slug")),
    });
    delete input.imageId;
    // The texts are checked before a picture is stored, so a refused form leaves nothing behind.
    parseInput(slug === undefined ? newArticleSchema : articleContentSchema, input);
    if (form.file) {
      // A new picture needs its words before it is stored (decision 105).
      requireImageAlt(input as { translations: { sv?: { imageAlt?: string } } });
      const { db } = await database();
      input.imageId = (await storeArticleImage(db, actorOf(admin), form.file)).id;
    } else if (fields.removeImage === "on") input.imageId = null;
    const saved = slug
      ? await updateArticleFor(admin, slug, input)
      : await createArticleFor(admin, input);
    const flash: FlashName = slug ? "newsSaved" : "newsCreated";
    return redirectWithFlash(localizePath(`/admin/news/${saved.slug}`, lang), flash);
  } catch (error) {
    return editorFailure(lang, fields.intent ?? "unknown", withEditorFields(error), fields);
  }
}

/**
 * A refusal as the shared form machinery shapes it, but keeping the owner's whole texts (the
 * shared one shortens values to 2,000 characters; an article body is longer).
 */
function editorFailure(
  lang: Language,
  intent: string,
  error: unknown,
  fields: Record<string, string>,
) {
  const described = describeError(lang, error);
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of described.errors ?? []) fieldErrors[field] ??= message;
  const failure: FormFailure = {
    intent,
    status: described.status,
    title: described.title,
    detail: described.detail,
    fieldErrors,
    values: keptValues(fields),
  };
  return data(failure, { status: described.status, headers: { "Cache-Control": "no-store" } });
}

const keptValues = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name !== "intent")
      .map(([name, value]) => [name, value.slice(0, 20_000)]),
  );

function previewOf(fields: Record<string, string>) {
  const preview: Partial<Record<Language, string>> = {};
  for (const lang of languages) {
    const markdown = fields[`markdown_${lang}`]?.slice(0, 20_000) ?? "";
    if (markdown.trim()) preview[lang] = markdownToArticleHtml(markdown);
  }
  return data({ intent: "preview", preview, values: keptValues(fields) } satisfies EditorPreview, {
    headers: { "Cache-Control": "no-store" },
  });
}
