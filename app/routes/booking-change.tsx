import { ChangeBookingView } from "~/features/booking/change/change-booking-view";
import { changePageAction, changePageLoader } from "~/features/booking/change/change-page.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import type { FormFailure } from "~/lib/forms/form-result";
import { Seo } from "~/seo/seo";
import type { Route } from "./+types/booking-change";

// /bookings/{id}/change: move or cancel a booking, by its mails' link or signed in (decision 104).
// Another customer's booking, a wrong key and a booking that does not exist are the same 404.
export function loader({ request, params }: Route.LoaderArgs) {
  return changePageLoader(request, params.id, pageLanguage(request));
}

export function action({ request, params }: Route.ActionArgs) {
  return changePageAction(request, params.id, pageLanguage(request));
}

export default function BookingChangePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("bookings");
  return (
    <>
      <Seo title={t("change.pageTitle")} description={t("change.metaDescription")} noindex />
      <ChangeBookingView data={loaderData} failure={actionData as FormFailure | undefined} />
    </>
  );
}
