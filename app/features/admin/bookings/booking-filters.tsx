import { Form } from "react-router";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { bookingStatuses } from "~/db/schema";

/** A booking held for its deposit is not the owner's to filter by (decision 109). */
const ownersStatuses = bookingStatuses.filter((status) => status !== "held");
import { useServiceLabel } from "~/features/booking/service-labels";
import { useTranslation } from "~/i18n/react";
import type { ServiceFilterOption } from "./admin-bookings.server";

export type BookingFilterValues = {
  status?: string;
  from?: string;
  to?: string;
  service?: string;
  view: "list" | "week";
};

/** The filters as a GET form: the address holds them, so a filtered view can be bookmarked. */
export function BookingFilters({
  values,
  services,
}: {
  values: BookingFilterValues;
  /** The catalogue's bookable services and any other a booking names (the loader's). */
  services: readonly ServiceFilterOption[];
}) {
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
            {ownersStatuses.map((status) => (
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
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {serviceLabel(service.id, service.name)}
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
