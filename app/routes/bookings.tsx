import { data, redirect } from "react-router";
import { database } from "~/db/client.server";
import { bookingsPageAction } from "~/features/account/account-actions.server";
import { AccountData } from "~/features/account/account-data";
import { BookingList } from "~/features/account/booking-list";
import { BookingsFrame, BookingsLoadFailed } from "~/features/account/bookings-frame";
import { ProfileCard } from "~/features/account/profile-card";
import { authPathWithReturn } from "~/features/auth/return-to";
import { getSessionUser } from "~/features/auth/session.server";
import { myBookings } from "~/features/booking/my-bookings.server";
import { accountGalleries } from "~/features/galleries/client/customer-galleries.server";
import { MyGalleries } from "~/features/galleries/client/my-galleries";
import { localizePath } from "~/i18n/languages";
import { now } from "~/lib/clock";
import { logger } from "~/lib/logger.server";
import { MyOrders } from "~/features/shop/my-orders";
import { myOrders } from "~/features/shop/my-orders.server";
import { PageSeo } from "~/seo/seo";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/bookings";

// Signed-in customers only: anyone else signs in first and comes back here.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) {
    const lang = pageLanguage(request);
    throw redirect(
      authPathWithReturn(localizePath("/auth", lang), localizePath("/bookings", lang)),
    );
  }
  let bookings;
  let orders;
  let galleries;
  try {
    const { db } = await database();
    bookings = await myBookings(db, user.id, pageLanguage(request), now());
    orders = await myOrders(db, user.id, pageLanguage(request));
    galleries = await accountGalleries(db, user, pageLanguage(request));
  } catch (error) {
    // The page still shows, with the spec's message and a retry (ErrorBoundary below).
    logger.error("bookings could not be read", { userId: user.id, error });
    throw data("bookingsUnavailable", { status: 503 });
  }
  return {
    profile: { name: user.name, email: user.email, phone: user.phone },
    bookings,
    orders,
    galleries,
  };
}

export function action({ request }: Route.ActionArgs) {
  return bookingsPageAction(request, pageLanguage(request));
}

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageSeo ns="bookings" noindex />
      <BookingsFrame>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div>
            <BookingList bookings={loaderData.bookings} />
            <MyOrders orders={loaderData.orders} />
            <MyGalleries galleries={loaderData.galleries} />
          </div>
          <aside className="flex flex-col gap-6 lg:order-first lg:col-start-2 lg:row-start-1">
            <ProfileCard profile={loaderData.profile} />
            <AccountData />
          </aside>
        </div>
      </BookingsFrame>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <PageSeo ns="bookings" noindex />
      <BookingsLoadFailed />
    </>
  );
}
