import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, bookings, emailOutbox, profiles, session, user } from "~/db/schema";

/** Everything stored about one customer (GDPR access): no password hashes, no session tokens. */
export async function exportAccount(db: Database, userId: string) {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
  const accounts = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId));
  const ownBookings = await db.select().from(bookings).where(eq(bookings.userId, userId));
  const mail = person
    ? await db
        .select({
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, person.email))
    : [];
  return {
    exportedAt: new Date().toISOString(),
    user: person && {
      id: person.id,
      email: person.email,
      name: person.name,
      createdAt: person.createdAt,
    },
    profile: profile && {
      fullName: profile.fullName,
      phone: profile.phone,
      language: profile.language,
    },
    accounts,
    sessions,
    bookings: ownBookings.map(({ userId: _userId, ...rest }) => rest),
    emails: mail,
  };
}

/** Erases the customer: sessions, accounts, profile and bookings go with the user (ON DELETE CASCADE). */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [person] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (person) await tx.delete(emailOutbox).where(eq(emailOutbox.recipient, person.email));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
