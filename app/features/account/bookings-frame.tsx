import { buttonClass } from "~/components/ui/button";
import { SignOutButton } from "~/features/auth/sign-out-button";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/lib/use-site";
import { BookingsUnavailable } from "./bookings-unavailable";

/** My bookings' heading and sign-out button, around the page's content. */
export function BookingsFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("bookings");
  const signedIn = Boolean(useSite()?.user);
  return (
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
  );
}

/**
 * My bookings when its bookings could not be loaded (the database read failed, or the page's
 * data did not arrive on a client navigation): the page, not the site's error page, says so
 * and offers a retry.
 */
export function BookingsLoadFailed() {
  return (
    <BookingsFrame>
      <div className="mt-10 max-w-2xl">
        <BookingsUnavailable />
      </div>
    </BookingsFrame>
  );
}
