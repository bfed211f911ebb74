import { DomainError } from "~/features/api/domain-error";
import type { Language } from "~/i18n/languages";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import type { FlashName } from "~/lib/forms/flash";
import { honeypotField } from "./honeypot-field";

/**
 * A visitor's form (review, application, contact message) posted to its page (docs/decisions/022):
 * the same server function as the JSON API, then back to the form's place on the page with a
 * thank-you flash; a refusal re-renders the form with its errors. A form whose hidden honeypot
 * field is filled in (a bot) is thanked the same way, and nothing is stored or sent.
 */
export async function submissionFormAction(
  request: Request,
  lang: Language,
  options: {
    intent: string;
    submit: (fields: Record<string, string>) => Promise<unknown>;
    flash: FlashName;
    /** Where the visitor lands: the page's path with the form's anchor. */
    returnTo: string;
  },
) {
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    if (form.intent !== options.intent) throw new DomainError("invalidBody");
    const { [honeypotField]: trap, intent: _intent, ...fields } = form;
    if (!trap) await options.submit(fields);
  } catch (error) {
    return formFailure(lang, options.intent, error, form);
  }
  return redirectWithFlash(options.returnTo, options.flash);
}
