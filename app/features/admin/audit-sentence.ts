import type { Language } from "~/i18n/languages";
import { formatClockTime, formatDate } from "~/lib/format";

/**
 * What an audit entry concerns, found from its target ("booking:<id>"): a name the owner knows
 * (the customer, the article's title) and where it is in the back office (a localized path), or
 * null once it is gone. A booking brings its day and hour.
 */
export type AuditSubject = { name: string; path: string | null; date?: string; time?: string };

/** A piece of a sentence: plain text, or the subject as a link. React renders both as text. */
export type SentencePart = { text: string; href?: string };

/** The `admin:audit` texts a sentence is made from (a language's, over the Swedish ones). */
export type AuditTexts = {
  actions: Record<string, string>;
  sentences: Record<string, string>;
};

/**
 * One log entry as a sentence in the owner's language (docs/decisions/100): "Bekräftade Anna
 * Virtanens bokning 3 december 2026 kl. 14.00", the name a link to the booking. In a template,
 * {{target}} is the subject's name, {{targetOwner}} its possessive ("Anna Virtanens", "Anna
 * Virtanen’s"), {{date}} and {{time}} the booking's. An action without a sentence, or whose
 * subject is gone, gets the action's short phrase ("Bekräftade en bokning").
 *
 * The template is read once, left to right: a value is inserted as it is and never read as a
 * placeholder, so a customer named "{{date}}" or "<b>x</b>" is shown as typed.
 */
export function auditSentence(
  texts: AuditTexts,
  lang: Language,
  action: string,
  subject: AuditSubject | null,
): SentencePart[] {
  const template = subject ? own(texts.sentences, action) : undefined;
  if (!subject || template === undefined) return [{ text: own(texts.actions, action) ?? action }];
  const values: Record<string, string> = {
    date: subject.date ? formatDate(subject.date, lang) : "",
    time: subject.time ? formatClockTime(subject.time, lang) : "",
  };
  const parts: SentencePart[] = [];
  const pushText = (text: string) => {
    const last = parts.at(-1);
    if (last && last.href === undefined) last.text += text;
    else if (text) parts.push({ text });
  };
  let end = 0;
  for (const match of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    pushText(template.slice(end, match.index));
    const name = match[1]!;
    if (name === "target" || name === "targetOwner") {
      const text = name === "target" ? subject.name : possessive(subject.name, lang);
      parts.push(subject.path ? { text, href: subject.path } : { text });
    } else pushText(values[name] ?? "");
    end = match.index + match[0].length;
  }
  pushText(template.slice(end));
  return parts;
}

/**
 * "Anna Virtanens" / "Anna Virtanen’s". Swedish adds no s after s, x or z ("Lars bokning");
 * Finnish sentences put the name as it is after a noun in the genitive ("asiakkaan Anna
 * Virtanen varauksen"), so every language's template can use the same {{targetOwner}}.
 */
export function possessive(name: string, lang: Language): string {
  if (lang === "sv") return /[sxz]$/i.test(name) ? name : `${name}s`;
  if (lang === "en") return `${name}’s`;
  return name;
}

/** A text by a key taken from the database: own properties only ("__proto__" is no text). */
function own(texts: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(texts, key) ? texts[key] : undefined;
}
