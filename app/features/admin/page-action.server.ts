import { DomainError } from "~/features/api/domain-error";
import type { Language } from "~/i18n/languages";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import type { FlashName } from "~/lib/forms/flash";
import { pagePath } from "~/lib/page-path";

/** The page a form was posted from, with its filters, without React Router's own parameters. */
export function pageToReturnTo(request: Request): string {
  const url = new URL(request.url);
  for (const name of ["index", "_routes"]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return pagePath(url.pathname) + (search ? `?${search}` : "");
}

type Handlers = Record<string, (form: Record<string, string>) => Promise<FlashName>>;

/**
 * A back-office page's action: the form's intent picks the handler, which calls the same
 * function as the JSON API. Success goes back to the page with a message; a refusal re-renders
 * it with the message in the page's language.
 */
export async function adminPageAction(request: Request, lang: Language, handlers: Handlers) {
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    const handler = Object.hasOwn(handlers, form.intent ?? "") ? handlers[form.intent!] : undefined;
    if (!handler) throw new DomainError("invalidBody");
    return redirectWithFlash(pageToReturnTo(request), await handler(form));
  } catch (error) {
    return formFailure(lang, form.intent ?? "unknown", error, form);
  }
}
