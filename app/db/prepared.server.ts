import type { Database } from "./client.server.ts";

/**
 * A statement built once per database handle and prepared (docs/decisions/076): drizzle then
 * skips building its SQL on every call, and node-postgres parses and plans a named one once per
 * connection. Its values are `sql.placeholder`s, filled in by `execute`.
 */
export function preparedFor<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
