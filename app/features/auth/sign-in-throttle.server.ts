import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { signInAttempts } from "~/db/schema";

// The per-account sign-in throttle of docs/decisions/020. better-auth limits sign-ins per client
// address; this limits them per e-mail address, however many addresses an attacker uses.

export const signInThrottle = { maxAttempts: 10, windowSeconds: 15 * 60 } as const;

/** The e-mail address is not stored as such: a typo or a stranger's address is not kept. */
function accountKey(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export type SignInClaim =
  | { allowed: true; release: () => Promise<void>; succeeded: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one attempt from the account's budget before the password is checked, in one atomic
 * statement, so concurrent guesses cannot all slip through. A successful sign-in clears the
 * budget; an attempt that never reached the password check (refused by the address limit, or
 * failed for another reason) is given back.
 */
export async function claimSignInAttempt(
  db: Database,
  email: string,
  now: Date,
): Promise<SignInClaim> {
  const key = accountKey(email);
  const windowStart = new Date(now.getTime() - signInThrottle.windowSeconds * 1000);
  const expired = sql`${signInAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  await db.delete(signInAttempts).where(lt(signInAttempts.windowStartedAt, windowStart));
  const [row] = await db
    .insert(signInAttempts)
    .values({ accountKey: key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.accountKey,
      set: {
        count: sql`case when ${expired} then 1 else least(${signInAttempts.count} + 1, ${signInThrottle.maxAttempts + 1}) end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${signInAttempts.windowStartedAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error("claimSignInAttempt: the upsert returned no row");
  if (row.count > signInThrottle.maxAttempts) {
    const endsAt = row.windowStartedAt.getTime() + signInThrottle.windowSeconds * 1000;
    // A concurrent attempt may have opened the window a moment after this one read the clock:
    // the wait is never longer than the window itself.
    const waitSeconds = Math.ceil((endsAt - now.getTime()) / 1000);
    return {
      allowed: false,
      retryAfterSeconds: Math.min(signInThrottle.windowSeconds, Math.max(1, waitSeconds)),
    };
  }
  const sameWindow = and(
    eq(signInAttempts.accountKey, key),
    eq(signInAttempts.windowStartedAt, row.windowStartedAt),
  );
  return {
    allowed: true,
    release: async () => {
      await db
        .update(signInAttempts)
        .set({ count: sql`greatest(${signInAttempts.count} - 1, 0)` })
        .where(sameWindow);
    },
    succeeded: () => clearSignInAttempts(db, email),
  };
}

/** After a successful sign-in or a password reset the account starts afresh. */
export async function clearSignInAttempts(db: Database, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.accountKey, accountKey(email)));
}
