import type { Database } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { allResources } from "~/i18n/resources.server";
import { auditPage } from "./audit.server";
import { auditSentence, type AuditTexts, type SentencePart } from "./audit-sentence";
import { resolveAuditSubjects } from "./audit-subjects.server";

/** One line of the owner's log, its sentence already in the page's language. */
export type AuditLine = { id: number; at: string; actor: string; sentence: SentencePart[] };

/** The language's audit texts over the Swedish ones, as i18next falls back on the server. */
function auditTexts(lang: Language): AuditTexts {
  const own = allResources[lang].admin.audit;
  const swedish = allResources.sv.admin.audit;
  return {
    actions: { ...swedish.actions, ...own.actions },
    sentences: { ...swedish.sentences, ...own.sentences },
  };
}

/**
 * A page of the log as sentences. They are made here, on the server, and sent as data: the
 * browser shows the same words before and after hydration without the log's texts.
 */
export async function auditLines(
  db: Database,
  page: number,
  lang: Language,
): Promise<{ lines: AuditLine[]; hasMore: boolean }> {
  const { entries, hasMore } = await auditPage(db, page);
  const subjects = await resolveAuditSubjects(
    db,
    entries.map((entry) => entry.target),
    lang,
  );
  const texts = auditTexts(lang);
  return {
    hasMore,
    lines: entries.map((entry) => ({
      id: entry.id,
      at: entry.at,
      actor: entry.actor,
      sentence: auditSentence(texts, lang, entry.action, subjects.get(entry.target) ?? null),
    })),
  };
}
