import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { galleries, type ServiceText } from "~/db/schema";
import { businessToday, now } from "~/lib/clock";
import type { CustomerSummary } from "./customer-directory.server";

// A customer's client galleries (docs/decisions/101, 105) on the owner's page of them: where each
// stands — published, its selection sent, the last day its link opens — and its editor.

export type CustomerGallery = {
  id: string;
  title: ServiceText;
  createdAt: string;
  publishedAt: string | null;
  selectionSubmittedAt: string | null;
  /** The last day the link opens, "YYYY-MM-DD" (business time). */
  expiresOn: string | null;
  /** That day has passed: the customer's link no longer opens it. */
  expired: boolean;
};

/** How many a page lists at most, as for the other kinds. */
const perPage = 100;

export async function customerGalleries(
  db: Database,
  customer: CustomerSummary,
): Promise<CustomerGallery[]> {
  const today = businessToday(now());
  const rows = await db
    .select()
    .from(galleries)
    .where(
      and(
        eq(galleries.kind, "client"),
        // Its address, or its account's (whose address may since have changed).
        or(
          sql`lower(${galleries.customerEmail}) = ${customer.email}`,
          customer.userId ? eq(galleries.customerUserId, customer.userId) : sql`false`,
        ),
      ),
    )
    .orderBy(desc(galleries.createdAt), desc(galleries.id))
    .limit(perPage);
  return rows.map((gallery) => ({
    id: gallery.id,
    title: gallery.title,
    createdAt: gallery.createdAt.toISOString(),
    publishedAt: gallery.publishedAt?.toISOString() ?? null,
    selectionSubmittedAt: gallery.selectionSubmittedAt?.toISOString() ?? null,
    expiresOn: gallery.expiresOn,
    expired: gallery.expiresOn !== null && gallery.expiresOn < today,
  }));
}
