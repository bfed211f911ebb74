import { submissionFormAction } from "~/features/submissions/submission-action.server";
import { localizePath, type Language } from "~/i18n/languages";
import { submitContactMessage } from "./contact-messages.server";

/** The contact form's action (home page, #meddelande): stored and mailed to the owner. */
export function contactFormAction(request: Request, lang: Language) {
  return submissionFormAction(request, lang, {
    intent: "contact",
    submit: (fields) => submitContactMessage(request, fields, lang),
    flash: "contactSent",
    returnTo: `${localizePath("/", lang)}#meddelande`,
  });
}

/** Which of the home page's forms a post is, read from a copy so the form's own action reads it whole. */
export async function postedIntent(request: Request): Promise<string | null> {
  try {
    const value = (await request.clone().formData()).get("intent");
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}
