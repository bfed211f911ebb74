import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { services } from "~/db/schema";
import { seedServices } from "./seed-services";

/**
 * Fills the catalogue at the first start, when the table is still empty; afterwards the
 * owner's list is left alone (a hidden or changed service stays so). Instances starting together
 * on one PostgreSQL may both find it empty: each id is inserted once (the loser inserts nothing).
 */
export async function ensureSeedServices(db: Database): Promise<number> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(services)) as [
    { count: number },
  ];
  if (Number(count) > 0) return 0;
  const added = await db
    .insert(services)
    .values(seedServices)
    .onConflictDoNothing()
    .returning({ id: services.id });
  return added.length;
}
