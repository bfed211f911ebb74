import { sql } from "drizzle-orm";
import { orderCounters } from "~/db/schema";
import { businessToday } from "~/lib/clock";
import type { Tx } from "./orders.server";

// Short order numbers for people (docs/decisions/097): "2026-0042", counted per year in Finnish
// time. One counter row a year, incremented by a single upsert inside the order's transaction:
// concurrent checkouts queue on that row's lock, so no two orders get one number, and a
// transaction that rolls back gives its number back.

export const orderNumberPattern = /^\d{4}-\d{4,}$/;

export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, "0")}`;
}

/** The next number of the year `at` falls in (Finnish time); call it in the order's transaction. */
export async function nextOrderNumber(tx: Tx, at: Date): Promise<string> {
  const year = Number(businessToday(at).slice(0, 4));
  const [row] = await tx
    .insert(orderCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.year,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  return formatOrderNumber(year, row!.lastNumber);
}
