import { useTranslation } from "~/i18n/react";
import { data, redirect } from "react-router";
import { database } from "~/db/client.server";
import { bookingsPageAction } from "~/features/account/account-actions.server";
import { AccountData } from "~/features/account/account-data";
import { BookingList } from "~/features/account/booking-list";
import { BookingsUnavailable } from "~/features/account/bookings-unavailable";
import { ProfileCard } from "~/features/account/profile-card";
import { authPathWithReturn } from "~/features/auth/return-to";
import { getSessionUser } from "~/features/auth/session.server";
import { SignOutButton } from "~/features/auth/sign-out-button";
import { buttonClass } from "~/components/ui/button";
import { listBookings, publicBooking } from "~/features/booking/booking.server";
import { localizePath } from "~/i18n/languages";
import { logger } from "~/lib/logger.server";
import { useSite } from "~/lib/use-site";
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
  try {
    const { db } = await database();
    bookings = (await listBookings(db, user.id)).map(publicBooking);
  } catch (error) {
    // The page still shows, with the spec's message and a retry (ErrorBoundary below).
    logger.error("bookings could not be read", { userId: user.id, error });
    throw data("bookingsUnavailable", { status: 503 });
  }
  return { profile: { name: user.name, email: user.email, phone: user.phone }, bookings };
}

export function action({ request }: Route.ActionArgs) {
  return bookingsPageAction(request, pageLanguage(request));
}

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <BookingsFrame>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <BookingList bookings={loaderData.bookings} />
        <aside className="flex flex-col gap-6 lg:order-first lg:col-start-2 lg:row-start-1">
          <ProfileCard profile={loaderData.profile} />
          <AccountData />
        </aside>
      </div>
    </BookingsFrame>
  );
}

/**
 * The bookings could not be loaded (the database read failed, or the page's data did not
 * arrive on a client navigation): the page, not the site's error page, says so and offers a
 * retry.
 */
export function ErrorBoundary() {
  return (
    <BookingsFrame>
      <div className="mt-10 max-w-2xl">
        <BookingsUnavailable />
      </div>
    </BookingsFrame>
  );
}

function BookingsFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("bookings");
  const signedIn = Boolean(useSite()?.user);
  return (
    <>
      <PageSeo ns="bookings" noindex />
      <section className="container-page py-14 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-6 border-b border-line pb-8">
          <div className="max-w-2xl">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("title")}</h1>
            <p className="mt-3 text-lg leading-relaxed">{t("subtitle")}</p>
          </div>
          {signedIn && <SignOutButton className={buttonClass("secondary")} />}
        </div>
        {children}
      </section>
    </>
  );
}
