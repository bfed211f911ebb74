import { and, like, lt, ne, Param, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedFor } from "~/db/prepared.server";
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
 * The counting statement, built once per database and prepared (docs/decisions/076): one
 * statement (docs/decisions/068). The sweep leaves this subject's row to the upsert, which
 * restarts its count itself: one statement may not change a row twice.
 */
function prepareCount(db: Database) {
  const key = sql.placeholder("key");
  const windowStart = sql.placeholder("windowStart");
  const swept = db.$with("swept").as(
    db
      .delete(requestCounts)
      .where(
        and(
          like(requestCounts.key, sql.placeholder("scopePattern")),
          // Bound through the column like the insert's value, so the Date is sent as it is there.
          lt(requestCounts.windowStart, new Param(windowStart, requestCounts.windowStart)),
          ne(requestCounts.key, key),
        ),
      )
      .returning({ key: requestCounts.key }),
  );
  return db
    .with(swept)
    .insert(requestCounts)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when excluded.window_start > ${requestCounts.windowStart} then 1 else ${requestCounts.count} + 1 end`,
        // A request from a process whose clock lags a little never moves the window back.
        windowStart: sql`greatest(${requestCounts.windowStart}, excluded.window_start)`,
      },
      setWhere: sql`excluded.window_start > ${requestCounts.windowStart} or ${requestCounts.count} < ${sql.placeholder("limit")}`,
    })
    .returning({ count: requestCounts.count })
    .prepare("count_in_window");
}

const preparedCount = preparedFor(prepareCount);

/**
 * Counts one request of `subject` (e.g. a client address) in the current fixed window, or refuses
 * it with the seconds until the next window. One atomic upsert, so parallel requests and several
 * server processes count together; a refused request leaves the row as it was. Rows of the scope
 * from earlier windows are swept in the same statement, so the table holds only the current window's subjects
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
  const counted = await preparedCount(db).execute({
    key: `${scope}:${subject}`,
    scopePattern: `${scope}:%`,
    windowStart,
    limit,
  });
  if (counted.length > 0) return { allowed: true };
  const untilNextWindow = windowStart.getTime() + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(untilNextWindow / 1000)) };
}
