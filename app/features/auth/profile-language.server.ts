import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { isLanguage, type Language } from "~/i18n/languages";

/** The language the customer chose at sign-up: their account mails are written in it. */
export async function profileLanguage(db: Database, userId: string): Promise<Language> {
  const [profile] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return isLanguage(profile?.language) ? profile.language : "sv";
}
