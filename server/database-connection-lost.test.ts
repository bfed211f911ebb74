import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./test-server";

// On PostgreSQL, the server's pooled connections can be ended under it: a restart of the
// database, a failover, an administrator. An idle connection ended that way must cost at most a
// log line, never the process (the pool's "error" event, app/db/client.server.ts).
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("connections ended by PostgreSQL (TEST_DATABASE_URL only)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("are replaced, and the server keeps answering", async () => {
    const availability = () =>
      fetch(`${server.url}/api/availability?from=2031-05-05&to=2031-05-09`).then((r) => r.status);
    expect(await availability()).toBe(200);
    const admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
    try {
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool reports each ended connection; poll until the log shows it.
    await expect
      .poll(() => server.logs.join(""), { timeout: 10_000 })
      .toContain('"msg":"database connection lost"');
    expect(await availability()).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
