import { redirect } from "react-router";
import { DomainError } from "~/features/api/domain-error";
import { pageToReturnTo } from "~/features/admin/page-action.server";
import type { Language } from "~/i18n/languages";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import { heartFor, submitFor, unheartFor } from "./proofing-api.server";

// The client gallery page's proofing forms (HTML first, decision 022): a heart, a note, taking a
// heart away and sending the selection are plain forms posted to the page, and each calls the
// same function as the JSON API. Without scripts the page reloads at the photo; with them a
// fetcher posts the same form. A refusal (the limit, a sent selection) comes back as the form's
// failure in the page's language.

export const proofingIntents = ["heart", "unheart", "note", "submitSelection"] as const;

export function isProofingIntent(intent: string | null | undefined): boolean {
  return (proofingIntents as readonly string[]).includes(intent ?? "");
}

export async function proofingAction(request: Request, slug: string, lang: Language) {
  let fields: Record<string, string> = {};
  // Read before the body is: the page's address keeps the key, and the photo to come back to.
  const back = pageToReturnTo(request);
  try {
    fields = await readForm(request);
    const photoId = fields.photoId ?? "";
    switch (fields.intent) {
      case "heart":
        await heartFor(request, slug, { photoId });
        return redirect(`${back}#foto-${photoId}`);
      case "note":
        await heartFor(request, slug, { photoId, note: fields.note ?? "" });
        return redirectWithFlash(`${back}#foto-${photoId}`, "favouriteNoteSaved");
      case "unheart":
        await unheartFor(request, slug, photoId);
        return redirect(`${back}#foto-${photoId}`);
      case "submitSelection":
        await submitFor(request, slug);
        return redirectWithFlash(back, "selectionSent");
      default:
        throw new DomainError("invalidBody");
    }
  } catch (error) {
    return formFailure(lang, fields.intent ?? "unknown", error, fields);
  }
}

/** The page's action for a proofing form; undefined for any other form (the PIN, a purchase). */
export async function proofingPageAction(request: Request, slug: string, lang: Language) {
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const intent = form?.get("intent");
  if (typeof intent !== "string" || !isProofingIntent(intent)) return undefined;
  return proofingAction(request, slug, lang);
}
