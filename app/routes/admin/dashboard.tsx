import { Link } from "react-router";
import { database } from "~/db/client.server";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { listBlocks } from "~/features/admin/blocks/blocks.server";
import { listAdminBookings } from "~/features/admin/bookings/admin-bookings.server";
import { dashboardCounts } from "~/features/admin/dashboard/dashboard-counts.server";
import {
  DashboardBlockedDays,
  DashboardBookings,
  DashboardItems,
} from "~/features/admin/dashboard/dashboard-lists";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { businessToday, now } from "~/lib/clock";
import type { Route } from "./+types/dashboard";

export async function loader() {
  const { db } = await database();
  const today = businessToday();
  const [counts, pending, upcoming, blocks] = await Promise.all([
    dashboardCounts(db, now()),
    listAdminBookings(db, { status: "pending", from: today }, 5),
    listAdminBookings(db, { status: "confirmed", from: today }, 5),
    listBlocks(db, today),
  ]);
  const blockedDays = blocks.filter((block) => block.time === null).map((block) => block.date);
  return { counts, pending, upcoming, blockedDays: blockedDays.slice(0, 10) };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const label = t as unknown as (key: string, options?: object) => string;
  return (
    <>
      <AdminSeo title={t("dashboard.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("dashboard.title")} intro={t("dashboard.intro")} />
      <section aria-labelledby="admin-counts">
        <h2 id="admin-counts" className="text-xl font-semibold">
          {t("dashboard.counts")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.counts.map((item) => (
            <li key={item.key} className="rounded-2xl border border-line bg-ink-soft p-5">
              <Link
                to={lp(item.path)}
                className="block text-lg font-semibold hover:text-aurora focus-visible:outline-2 focus-visible:outline-aurora"
              >
                {label(item.label, { count: item.count })}
              </Link>
              <DashboardItems items={item.items ?? []} />
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <Link
            to={lp("/admin/services")}
            className="font-semibold text-aurora hover:text-aurora-strong"
          >
            {t("dashboard.servicesLink")}
          </Link>
        </p>
      </section>
      <div className="mt-8 grid gap-6 xl:grid-cols-3">
        <DashboardBookings
          title={t("dashboard.pending")}
          empty={t("dashboard.pendingNone")}
          bookings={loaderData.pending}
          allPath="/admin/bookings?status=pending"
        />
        <DashboardBookings
          title={t("dashboard.upcoming")}
          empty={t("dashboard.upcomingNone")}
          bookings={loaderData.upcoming}
          allPath="/admin/bookings?status=confirmed"
        />
        <DashboardBlockedDays days={loaderData.blockedDays} />
      </div>
    </>
  );
}
