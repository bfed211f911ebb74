import type { Database } from "~/db/client.server";
import { serverT } from "~/i18n/translate.server";
import type { Language } from "~/i18n/languages";
import { csvTime, toCsv } from "~/features/submissions/csv";
import { listInbox, type InboxKind } from "./inbox.server";
import type { InboxStatus } from "~/db/schema";

/**
 * Every item of a kind (or of one status) as CSV, with headings in the owner's language and
 * times in Finnish time.
 */
export async function inboxCsv(
  db: Database,
  kind: InboxKind,
  lang: Language,
  status?: InboxStatus,
): Promise<string> {
  const t = serverT(lang);
  const items = await listInbox(db, kind, status, 100_000);
  const column = (key: string) => t(`admin:inbox.columns.${key}`);
  const common = ["createdAt", "status", "name", "email", "phone"];
  const extra = kind === "applications" ? ["specialization", "experience", "portfolio"] : [];
  const header = [...common, ...extra, "message", "language"].map(column);
  const rows = items.map((item) => [
    csvTime(item.createdAt),
    t(`admin:${kind}.status.${item.status}`),
    item.name,
    item.email,
    item.phone,
    ...(kind === "applications"
      ? [item.specialization, item.experienceYears, item.portfolioUrl]
      : []),
    item.message,
    item.language,
  ]);
  return toCsv(header, rows);
}
