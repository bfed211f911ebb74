import { eq, sql } from "drizzle-orm";
// Relative imports with their extension: `npm run admin` runs this in Node directly.
import type { Database } from "../../../db/client.server.ts";
import { session, user } from "../../../db/schema.ts";
import { recordAdminAction, type AdminActor } from "../audit.server.ts";

export type Role = "customer" | "admin";

export type RoleChange =
  | { outcome: "changed"; email: string; from: string; to: Role }
  | { outcome: "unchanged"; email: string; role: Role }
  | { outcome: "noSuchAccount"; email: string };

/**
 * Gives an account a role, with its audit entry, in one transaction. A demoted admin's sessions
 * end, so no page that was open keeps its admin view a moment longer than needed.
 */
export async function setRole(
  db: Database,
  email: string,
  role: Role,
  actor: AdminActor,
): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, role: user.role, email: user.email })
      .from(user)
      .where(eq(sql`lower(${user.email})`, address))
      .for("update");
    if (!account) return { outcome: "noSuchAccount", email: address };
    if (account.role === role) return { outcome: "unchanged", email: account.email, role };
    await tx
      .update(user)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(user.id, account.id));
    if (role !== "admin") await tx.delete(session).where(eq(session.userId, account.id));
    await recordAdminAction(tx, {
      actor,
      action: role === "admin" ? "role.promote" : "role.demote",
      target: `user:${account.email}`,
      before: { role: account.role },
      after: { role },
    });
    return { outcome: "changed", email: account.email, from: account.role, to: role };
  });
}
