import type { ReplySubjectKind } from "~/db/schema";
import {
  composeMail,
  mailT,
  type MailBlock,
  type MailContent,
} from "~/features/mail/compose.server";
import { greetableName } from "~/features/mail/submission-mails.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { formatDate } from "~/lib/format";

/** What the reply is about, as the customer knows it: a day, an order's number. */
export type ReplyContext = {
  kind: ReplySubjectKind;
  /** When they wrote, applied or ordered, or the booked day: "YYYY-MM-DD". */
  date: string;
  orderNumber?: string | null;
};

/**
 * The owner's reply in the customer's language (docs/decisions/105): the greeting and sign-off
 * of every customer mail around the owner's words, a line naming what it answers, and nothing
 * the customer sent repeated (an address typed into a form may be anyone's, decision 098).
 */
export function replyMail(input: {
  language: Language;
  name: string | null;
  body: string;
  context: ReplyContext;
}): MailContent {
  const t = serverT(input.language);
  const m = mailT(input.language);
  const { business } = currentSettings();
  const name = input.name ? greetableName(input.name) : undefined;
  const paragraphs: MailBlock[] = input.body
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ kind: "paragraph", text }));
  const { kind, date, orderNumber } = input.context;
  const aboutKey = kind === "order" && !orderNumber ? "orderNoNumber" : kind;
  const about = t(`customersAdmin:mail.about.${aboutKey}`, {
    date: formatDate(date, input.language, "long"),
    number: orderNumber ?? "",
  });
  return composeMail({
    language: input.language,
    subject: t(`customersAdmin:mail.subject.${kind}`, { business: business.name }),
    heading: t("customersAdmin:mail.heading", { business: business.name }),
    greeting: name ? m("greeting", { name }) : m("greetingNoName"),
    blocks: [...paragraphs, { kind: "paragraph", text: about }],
    signOff: m("signOff"),
  });
}
