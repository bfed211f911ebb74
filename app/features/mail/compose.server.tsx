import type { TFunction } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { currentSettings } from "~/features/settings/settings-store.server";
import { createI18n } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import { allResources } from "~/i18n/resources.server";
import { logger } from "~/lib/logger.server";
import { blockText, type MailBlock } from "./mail-blocks";
import { MailDocument, type MailDocumentProps } from "./mail-document";
import { studioAddress } from "./studio-address";

// How a mail is made (docs/decisions/016): a template picks texts from the `mail` namespace and
// describes the mail as blocks; composeMail renders the blocks twice, as HTML through React (which
// escapes every value) and as plain text, for a multipart mail.

export type MailContent = { subject: string; text: string; html: string };
export type MailParts = MailDocumentProps;
export type { DetailRow, MailBlock } from "./mail-blocks";

const translators = new Map<Language, TFunction<"mail">>();

/** The `mail` namespace's texts in one language, keys type-checked. */
export function mailT(language: Language): TFunction<"mail"> {
  let t = translators.get(language);
  if (!t) {
    const i18n = createI18n(language, allResources, (lang, key) =>
      logger.warn("missing translation", { lang, key }),
    );
    t = i18n.getFixedT(language, "mail");
    translators.set(language, t);
  }
  return t;
}

/** "Hej Anna," or, without a name, "Hej,". */
function greeting(t: TFunction<"mail">, name?: string | null): string {
  return name?.trim() ? t("greeting", { name: name.trim() }) : t("greetingNoName");
}

/** A subject is a header: whatever a customer typed into it stays on one line. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The mails to a customer: each has `subject` and `heading` under its heading in `mail`. */
export type CustomerMailTexts =
  | "booking.received"
  | "booking.cancelled"
  | "booking.confirmed"
  | "booking.declined"
  | "booking.reminder"
  | "booking.moved"
  | "booking.entered"
  | "passwordReset"
  | "verifyEmail"
  | "submissions.applicationReceived"
  | "submissions.contactReceived"
  | "clientGallery.ready"
  | "clientGallery.reminder";

/**
 * A mail to a customer in their language: subject ("… – Nordic Media Studio"), heading,
 * greeting by name and sign-off around the blocks the template gives.
 */
export function customerMail(options: {
  language: Language;
  texts: CustomerMailTexts;
  name?: string | null;
  /** Values the subject names besides the business (a reminder's date). */
  subjectValues?: Record<string, string>;
  blocks: (t: TFunction<"mail">) => MailBlock[];
}): MailContent {
  const t = mailT(options.language);
  const { business } = currentSettings();
  return composeMail({
    language: options.language,
    subject: t(`${options.texts}.subject`, { ...options.subjectValues, business: business.name }),
    heading: t(`${options.texts}.heading`),
    greeting: greeting(t, options.name),
    blocks: options.blocks(t),
    signOff: t("signOff"),
  });
}

export function composeMail(parts: MailParts): MailContent {
  const { business } = currentSettings();
  const text = [
    ...(parts.greeting ? [parts.greeting] : []),
    ...parts.blocks.map(blockText),
    ...(parts.signOff ? [`${parts.signOff}\n${business.name}`] : []),
    `-- \n${business.name}\n${studioAddress(parts.language)}\n${business.email} · ${business.phone}`,
  ].join("\n\n");
  const html = "<!DOCTYPE html>" + renderToStaticMarkup(<MailDocument {...parts} />);
  return { subject: oneLine(parts.subject), text: text + "\n", html };
}
