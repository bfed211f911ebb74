import { afterAll, beforeAll } from "vitest";
import type { Database } from "./client.server.ts";
import { freshDatabase } from "./test-database.ts";

/** A fresh database for the calling test file: opened before its tests, closed after them. */
export function databaseForTestFile(): () => Database {
  let handle: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("databaseForTestFile: the database opens in beforeAll");
    return handle.db;
  };
}
