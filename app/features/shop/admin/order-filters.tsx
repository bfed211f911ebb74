import { Download } from "lucide-react";
import { Form } from "react-router";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { orderStatuses } from "~/db/schema";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";

export type OrderFilterValues = { status?: string; product?: string; from?: string; to?: string };

/** The desk's filters as a GET form (a filtered view can be bookmarked), and its CSV export. */
export function OrderFilters({
  values,
  products,
}: {
  values: OrderFilterValues;
  products: { priceId: string; name: string }[];
}) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const field = `${inputClass} ${inputBorder(false)} py-2`;
  const search = new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return (
    <div className="mb-8 grid gap-4">
      <Form method="get" aria-label={t("desk.filters")}>
        <fieldset className="grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2 xl:grid-cols-5">
          <legend className="px-1 text-sm font-semibold">{t("desk.filters")}</legend>
          <label className="grid gap-1 text-sm">
            {t("desk.status")}
            <select name="status" defaultValue={values.status ?? ""} className={field}>
              <option value="">{t("desk.allStatuses")}</option>
              {orderStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm">
            {t("desk.product")}
            <select name="product" defaultValue={values.product ?? ""} className={field}>
              <option value="">{t("desk.allProducts")}</option>
              {products.map((product) => (
                <option key={product.priceId} value={product.priceId}>
                  {product.name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm">
            {t("desk.from")}
            <input type="date" name="from" defaultValue={values.from ?? ""} className={field} />
          </label>
          <label className="grid gap-1 text-sm">
            {t("desk.to")}
            <input type="date" name="to" defaultValue={values.to ?? ""} className={field} />
          </label>
          <Button
            type="submit"
            variant="secondary"
            className="self-end justify-self-start px-5 py-2"
          >
            {t("desk.apply")}
          </Button>
        </fieldset>
      </Form>
      <a
        href={`/api/admin/orders/export?lang=${lang}${search ? `&${search}` : ""}`}
        download
        className="inline-flex items-center gap-2 justify-self-start font-semibold text-aurora underline"
      >
        <Download className="size-4" aria-hidden="true" />
        {t("desk.export")}
      </a>
    </div>
  );
}
