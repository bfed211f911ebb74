import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { copyTemplate } from "~/db/template.server";
import { testClient } from "./test-client";
import { startServer, type RunningServer } from "./test-server";

// `npm run admin -- promote|demote <email>` (docs/decisions/031): on the embedded database it
// refuses while the server holds it and works once it is stopped; on PostgreSQL it works while
// the server runs, and the server sees the new role on the next request.
const run = promisify(execFile);
let server: RunningServer;
const started: RunningServer[] = [];
afterAll(async () => {
  for (const each of started) await each.stop();
});

async function start(env: Record<string, string> = {}) {
  server = await startServer({ TRUSTED_PROXIES: "127.0.0.1,::1", ...env });
  started.push(server);
  return server;
}

const { call, signUp } = testClient(() => server);

async function admin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/admin.ts", ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)("npm run admin on the embedded database", () => {
  // Three server starts: slow on a loaded machine.
  it(
    "refuses while the server runs, promotes and demotes once it is stopped",
    { timeout: 180_000 },
    async () => {
      await start();
      const dataDir = server.dataDir;
      const customer = await signUp();
      expect((await call("/admin", { client: customer })).status).toBe(404);

      const refused = await admin(["promote", customer.email], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Nothing changed\. The embedded database .* is in use/);
      expect(refused.stderr).toContain(`pid ${server.child.pid}`);
      // Still a customer, and the server still works.
      expect((await call("/admin", { client: customer })).status).toBe(404);

      await server.stop();
      const promoted = await admin(["promote", customer.email.toUpperCase()], {
        DATA_DIR: dataDir,
      });
      expect(promoted).toMatchObject({
        code: 0,
        stdout: `${customer.email} is now admin (was customer).\n`,
      });
      const again = await admin(["promote", customer.email], { DATA_DIR: dataDir });
      expect(again.stdout).toBe(`${customer.email} is already admin; nothing changed.\n`);

      await start({ DATA_DIR: dataDir });
      const page = await call("/admin", { client: customer });
      expect(page.status).toBe(200);
      const { entries } = await (await call("/api/admin/audit", { client: customer })).json();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: "role.promote",
        target: `user:${customer.email}`,
        before: { role: "customer" },
        after: { role: "admin" },
      });
      expect(entries[0].actor).toMatch(/^command line/);

      await server.stop();
      const demoted = await admin(["demote", customer.email], { DATA_DIR: dataDir });
      expect(demoted.stdout).toBe(`${customer.email} is now customer (was admin).\n`);
      await start({ DATA_DIR: dataDir });
      expect((await call("/admin", { client: customer })).status).toBe(404);
    },
  );

  it("says what is wrong with an unknown address or a wrong command", async () => {
    const dataDir = copyTemplate();
    const unknown = await admin(["promote", "nobody@example.test"], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account with the e-mail address nobody@example.test");
    const usage = await admin(["crown", "x@example.test"], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run admin -- promote <email>");
  });
});

describe.runIf(onPostgres)("npm run admin on PostgreSQL", () => {
  it(
    "promotes and demotes while the server runs; the next request sees it",
    { timeout: 120_000 },
    async () => {
      await start();
      const customer = await signUp();
      const env = { DATABASE_URL: server.databaseUrl! };
      expect((await call("/admin", { client: customer })).status).toBe(404);
      expect((await admin(["promote", customer.email], env)).code).toBe(0);
      expect((await call("/admin", { client: customer })).status).toBe(200);
      expect((await admin(["demote", customer.email], env)).code).toBe(0);
      // The demoted account's sessions are gone: the same cookie opens nothing.
      expect((await call("/admin", { client: customer })).status).toBe(404);
      expect((await call("/api/bookings", { client: customer })).status).toBe(401);
    },
  );
});
