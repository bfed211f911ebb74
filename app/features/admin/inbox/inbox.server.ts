import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  contactMessages,
  freelancerApplications,
  inboxStatuses,
  type InboxStatus,
} from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { recordAdminAction, type AdminActor } from "../audit.server";

// The owner's inbox of freelancer applications and contact messages (docs/decisions/053): a
// list per kind and status, "read" and "handled" marks with their audit entries, CSV export.

export const inboxKinds = ["applications", "messages"] as const;
export type InboxKind = (typeof inboxKinds)[number];

const tables = { applications: freelancerApplications, messages: contactMessages } as const;
/** The audit log's name for one item of a kind: "application:<id>", "message:<id>". */
const itemName: Record<InboxKind, string> = { applications: "application", messages: "message" };

export type InboxItem = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: string;
  status: InboxStatus;
  createdAt: string;
  /** Applications only. */
  specialization?: string;
  experienceYears?: number;
  portfolioUrl?: string | null;
};

type ApplicationRow = typeof freelancerApplications.$inferSelect;
type MessageRow = typeof contactMessages.$inferSelect;

function toItem(row: ApplicationRow | MessageRow): InboxItem {
  const item: InboxItem = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
  if ("specialization" in row) {
    item.specialization = row.specialization;
    item.experienceYears = row.experienceYears;
    item.portfolioUrl = row.portfolioUrl;
  }
  return item;
}

export function isInboxStatus(value: unknown): value is InboxStatus {
  return typeof value === "string" && (inboxStatuses as readonly string[]).includes(value);
}

/** `?status=`: one of the statuses, or none for all; anything else is a bad request. */
export function readInboxStatus(params: URLSearchParams): InboxStatus | undefined {
  const values = params.getAll("status").filter((value) => value !== "");
  if (values.length === 0) return undefined;
  if (values.length > 1 || !isInboxStatus(values[0])) throw new DomainError("badRequest");
  return values[0];
}

/** Newest first; at most `limit` (the page shows the latest, the CSV holds everything). */
export async function listInbox(
  db: Database,
  kind: InboxKind,
  status?: InboxStatus,
  limit = 500,
): Promise<InboxItem[]> {
  const table = tables[kind];
  const rows: (ApplicationRow | MessageRow)[] = await db
    .select()
    .from(table)
    .where(status ? eq(table.status, status) : undefined)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
  return rows.map(toItem);
}

export async function newInboxCount(db: Database, kind: InboxKind): Promise<number> {
  const table = tables[kind];
  const [row] = await db.select({ count: count() }).from(table).where(eq(table.status, "new"));
  return row?.count ?? 0;
}

export type InboxMark = "read" | "handle";
const markTo: Record<InboxMark, InboxStatus> = { read: "read", handle: "handled" };
/** "Read" only what is new; "handled" what is new or read. */
const markFrom: Record<InboxMark, InboxStatus[]> = { read: ["new"], handle: ["new", "read"] };

export function isInboxMark(value: string): value is InboxMark {
  return Object.hasOwn(markTo, value);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks one item read or handled, with its audit entry in the same transaction. */
export async function markInboxItem(
  db: Database,
  actor: AdminActor,
  kind: InboxKind,
  id: string,
  mark: InboxMark,
): Promise<InboxItem> {
  if (!uuidPattern.test(id)) throw new DomainError("submissionNotFound");
  const table = tables[kind];
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!existing) throw new DomainError("submissionNotFound");
    if (!markFrom[mark].includes(existing.status)) throw new DomainError("wrongSubmissionState");
    const [changed]: (ApplicationRow | MessageRow)[] = await tx
      .update(table)
      .set({ status: markTo[mark], updatedAt: sql`now()` })
      .where(eq(table.id, id))
      .returning();
    await recordAdminAction(tx, {
      actor,
      action: `${itemName[kind]}.${mark}`,
      target: `${itemName[kind]}:${id}`,
      before: { status: existing.status },
      after: { status: changed!.status },
    });
    return toItem(changed!);
  });
}
