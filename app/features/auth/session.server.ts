import { eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { DomainError } from "~/features/api/domain-error";
import { getAuth } from "./auth.server";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  language: string;
  /** Set by the link in the sign-up e-mail; booking waits for it (docs/decisions/021). */
  emailVerified: boolean;
};

/** The signed-in customer of this request, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const auth = await getAuth();
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
  };
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new DomainError("unauthenticated");
  return user;
}
