import { desc, eq } from "drizzle-orm";
// Relative imports with their extension: the `npm run admin` command loads this file in Node.
import type { Database } from "../../db/client.server.ts";
import { adminAudit, user } from "../../db/schema.ts";

/** Who did it: a signed-in admin, or the command line (no account). */
export type AdminActor = { id: string | null; label: string };

export type AdminAction = {
  actor: AdminActor;
  /** A dotted name, e.g. "booking.confirm"; its label is `admin:audit.actions.<name>`. */
  action: string;
  /** What it was done to, e.g. "booking:<id>", "user:<email>". */
  target: string;
  before?: unknown;
  after?: unknown;
};

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Records one admin action. Call it inside the transaction that makes the change, so the log
 * holds exactly the changes that happened: a change that rolls back takes its entry with it.
 */
export async function recordAdminAction(
  tx: Transaction | Database,
  entry: AdminAction,
): Promise<void> {
  await tx.insert(adminAudit).values({
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const auditPageSize = 50;

export type AuditEntry = {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

/** One page of the log, newest first, and whether an older page exists. */
export async function auditPage(
  db: Database,
  page: number,
): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const rows = await db
    .select({
      id: adminAudit.id,
      at: adminAudit.at,
      actorLabel: adminAudit.actorLabel,
      actorEmail: user.email,
      action: adminAudit.action,
      target: adminAudit.target,
      before: adminAudit.before,
      after: adminAudit.after,
    })
    .from(adminAudit)
    .leftJoin(user, eq(user.id, adminAudit.actorId))
    .orderBy(desc(adminAudit.id))
    .limit(auditPageSize + 1)
    .offset((page - 1) * auditPageSize);
  return {
    hasMore: rows.length > auditPageSize,
    entries: rows.slice(0, auditPageSize).map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorEmail ?? row.actorLabel,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
  };
}
