import { useActionData, useLocation } from "react-router";
import { FormNotice } from "~/components/forms/form-notice";
import { database } from "~/db/client.server";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { listBlocks } from "~/features/admin/blocks/blocks.server";
import { AdminBookingList } from "~/features/admin/bookings/admin-booking-list";
import {
  applyBookingChange,
  applyBookingTransition,
  enterBookingForCustomer,
  readBookingQuery,
} from "~/features/admin/bookings/admin-bookings-api.server";
import {
  listAdminBookings,
  serviceFilterOptions,
} from "~/features/admin/bookings/admin-bookings.server";
import { BookingFilters } from "~/features/admin/bookings/booking-filters";
import { EnterBookingForm } from "~/features/admin/bookings/enter-booking-form";
import { WeekCalendar } from "~/features/admin/bookings/week-calendar";
import { weekDays } from "~/features/admin/bookings/week";
import { adminPageAction } from "~/features/admin/page-action.server";
import { describeError } from "~/features/api/problem.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { businessToday, now } from "~/lib/clock";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/bookings";

/** The undo button shows only while the confirmation's mail is held, by the request's clock. */
function undoableNow<T extends { undoUntil?: string }>(bookings: T[]): T[] {
  const at = now().toISOString();
  return bookings.map((booking) =>
    booking.undoUntil && booking.undoUntil <= at ? { ...booking, undoUntil: undefined } : booking,
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const view: "list" | "week" = params.get("view") === "week" ? "week" : "list";
  let query: ReturnType<typeof readBookingQuery> = {};
  let failure = null;
  try {
    query = readBookingQuery(params);
  } catch (error) {
    // A filter typed wrong into the address: say so, and show everything.
    const { title, detail } = describeError(pageLanguage(request), error);
    failure = { title, detail };
  }
  const { db } = await database();
  const services = await serviceFilterOptions(db, pageLanguage(request));
  if (view === "week") {
    const days = weekDays(params.get("week"), businessToday());
    const range = { ...query, from: days[0], to: days[6] };
    return {
      view,
      query,
      failure,
      services,
      days,
      // Without a status filter the week shows what holds a slot, not what was called off.
      bookings: undoableNow(await listAdminBookings(db, range)).filter(
        (booking) => query.status || !["cancelled", "declined"].includes(booking.status),
      ),
      blocked: await listBlocks(db, days[0]!, days[6]),
    };
  }
  return {
    view,
    query,
    failure,
    services,
    days: [],
    bookings: undoableNow(await listAdminBookings(db, query)),
    blocked: [],
  };
}

export function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const transition =
    (name: "confirm" | "decline" | "complete") => async (form: Record<string, string>) => {
      await applyBookingTransition(admin, form.bookingId ?? "", name, { message: form.message });
      return (
        {
          confirm: "adminBookingConfirmed",
          decline: "adminBookingDeclined",
          complete: "adminBookingCompleted",
        } as const
      )[name];
    };
  return adminPageAction(request, pageLanguage(request), {
    confirm: transition("confirm"),
    decline: transition("decline"),
    complete: transition("complete"),
    // Decision 103: undo a confirm while its mail is held; move to another time.
    undo: async (form) => {
      await applyBookingChange(admin, form.bookingId ?? "", "undo", {});
      return "adminBookingUndone";
    },
    enter: async (form) => {
      await enterBookingForCustomer(admin, form);
      return "adminBookingEntered";
    },
    move: async (form) => {
      await applyBookingChange(admin, form.bookingId ?? "", "move", {
        date: form.date,
        time: form.time,
      });
      return "adminBookingMoved";
    },
  });
}

export default function AdminBookingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const posted = useActionData<typeof action>();
  const { view, query, failure, services, days, bookings, blocked } = loaderData;
  return (
    <>
      <AdminSeo title={t("bookings.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("bookings.title")} intro={t("bookings.intro")} />
      <FormNotice failure={isFormFailure(posted) ? posted : failure} />
      <EnterBookingForm
        failure={isFormFailure(posted) && posted.intent === "enter" ? posted : null}
        services={services}
      />
      <BookingFilters values={{ ...query, view }} services={services} />
      {view === "week" ? (
        <WeekCalendar days={days} bookings={bookings} blocked={blocked} search={location.search} />
      ) : (
        <AdminBookingList bookings={bookings} />
      )}
    </>
  );
}
