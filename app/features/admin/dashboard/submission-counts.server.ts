import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages, freelancerApplications, reviews } from "~/db/schema";
import { pendingReviewCount } from "~/features/testimonials/reviews.server";
import { newInboxCount } from "../inbox/inbox.server";
import {
  dashboardItemCount,
  type DashboardCountProvider,
  type DashboardItem,
} from "./dashboard-counts.server";

/** The newest few of a table's rows in a status, each linking to its card (`#<anchor>-<id>`). */
async function newest(
  db: Database,
  table: typeof reviews | typeof freelancerApplications | typeof contactMessages,
  status: "pending" | "new",
  listPath: string,
  anchor: string,
): Promise<DashboardItem[]> {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.status, status))
    .orderBy(desc(table.createdAt))
    .limit(dashboardItemCount);
  return rows.map((row) => ({ ...row, path: `${listPath}#${anchor}-${row.id}` }));
}

/** Reviews waiting for a decision, and applications and messages not yet read. */
export const submissionCountProviders: DashboardCountProvider[] = [
  async (db) => ({
    key: "pendingReviews",
    label: "dashboard.newReviewsCount",
    count: await pendingReviewCount(db),
    path: "/admin/reviews?status=pending",
    items: await newest(db, reviews, "pending", "/admin/reviews?status=pending", "review"),
  }),
  async (db) => ({
    key: "newApplications",
    label: "dashboard.newApplicationsCount",
    count: await newInboxCount(db, "applications"),
    path: "/admin/applications?status=new",
    items: await newest(
      db,
      freelancerApplications,
      "new",
      "/admin/applications?status=new",
      "application",
    ),
  }),
  async (db) => ({
    key: "newMessages",
    label: "dashboard.newMessagesCount",
    count: await newInboxCount(db, "messages"),
    path: "/admin/messages?status=new",
    items: await newest(db, contactMessages, "new", "/admin/messages?status=new", "message"),
  }),
];
