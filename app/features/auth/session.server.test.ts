import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database } from "~/db/client.server";
import { profiles, session as sessions, user as users } from "~/db/schema";
import { copyTemplate } from "~/db/template.server";
import { newPostgresDatabase } from "~/db/test-database";
import { getAuth } from "./auth.server";
import { getSessionUser } from "./session.server";

// The session lookup of every signed-in request (docs/decisions/068): one query while the
// session needs nothing done, better-auth itself otherwise. Whatever path it takes, it must
// answer exactly as better-auth would.

let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  process.env.BETTER_AUTH_SECRET = crypto.randomBytes(24).toString("hex");
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await newPostgresDatabase(serverUrl) : undefined;
  dropDatabase = postgres?.drop;
  await database({ databaseUrl: postgres?.url, dataDir: copyTemplate() });
});

afterAll(async () => {
  await closeDatabase();
  await dropDatabase?.();
});

const db = async () => (await database()).db;

async function signUp(name: string) {
  const auth = await getAuth();
  const email = `${crypto.randomUUID()}@example.test`;
  const { headers, response } = await auth.api.signUpEmail({
    body: { name, email, password: "hemligt123" },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: response.user.id, email, cookie };
}

const requestWith = (cookie: string) =>
  new Request("http://127.0.0.1/api/bookings", { headers: { cookie } });

async function sessionRow(userId: string) {
  const [row] = await (await db()).select().from(sessions).where(eq(sessions.userId, userId));
  return row;
}

async function setExpiry(userId: string, expiresAt: Date) {
  await (await db()).update(sessions).set({ expiresAt }).where(eq(sessions.userId, userId));
}

describe("the signed-in customer of a request", () => {
  it("is the account with its profile, and follows a confirmed address at once", async () => {
    const anna = await signUp("Anna Andersson");
    await (
      await db()
    )
      .update(profiles)
      .set({ fullName: "Anna A.", phone: "+358401234567", language: "fi" })
      .where(eq(profiles.id, anna.id));
    expect(await getSessionUser(requestWith(anna.cookie))).toEqual({
      id: anna.id,
      email: anna.email,
      name: "Anna A.",
      phone: "+358401234567",
      language: "fi",
      emailVerified: false,
      // A customer, not the owner: no link to the back office in the header.
      isAdmin: false,
    });
    await (await db()).update(users).set({ emailVerified: true }).where(eq(users.id, anna.id));
    expect((await getSessionUser(requestWith(anna.cookie)))?.emailVerified).toBe(true);
  });

  it("is nobody without a cookie, with a forged or altered one, or once signed out", async () => {
    const ben = await signUp("Ben Berg");
    expect(await getSessionUser(new Request("http://127.0.0.1/"))).toBeNull();
    const [name, value] = ben.cookie.split("=") as [string, string];
    const [token] = decodeURIComponent(value).split(".");
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(await getSessionUser(requestWith(forged))).toBeNull();
    const otherToken = `${name}=${encodeURIComponent(`x${decodeURIComponent(value)}`)}`;
    expect(await getSessionUser(requestWith(otherToken))).toBeNull();
    expect(await getSessionUser(requestWith(`${name}=${token}`))).toBeNull();
    expect((await getSessionUser(requestWith(ben.cookie)))?.id).toBe(ben.id);
    await (await db()).delete(sessions).where(eq(sessions.userId, ben.id));
    expect(await getSessionUser(requestWith(ben.cookie))).toBeNull();
  });

  it("leaves a session due for extension to better-auth, which extends it", async () => {
    const cecilia = await signUp("Cecilia Carlsson");
    const { expiresIn, updateAge } = (await (await getAuth()).$context).sessionConfig;
    // Issued a little more than a day ago (the update age): due to be extended.
    const due = new Date(Date.now() + (expiresIn - updateAge - 60) * 1000);
    await setExpiry(cecilia.id, due);
    expect((await getSessionUser(requestWith(cecilia.cookie)))?.id).toBe(cecilia.id);
    const extended = (await sessionRow(cecilia.id))!.expiresAt.getTime();
    expect(extended).toBeGreaterThan(due.getTime() + 30 * 1000);
  });

  it("is nobody once the session has expired, whose row better-auth then deletes", async () => {
    const david = await signUp("David Dahl");
    await setExpiry(david.id, new Date(Date.now() - 1000));
    expect(await getSessionUser(requestWith(david.cookie))).toBeNull();
    expect(await sessionRow(david.id)).toBeUndefined();
  });
});
