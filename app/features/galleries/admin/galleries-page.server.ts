import { DomainError } from "~/features/api/domain-error";
import { describeError, parseInput } from "~/features/api/problem.server";
import { pageToReturnTo } from "~/features/admin/page-action.server";
import type { AdminUser } from "~/features/admin/require-admin.server";
import { localizePath, type Language } from "~/i18n/languages";
import { formFailure, readForm, redirectWithFlash, refusal } from "~/lib/forms/form-action.server";
import type { FlashName } from "~/lib/forms/flash";
import {
  acceptSuggestionsFor,
  createGalleryFor,
  deleteGalleryFor,
  deletePhotoFor,
  galleryForAdmin,
  publishGalleryFor,
  replacePhotoFor,
  tagPhotosFor,
  updateGalleryFor,
  updatePhotoFor,
} from "./galleries-api.server";
import { formFieldOf, galleryFormSchema, newGalleryFormSchema } from "./gallery-form.schema";
import { clientEditorHandlers } from "../client/client-editor-actions.server";
import { portfolioPhotoFormSchema } from "./portfolio-photo-form.schema";
import { reopenSelectionFor } from "../proofing/selection-admin.server";

// The actions of the owner's pages at /admin/galleries (HTML first, decision 022): every button
// is a plain form posted here, and each calls the same function as the JSON API
// (galleries-api.server.ts), so a change is checked and audited alike however it was sent.

const formField = (field: string) =>
  /^(add|remove)(\.\d+)?$/.test(field) ? "number" : formFieldOf(field);

/**
 * A refusal for the page: the API's field names as the form's, so each message is shown beside
 * its field. A conflict that names its field (an address already taken) is shown there too,
 * with its own status.
 */
function pageRefusal(
  lang: Language,
  intent: string,
  error: unknown,
  fields: Record<string, string>,
) {
  if (!(error instanceof DomainError) || !error.fieldErrors?.length)
    return formFailure(lang, intent, error, fields);
  const renamed = error.fieldErrors.map((fieldError) => ({
    ...fieldError,
    field: formField(fieldError.field),
  }));
  const described = describeError(
    lang,
    new DomainError(error.code, renamed, { values: error.values }),
  );
  return refusal(
    intent,
    {
      ...described,
      errors:
        described.errors ?? renamed.map(({ field }) => ({ field, message: described.detail })),
    },
    fields,
  );
}

/** The list page's one form: a new gallery; its page is where the photos are uploaded. */
export async function galleriesListAction(request: Request, lang: Language, admin: AdminUser) {
  let fields: Record<string, string> = {};
  try {
    fields = await readForm(request);
    if (fields.intent !== "create") throw new DomainError("invalidBody");
    const gallery = await createGalleryFor(admin, parseInput(newGalleryFormSchema, fields));
    return redirectWithFlash(
      localizePath(`/admin/galleries/${gallery.id}`, lang),
      "adminGalleryCreated",
    );
  } catch (error) {
    return pageRefusal(lang, "create", error, fields);
  }
}

/** The form's fields (the first value of each) and every selected photo (checkboxes). */
async function readEditorForm(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
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
  const photoIds = formData.getAll("photoIds").filter((id) => typeof id === "string");
  return { fields, photoIds, formData };
}

/** The selection's checkboxes, or the one photo a card's button is about. */
function selectedPhotos(photoIds: string[]): string[] {
  if (photoIds.length === 0)
    throw new DomainError("validation", [
      { field: "photoIds", message: "galleriesAdmin:errors.noneSelected" },
    ]);
  return [...new Set(photoIds)];
}

/** "17" from the number field, checked by the API's own schema. */
const typedNumber = (fields: Record<string, string>) => (fields.number ?? "").trim();

type Handler = (
  fields: Record<string, string>,
  photoIds: string[],
  formData: FormData,
) => Promise<FlashName | { to: string; flash: FlashName }>;

function editorHandlers(admin: AdminUser, id: string, lang: Language): Record<string, Handler> {
  const photo = (fields: Record<string, string>) => fields.photoId ?? "";
  const move = async (fields: Record<string, string>, by: -1 | 1): Promise<FlashName> => {
    const ids = (await galleryForAdmin(id)).photos.map((row) => row.id);
    const from = ids.indexOf(photo(fields));
    if (from < 0) throw new DomainError("photoNotFound");
    const to = from + by;
    // 1-based; at either end nothing changes.
    if (to >= 0 && to < ids.length)
      await updatePhotoFor(admin, id, photo(fields), { position: to + 1 });
    return "adminPhotoMoved";
  };
  return {
    save: async (fields) => {
      await updateGalleryFor(admin, id, parseInput(galleryFormSchema, fields));
      return "adminGallerySaved";
    },
    publish: async () => {
      await publishGalleryFor(admin, id, true);
      return "adminGalleryPublished";
    },
    unpublish: async () => {
      await publishGalleryFor(admin, id, false);
      return "adminGalleryUnpublished";
    },
    delete: async () => {
      await deleteGalleryFor(admin, id);
      return { to: localizePath("/admin/galleries", lang), flash: "adminGalleryDeleted" };
    },
    hide: async (fields) => {
      await updatePhotoFor(admin, id, photo(fields), { hidden: true });
      return "adminPhotoHidden";
    },
    show: async (fields) => {
      await updatePhotoFor(admin, id, photo(fields), { hidden: false });
      return "adminPhotoShown";
    },
    cover: async (fields) => {
      await updateGalleryFor(admin, id, { coverPhotoId: photo(fields) });
      return "adminPhotoCover";
    },
    /** A portfolio picture's caption, alt text and category (decision 095). */
    photoTexts: async (fields) => {
      await updatePhotoFor(admin, id, photo(fields), parseInput(portfolioPhotoFormSchema, fields));
      return "adminPhotoTextsSaved";
    },
    /** A photo's new file, its texts and place kept (a multipart form; decision 095). */
    replacePhoto: async (fields, _photoIds, formData) => {
      await replacePhotoFor(admin, id, photo(fields), formData);
      return "adminPhotoReplaced";
    },
    moveEarlier: (fields) => move(fields, -1),
    moveLater: (fields) => move(fields, 1),
    deletePhoto: async (fields) => {
      await deletePhotoFor(admin, id, photo(fields));
      return "adminPhotoDeleted";
    },
    /** One number on one photo: a suggestion accepted, or a tagged number taken off. */
    acceptNumber: async (fields) => {
      await tagPhotosFor(admin, id, { photoIds: [photo(fields)], add: [typedNumber(fields)] });
      return "adminPhotosTagged";
    },
    removeNumber: async (fields) => {
      await tagPhotosFor(admin, id, { photoIds: [photo(fields)], remove: [typedNumber(fields)] });
      return "adminPhotosTagged";
    },
    tagAdd: async (fields, photoIds) => {
      await tagPhotosFor(admin, id, {
        photoIds: selectedPhotos(photoIds),
        add: [typedNumber(fields)],
      });
      return "adminPhotosTagged";
    },
    tagRemove: async (fields, photoIds) => {
      await tagPhotosFor(admin, id, {
        photoIds: selectedPhotos(photoIds),
        remove: [typedNumber(fields)],
      });
      return "adminPhotosTagged";
    },
    /** Each selected photo gets its own suggested numbers (the numbers differ per photo). */
    acceptSuggestions: async (_fields, photoIds) => {
      await acceptSuggestionsFor(admin, id, selectedPhotos(photoIds));
      return "adminPhotosTagged";
    },
    /** Every photo of the gallery gets its own suggested numbers. */
    acceptAllSuggestions: async () => {
      await acceptSuggestionsFor(admin, id, "all");
      return "adminPhotosTagged";
    },
    /** A client gallery's sent selection, open to the customer again (decision 102). */
    reopenSelection: async () => {
      await reopenSelectionFor(admin, id);
      return "adminSelectionReopened";
    },
    // A client gallery's customer, PIN, limit, expiry and mail (docs/decisions/101).
    ...clientEditorHandlers(admin, id),
  };
}

/**
 * The edit page's action (`id` is the gallery): its details, publication and deletion, and every
 * button of the photo grid and the tagging form. Success goes back to the page (or to the list,
 * after a deletion) with a message; a refusal re-renders it with the message in its language.
 */
export async function galleryEditorAction(
  request: Request,
  lang: Language,
  admin: AdminUser,
  id: string,
) {
  let fields: Record<string, string> = {};
  try {
    const form = await readEditorForm(request);
    fields = form.fields;
    const handlers = editorHandlers(admin, id, lang);
    const intent = fields.intent ?? "";
    const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) throw new DomainError("invalidBody");
    const outcome = await handler(fields, form.photoIds, form.formData);
    return typeof outcome === "string"
      ? redirectWithFlash(pageToReturnTo(request), outcome)
      : redirectWithFlash(outcome.to, outcome.flash);
  } catch (error) {
    return pageRefusal(lang, fields.intent ?? "unknown", error, fields);
  }
}
