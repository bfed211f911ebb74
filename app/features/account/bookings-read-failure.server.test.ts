import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { copyTemplate } from "~/db/template.server";
import { newPostgresDatabase } from "~/db/test-database";
import { freePort, testClient, type Client } from "../../../server/test-client";
import { startServer, type RunningServer } from "../../../server/test-server";

// My bookings on the real server when the database read of the bookings fails: the table is
// renamed before the server starts, so signing in works and the bookings query really fails.
// The page answers 503 with its own frame, the spec's message and a retry, not the site's
// generic error page, and the failure is logged.

let server: RunningServer;
let dropDatabase: (() => Promise<void>) | undefined;
let customer: Client;

/** A migrated database whose bookings table cannot be read, as the server's settings. */
async function databaseWithUnreadableBookings(): Promise<Record<string, string>> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgres = postgresUrl ? await newPostgresDatabase(postgresUrl) : undefined;
  dropDatabase = postgres?.drop;
  const target = postgres
    ? { databaseUrl: postgres.url, dataDir: "" }
    : { dataDir: copyTemplate() };
  const handle = await openDatabase(target);
  await handle.db.execute(sql`alter table bookings rename to bookings_unreadable`);
  await handle.close();
  return postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: target.dataDir };
}

const { call, signUp } = testClient(() => server);

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({
    ...(await databaseWithUnreadableBookings()),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  customer = await signUp({}, { verify: false });
});
afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
});

describe("My bookings when the bookings cannot be read", () => {
  it("keeps the page with the spec's message and a retry, in Swedish", async () => {
    const response = await call("/bookings", { client: customer, lang: "sv" });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Mina bokningar<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Kunde inte hämta bokningar<\/h2>/);
    expect(html).toContain("Dina bokningar kunde inte hämtas just nu.");
    expect(html).toMatch(/<a[^>]*href="\/bookings"[^>]*>.*?Försök igen<\/a>/s);
    // Not the site's generic error page.
    expect(html).not.toMatch(/<h1[^>]*>Något gick fel<\/h1>/);
    expect(server.logs.join("")).toMatch(/"msg":"bookings could not be read"/);
  });

  it("says it in Finnish on the Finnish page", async () => {
    const response = await call("/fi/bookings", { client: customer, lang: "fi" });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Omat varaukset<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Varauksia ei voitu hakea<\/h2>/);
    expect(html).toMatch(/<a[^>]*href="\/fi\/bookings"[^>]*>.*?Yritä uudelleen<\/a>/s);
  });

  it("answers a client navigation's data request with the same failure", async () => {
    const response = await call("/bookings.data", { client: customer, lang: "sv" });
    expect(response.status).toBe(503);
  });
});
