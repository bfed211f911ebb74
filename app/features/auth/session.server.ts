import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { database, type Database } from "~/db/client.server";
import { preparedFor } from "~/db/prepared.server";
import { profiles, session as sessions, user as users } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { getAuth, type Auth } from "./auth.server";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  language: string;
  /** Set by the link in the sign-up e-mail; booking waits for it (docs/decisions/021). */
  emailVerified: boolean;
  /** The owner: the site's header links to the back office (docs/decisions/100). */
  isAdmin?: boolean;
};

type AuthContext = Awaited<Auth["$context"]>;

/** A cookie's value as better-auth's router reads it: the first of that name, URI-decoded. */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The session token of a cookie signed as better-auth signs it (`token.base64(HMAC-SHA256)`), or
 * null when its signature is not exactly that.
 */
function signedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  const expected = crypto.createHmac("sha256", secret).update(token).digest("base64");
  return signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    ? token
    : null;
}

/** The session's row joined to its account and profile, built once per database and prepared. */
function prepareLookUp(db: Database) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      accountName: users.name,
      emailVerified: users.emailVerified,
      role: users.role,
      fullName: profiles.fullName,
      phone: profiles.phone,
      language: profiles.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_look_up");
}

const preparedLookUp = preparedFor(prepareLookUp);

/**
 * The customer of a session that needs nothing done to it, in one query (session, account and
 * profile; docs/decisions/068). `undefined` when better-auth must decide: a cookie that does
 * not verify, a session that has expired (it deletes it) or is due to be extended (it writes
 * the new expiry).
 */
async function lookUp(
  context: AuthContext,
  headers: Headers,
): Promise<SessionUser | null | undefined> {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  const value = cookieValue(cookie, context.authCookies.sessionToken.name);
  if (value === undefined) return null;
  const token = signedToken(value, context.secret);
  if (!token) return undefined;
  const { db } = await database();
  const [found] = await preparedLookUp(db).execute({ token });
  if (!found) return undefined;
  // The wall clock, as better-auth's own check: a session's life is not a business rule.
  const at = Date.now();
  const { expiresIn, updateAge } = context.sessionConfig;
  const expires = found.expiresAt.getTime();
  if (expires <= at || expires - expiresIn * 1000 + updateAge * 1000 <= at) return undefined;
  return {
    id: found.id,
    email: found.email,
    name: found.fullName ?? found.accountName,
    phone: found.phone ?? null,
    language: found.language ?? "sv",
    emailVerified: found.emailVerified,
    isAdmin: found.role === "admin",
  };
}

/** The signed-in customer of this request, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const auth = await getAuth();
  const known = await lookUp(await auth.$context, request.headers);
  if (known !== undefined) return known;
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { db } = await database();
  const [profile] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.id, session.user.id))
    .limit(1);
  return {
    id: session.user.id,
    email: session.user.email,
    name: profile?.fullName ?? session.user.name,
    phone: profile?.phone ?? null,
    language: profile?.language ?? "sv",
    emailVerified: session.user.emailVerified,
    isAdmin: session.user.role === "admin",
  };
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new DomainError("unauthenticated");
  return user;
}
