import { CalendarPlus, LoaderCircle } from "lucide-react";
import { useFetchers, useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import type { MyBooking } from "~/features/booking/my-bookings.server";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { BookingCard } from "./booking-card";

/** The customer's bookings, or the empty state; the router reloads them after a change. */
export function BookingList({ bookings }: { bookings: MyBooking[] }) {
  const { t } = useTranslation("bookings");
  const lp = useLocalizedPath();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const reloading =
    navigation.state === "loading" || fetchers.some((fetcher) => fetcher.state === "loading");

  return (
    <section aria-labelledby="bookings-list-heading" aria-busy={reloading}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="bookings-list-heading" className="text-2xl font-semibold">
          {t("list.title")}
        </h2>
        <p role="status" className="flex items-center gap-2 text-sm">
          {reloading && (
            <>
              <LoaderCircle className="size-4 animate-spin text-aurora" aria-hidden="true" />
              {t("list.reloading")}
            </>
          )}
        </p>
      </div>
      {bookings.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-ink-soft/60 px-6 py-12 text-center">
          <CalendarPlus className="mx-auto size-10 text-aurora" aria-hidden="true" />
          <h3 className="mt-4 text-xl font-semibold">{t("empty.title")}</h3>
          <p className="mt-2">{t("empty.text")}</p>
          <ButtonLink to={lp("/#boka")} className="mt-6">
            {t("empty.cta")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
