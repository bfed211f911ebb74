import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzleReadyClient } from "./pglite-client.server";

// Every value type drizzle leaves as text, its arrays, and some PGlite parses itself.
const everyKind = sql`select
  timestamp '2026-11-24 10:15:00' as at, timestamptz '2026-11-24 10:15:00+02' as at_tz,
  date '2026-11-24' as day, interval '1 day 2 hours' as span, array[1.5, 2]::numeric[] as amounts,
  array[timestamptz '2026-11-24 10:15:00+02'] as moments, array[date '2026-11-24'] as days,
  array[interval '1 hour'] as spans, array[timestamp '2026-11-24 10:15:00'] as ats,
  42 as answer, 1.5::numeric as amount, true as yes, '{"a": [1]}'::jsonb as doc,
  array[1, 2] as numbers`;

describe("the PGlite client drizzle is given", () => {
  let plain: PGlite;
  let lean: PGlite;
  const optionsSeen: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    plain = await PGlite.create();
    lean = await PGlite.create();
    const query = lean.query.bind(lean);
    lean.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      optionsSeen.push(options);
      return query(text, params, options);
    }) as PGlite["query"];
  });
  afterAll(async () => {
    await plain.close();
    await lean.close();
  });

  it("gives drizzle exactly the results of PGlite as drizzle uses it, in and out of a transaction", async () => {
    const expected = (await drizzle(plain).execute(everyKind)).rows;
    const db = drizzle(drizzleReadyClient(lean));
    expect((await db.execute(everyKind)).rows).toEqual(expected);
    expect(await db.transaction(async (tx) => (await tx.execute(everyKind)).rows)).toEqual(
      expected,
    );
    // The date stays text for drizzle's column to convert, as without the wrapper.
    expect(expected[0]).toMatchObject({ day: "2026-11-24", answer: 42, doc: { a: [1] } });
  });

  it("sends drizzle's queries without their own parsers", async () => {
    optionsSeen.length = 0;
    await drizzle(drizzleReadyClient(lean)).execute(sql`select 1`);
    expect(optionsSeen).toHaveLength(1);
    expect(optionsSeen[0]).toBeDefined();
    expect(optionsSeen[0]?.parsers).toBeUndefined();
  });

  it("passes a query's own parsers on when PGlite's defaults no longer match drizzle's", async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle(drizzleReadyClient(client));
      await client.refreshArrayTypes();
      const [row] = (await db.execute(sql`select array[date '2026-11-24'] as days`)).rows;
      expect(row).toEqual({ days: "{2026-11-24}" });
    } finally {
      await client.close();
    }
  });
});
