import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { adminPageAction } from "~/features/admin/page-action.server";
import type { AdminUser } from "~/features/admin/require-admin.server";
import { localizePath, type Language } from "~/i18n/languages";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import type { FlashName } from "~/lib/forms/flash";
import {
  adminServices,
  createServiceFor,
  reorderServicesFor,
  updateServiceFor,
} from "../catalogue-api.server";
import { newServiceFormSchema, serviceFormSchema } from "./service-form.schema";

// The actions of the owner's pages at /admin/services: the same calls as the JSON API
// (catalogue-api.server.ts), so each change is checked, audited and clears the page cache alike.

/** Swaps a service with its neighbour; at either end of the list nothing changes. */
async function move(admin: AdminUser, id: string, by: -1 | 1): Promise<FlashName> {
  const ids = (await adminServices()).map((service) => service.id);
  const from = ids.indexOf(id);
  if (from < 0) throw new DomainError("serviceNotFound");
  const to = from + by;
  if (to >= 0 && to < ids.length) {
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await reorderServicesFor(admin, { ids });
  }
  return "adminServiceMoved";
}

async function setHidden(admin: AdminUser, id: string, hidden: boolean): Promise<FlashName> {
  await updateServiceFor(admin, id, { hidden });
  return hidden ? "adminServiceHidden" : "adminServiceShown";
}

/** The list page: move up / down, hide / show; each button is its own small form. */
export function servicesListAction(request: Request, lang: Language, admin: AdminUser) {
  return adminPageAction(request, lang, {
    moveUp: (form) => move(admin, form.id ?? "", -1),
    moveDown: (form) => move(admin, form.id ?? "", 1),
    hide: (form) => setHidden(admin, form.id ?? "", true),
    show: (form) => setHidden(admin, form.id ?? "", false),
  });
}

/**
 * The new-service and edit pages: `id` is the service edited, undefined for a new one. The
 * form's fields are checked with the form's schema (the browser's too) and stored through the
 * API's calls; a refusal gives back every field's message and what was typed.
 */
export async function serviceEditorAction(
  request: Request,
  lang: Language,
  admin: AdminUser,
  id: string | undefined,
) {
  let fields: Record<string, string> = {};
  try {
    fields = await readForm(request);
    if (fields.intent !== "save") throw new DomainError("invalidBody");
    if (id === undefined) await createServiceFor(admin, parseInput(newServiceFormSchema, fields));
    else await updateServiceFor(admin, id, parseInput(serviceFormSchema, fields));
    return redirectWithFlash(
      localizePath("/admin/services", lang),
      id === undefined ? "adminServiceCreated" : "adminServiceSaved",
    );
  } catch (error) {
    return formFailure(lang, "save", error, fields);
  }
}
