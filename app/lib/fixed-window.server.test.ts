import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { requestCounts } from "~/db/schema";
import { freshDatabase } from "~/db/test-database";
import { countInWindow } from "./fixed-window.server";

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await freshDatabase());
});
afterAll(async () => {
  await close();
});

const perMinute = { scope: "test-minute", limit: 2, windowMs: 60_000 };
const perHour = { scope: "test-hour", limit: 2, windowMs: 3_600_000 };
const at = (time: string) => new Date(`2026-11-24T${time}Z`);

async function keys() {
  const rows = await db.select({ key: requestCounts.key }).from(requestCounts);
  return rows.map((row) => row.key).sort();
}

describe("a fixed window counter in the database", () => {
  it("allows the limit, refuses the next with the seconds left, and starts afresh next window", async () => {
    expect(await countInWindow(db, perMinute, "a", at("08:15:00"))).toEqual({ allowed: true });
    expect(await countInWindow(db, perMinute, "a", at("08:15:10"))).toEqual({ allowed: true });
    expect(await countInWindow(db, perMinute, "a", at("08:15:20"))).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
    expect(await countInWindow(db, perMinute, "b", at("08:15:20"))).toEqual({ allowed: true });
    expect(await countInWindow(db, perMinute, "a", at("08:16:00"))).toEqual({ allowed: true });
  });

  it("sweeps earlier windows of its own scope only, so the table does not grow with every address", async () => {
    await countInWindow(db, perHour, "kept", at("08:00:00"));
    for (const subject of ["c", "d", "e"])
      await countInWindow(db, perMinute, subject, at("08:20:00"));
    expect(await keys()).toEqual([
      "test-hour:kept",
      "test-minute:c",
      "test-minute:d",
      "test-minute:e",
    ]);

    await countInWindow(db, perMinute, "f", at("08:21:00"));
    // The minute rows of 08:20 are gone; the hour's row is still in its window and stays.
    expect(await keys()).toEqual(["test-hour:kept", "test-minute:f"]);
    expect(await countInWindow(db, perHour, "kept", at("08:59:00"))).toEqual({ allowed: true });
    expect(await countInWindow(db, perHour, "kept", at("08:59:30"))).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
  });
});
