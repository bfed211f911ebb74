import { and, eq, like } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { verification } from "~/db/schema";

/**
 * Revokes every reset link of the user still outstanding, once one has set the password:
 * better-auth keeps each as a verification row "reset-password:<token>" holding the user's id,
 * and deletes only the one used, so an older mailed link would stay good for its hour.
 */
export async function revokeResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}
