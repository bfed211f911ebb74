import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, orders } from "~/db/schema";
import { businessToday } from "~/lib/clock";
import { submissionCountProviders } from "./submission-counts.server";

/** One figure of the dashboard's "to do" list, with where to act on it. */
export type DashboardCount = {
  key: string;
  /** A key of the `admin` namespace taking {{count}}, e.g. "dashboard.pendingCount". */
  label: string;
  count: number;
  /** The Swedish path of the back-office page that deals with it. */
  path: string;
};

/**
 * Something the dashboard counts. A feature adds its own here (orders to fulfil, new reviews,
 * applications, messages) once it exists; nothing is shown for what does not exist yet.
 */
export type DashboardCountProvider = (db: Database, now: Date) => Promise<DashboardCount>;

const pendingRequests: DashboardCountProvider = async (db, now) => {
  const [row] = await db
    .select({ count: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "pending"), gte(bookings.bookingDate, businessToday(now))));
  return {
    key: "pendingBookings",
    label: "dashboard.pendingCount",
    count: row?.count ?? 0,
    path: "/admin/bookings?status=pending",
  };
};

/** Paid orders waiting for the owner: a licence key to send, a website to hand over. */
const ordersToFulfil: DashboardCountProvider = async (db) => {
  const [row] = await db.select({ count: count() }).from(orders).where(eq(orders.status, "paid"));
  return {
    key: "ordersToFulfil",
    label: "dashboard.ordersToFulfil",
    count: row?.count ?? 0,
    path: "/admin/orders?status=paid",
  };
};

export const dashboardCountProviders: DashboardCountProvider[] = [
  pendingRequests,
  ordersToFulfil,
  ...submissionCountProviders,
];

export async function dashboardCounts(db: Database, now: Date): Promise<DashboardCount[]> {
  return Promise.all(dashboardCountProviders.map((provider) => provider(db, now)));
}
