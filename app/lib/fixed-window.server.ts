import { and, like, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { requestCounts } from "~/db/schema";

/** A limit of `limit` requests per `windowMs`, counted per subject within one scope. */
export type FixedWindow = {
  /** What is counted, e.g. "booking"; rows of one scope share one window length. */
  scope: string;
  limit: number;
  windowMs: number;
};

export type WindowCount = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request of `subject` (e.g. a client address) in the current fixed window, or refuses
 * it with the seconds until the next window. One atomic upsert, so parallel requests and several
 * server processes count together; a refused request leaves the row as it was. Rows of the scope
 * from earlier windows are swept first, so the table holds only the current window's subjects
 * (docs/decisions/019).
 */
export async function countInWindow(
  db: Database,
  window: FixedWindow,
  subject: string,
  now: Date,
): Promise<WindowCount> {
  const { scope, limit, windowMs } = window;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db
    .delete(requestCounts)
    .where(and(like(requestCounts.key, `${scope}:%`), lt(requestCounts.windowStart, windowStart)));
  const counted = await db
    .insert(requestCounts)
    .values({ key: `${scope}:${subject}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when excluded.window_start > ${requestCounts.windowStart} then 1 else ${requestCounts.count} + 1 end`,
        // A request from a process whose clock lags a little never moves the window back.
        windowStart: sql`greatest(${requestCounts.windowStart}, excluded.window_start)`,
      },
      setWhere: sql`excluded.window_start > ${requestCounts.windowStart} or ${requestCounts.count} < ${limit}`,
    })
    .returning({ count: requestCounts.count });
  if (counted.length > 0) return { allowed: true };
  const untilNextWindow = windowStart.getTime() + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(untilNextWindow / 1000)) };
}
