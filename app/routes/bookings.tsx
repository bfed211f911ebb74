import { LoaderCircle, LogOut } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { database } from "~/db/client.server";
import { AccountData } from "~/features/account/account-data";
import { BookingList } from "~/features/account/booking-list";
import { ProfileCard } from "~/features/account/profile-card";
import { authPathWithReturn } from "~/features/auth/return-to";
import { getSessionUser } from "~/features/auth/session.server";
import { useSignOut } from "~/features/auth/use-sign-out";
import { listBookings, publicBooking } from "~/features/booking/booking.server";
import { localizePath, splitLocalizedPath } from "~/i18n/languages";
import { PageSeo } from "~/seo/seo";
import type { Route } from "./+types/bookings";

// Signed-in customers only: anyone else signs in first and comes back here.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  if (!user) {
    const { lang } = splitLocalizedPath(url.pathname);
    throw redirect(authPathWithReturn(localizePath("/auth", lang), url.pathname));
  }
  const { db } = await database();
  const bookings = (await listBookings(db, user.id)).map(publicBooking);
  return { profile: { name: user.name, email: user.email, phone: user.phone }, bookings };
}

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("bookings");
  const { t: tc } = useTranslation();
  const { signOut, busy } = useSignOut();
  return (
    <>
      <PageSeo ns="bookings" noindex />
      <section className="container-page py-14 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-6 border-b border-line pb-8">
          <div className="max-w-2xl">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("title")}</h1>
            <p className="mt-3 text-lg leading-relaxed">{t("subtitle")}</p>
          </div>
          <Button
            variant="secondary"
            onClick={signOut}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <LogOut className="size-4" aria-hidden="true" />
            )}
            {busy ? tc("nav.loggingOut") : tc("nav.logout")}
          </Button>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <BookingList bookings={loaderData.bookings} />
          <aside className="flex flex-col gap-6 lg:order-first lg:col-start-2 lg:row-start-1">
            <ProfileCard profile={loaderData.profile} />
            <AccountData />
          </aside>
        </div>
      </section>
    </>
  );
}
