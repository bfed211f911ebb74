import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, orders, profiles, user } from "~/db/schema";
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
  /** The first few of what it counts, each opening that one thing (decision 105). */
  items?: DashboardItem[];
};

/** One booking, order, review, application or message a count is made of. */
export type DashboardItem = {
  id: string;
  /** Who it is from, or what it is (an order's number and product). */
  name: string;
  /** A booking's day and hour, shown in the page's language. */
  date?: string;
  time?: string;
  /** Its Swedish path, down to the item itself. */
  path: string;
};

/** How many of a count's items the dashboard lists. */
export const dashboardItemCount = 3;

/**
 * Something the dashboard counts. A feature adds its own here (orders to fulfil, new reviews,
 * applications, messages) once it exists; nothing is shown for what does not exist yet.
 */
export type DashboardCountProvider = (db: Database, now: Date) => Promise<DashboardCount>;

const pendingRequests: DashboardCountProvider = async (db, now) => {
  const waiting = and(
    eq(bookings.status, "pending"),
    gte(bookings.bookingDate, businessToday(now)),
  );
  const [[row], first] = await Promise.all([
    db.select({ count: count() }).from(bookings).where(waiting),
    db
      .select({
        id: bookings.id,
        date: bookings.bookingDate,
        time: bookings.bookingTime,
        // A booking the owner entered for someone without an account has no user (decision
        // 103): an inner join would leave it out of the list while the count has it.
        name: sql<string>`coalesce(${profiles.fullName}, ${user.name}, ${bookings.guestName})`,
      })
      .from(bookings)
      .leftJoin(user, eq(user.id, bookings.userId))
      .leftJoin(profiles, eq(profiles.id, bookings.userId))
      .where(waiting)
      .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime))
      .limit(dashboardItemCount),
  ]);
  return {
    key: "pendingBookings",
    label: "dashboard.pendingCount",
    count: row?.count ?? 0,
    path: "/admin/bookings?status=pending",
    items: first.map((booking) => ({
      ...booking,
      path: `/admin/bookings?from=${booking.date}&to=${booking.date}#booking-${booking.id}`,
    })),
  };
};

/** Paid orders waiting for the owner: a licence key to send, a website to hand over. */
const ordersToFulfil: DashboardCountProvider = async (db) => {
  const paid = eq(orders.status, "paid");
  const [[row], first] = await Promise.all([
    db.select({ count: count() }).from(orders).where(paid),
    db
      .select({
        id: orders.id,
        number: orders.orderNumber,
        buyer: orders.buyerEmail,
      })
      .from(orders)
      .where(paid)
      .orderBy(desc(orders.createdAt))
      .limit(dashboardItemCount),
  ]);
  return {
    key: "ordersToFulfil",
    label: "dashboard.ordersToFulfil",
    count: row?.count ?? 0,
    path: "/admin/orders?status=paid",
    items: first.map((order) => ({
      id: order.id,
      name: [order.number, order.buyer].filter(Boolean).join(" · "),
      path: `/admin/orders?order=${order.id}`,
    })),
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
