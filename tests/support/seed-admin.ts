import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "../../app/db/client.server.ts";
import { account, profiles, user } from "../../app/db/schema.ts";
import { setRole } from "../../app/features/admin/roles/set-role.server.ts";

export type SeededAdmin = { email: string; password: string; name: string };

/**
 * An owner account with a confirmed address, written as better-auth writes one (user, profile,
 * credential account with its password hash), then made an admin by the same function as
 * `npm run admin -- promote`. For a database no server holds yet.
 */
export async function seedAdmin(
  db: Database,
  admin: SeededAdmin = {
    email: `owner-${crypto.randomUUID()}@example.test`,
    password: "agarlosen123",
    name: "Olle Ägare",
  },
): Promise<SeededAdmin> {
  const id = crypto.randomUUID();
  await db.insert(user).values({ id, email: admin.email, name: admin.name, emailVerified: true });
  await db.insert(profiles).values({ id, fullName: admin.name, language: "sv" });
  await db.insert(account).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(admin.password),
  });
  await setRole(db, admin.email, "admin", { id: null, label: "test set-up" });
  return admin;
}
