import { Form } from "react-router";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { bookingServiceTypes } from "~/content/services";
import { bookingStatuses } from "~/db/schema";
import { useServiceLabel } from "~/features/booking/service-labels";
import { useTranslation } from "~/i18n/react";

export type BookingFilterValues = {
  status?: string;
  from?: string;
  to?: string;
  service?: string;
  view: "list" | "week";
};

/** The filters as a GET form: the address holds them, so a filtered view can be bookmarked. */
export function BookingFilters({ values }: { values: BookingFilterValues }) {
  const { t } = useTranslation("admin");
  const statusLabel = useTranslation("bookings").t;
  const serviceLabel = useServiceLabel();
  const field = `${inputClass} ${inputBorder(false)} py-2`;
  return (
    <Form method="get" aria-label={t("bookings.filters")} className="mb-8">
      <fieldset className="grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2 xl:grid-cols-5">
        <legend className="px-1 text-sm font-semibold">{t("bookings.filters")}</legend>
        <label className="grid gap-1 text-sm">
          {t("bookings.status")}
          <select name="status" defaultValue={values.status ?? ""} className={field}>
            <option value="">{t("bookings.allStatuses")}</option>
            {bookingStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          {t("bookings.from")}
          <input type="date" name="from" defaultValue={values.from ?? ""} className={field} />
        </label>
        <label className="grid gap-1 text-sm">
          {t("bookings.to")}
          <input type="date" name="to" defaultValue={values.to ?? ""} className={field} />
        </label>
        <label className="grid gap-1 text-sm">
          {t("bookings.service")}
          <select name="service" defaultValue={values.service ?? ""} className={field}>
            <option value="">{t("bookings.allServices")}</option>
            {bookingServiceTypes.map((service) => (
              <option key={service} value={service}>
                {serviceLabel(service)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          {t("bookings.view")}
          <select name="view" defaultValue={values.view} className={field}>
            <option value="list">{t("bookings.list")}</option>
            <option value="week">{t("bookings.week")}</option>
          </select>
        </label>
        <Button type="submit" variant="secondary" className="justify-self-start px-5 py-2">
          {t("bookings.apply")}
        </Button>
      </fieldset>
    </Form>
  );
}
