import os from "node:os";
import { expect } from "vitest";
import { openDatabase } from "../app/db/client.server.ts";
import { newPostgresDatabase } from "../app/db/test-database.ts";
import { copyTemplate } from "../app/db/template.server.ts";
import { seedAdmin, type SeededAdmin } from "../tests/support/seed-admin.ts";
import { cookieOf, freePort, type Client } from "./test-client.ts";
import { startServer, type RunningServer } from "./test-server.ts";

/**
 * A test server whose database already holds an admin (made before the server starts: the
 * embedded database takes one process at a time). On PGlite, or on TEST_DATABASE_URL's server.
 */
export async function startServerWithAdmin(
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; owner: SeededAdmin; stop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await newPostgresDatabase(serverUrl) : undefined;
  const dataDir = postgres ? undefined : copyTemplate();
  const handle = await openDatabase({
    databaseUrl: postgres?.url,
    dataDir: dataDir ?? os.tmpdir(),
  });
  const owner = await seedAdmin(handle.db);
  await handle.close();
  const server = await startServer({
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir! }),
    ...env,
  });
  return {
    server,
    owner,
    stop: async () => {
      await server.stop();
      await postgres?.drop();
    },
  };
}

/**
 * The same on a port fixed before it starts, so that PUBLIC_URL (the links in its mails and the
 * origin its forms accept) names it, believing the loopback proxy's X-Forwarded-For.
 */
async function startServerWithAdminAtItsUrl(env: Record<string, string>) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const started = await startServerWithAdmin({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: "127.0.0.1,::1",
    ...env,
  });
  return { ...started, publicUrl };
}

/**
 * With the test clock on (docs/decisions/018): each request may name its time in `X-Test-Now`
 * (see `atTime`).
 */
export async function startClockedServerWithAdmin(env: Record<string, string> = {}) {
  return startServerWithAdminAtItsUrl({ TEST_CLOCK: "1", ...env });
}

/** Signs the owner in over HTTP, as the sign-in form does. */
export async function signInAs(
  server: RunningServer,
  person: { email: string; password: string },
  address: string,
): Promise<Client> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url,
      "x-forwarded-for": address,
    },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { cookie: cookieOf(response), address, email: person.email };
}

/** A server with its admin signed in (`env` may turn the test clock on: `TEST_CLOCK: "1"`). */
export async function startServerWithOwnerSignedIn(env: Record<string, string> = {}) {
  const started = await startServerWithAdminAtItsUrl(env);
  // An address of its own, apart from the test clients' 10.1.x.y.
  const owner = await signInAs(started.server, started.owner, "10.250.0.1");
  return { ...started, owner };
}
