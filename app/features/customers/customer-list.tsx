import { clsx } from "clsx";
import { Search } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { businessDateTime } from "~/features/admin/admin-time";
import { cardTable } from "~/features/admin/card-table";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatDate } from "~/lib/format";
import type { CustomerSummary } from "./customer-directory.server";
import { maxSearchLength } from "./customer-search";

/** The search: a GET form, so a result has an address and works without scripts. */
export function CustomerSearch({ search }: { search: string }) {
  const { t } = useTranslation("customersAdmin");
  const id = useId();
  return (
    <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-60">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {t("list.searchLabel")}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={search}
          maxLength={maxSearchLength}
          placeholder={t("list.searchHint")}
          aria-describedby={`${id}-hint`}
          className={`${inputClass} ${inputBorder(false)} py-2`}
        />
        <p id={`${id}-hint`} className="sr-only">
          {t("list.searchHint")}
        </p>
      </div>
      <Button type="submit" className="px-5 py-2.5">
        <Search className="size-4" aria-hidden="true" />
        {t("list.search")}
      </Button>
    </Form>
  );
}

/** The customers found, as a table, or cards on a phone (card-table.ts). */
export function CustomerList({
  customers,
  search,
}: {
  customers: CustomerSummary[];
  search: string;
}) {
  const { t } = useTranslation("customersAdmin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  if (customers.length === 0)
    return <p>{search ? t("list.noMatch", { search }) : t("list.empty")}</p>;
  const columns = {
    name: t("list.columns.name"),
    email: t("list.columns.email"),
    phone: t("list.columns.phone"),
    lastSeen: t("list.columns.lastSeen"),
    account: t("list.columns.account"),
  };
  return (
    <section aria-labelledby="customers-found">
      <h2 id="customers-found" className="mb-3 text-lg font-semibold">
        {search ? t("list.results", { count: customers.length }) : t("list.latest")}
      </h2>
      <div className={cardTable.frame}>
        <table className={cardTable.table}>
          <thead className={clsx("bg-ink-soft text-mist", cardTable.head)}>
            <tr>
              <th scope="col" className="p-3">
                {columns.name}
              </th>
              <th scope="col" className="p-3">
                {columns.email}
              </th>
              <th scope="col" className="p-3">
                {columns.phone}
              </th>
              <th scope="col" className="p-3">
                {columns.lastSeen}
              </th>
              <th scope="col" className="p-3">
                {columns.account}
              </th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {customers.map((customer) => {
              const seen = businessDateTime(customer.lastSeenAt);
              return (
                <tr
                  key={customer.key}
                  className={clsx("md:border-t md:border-line", cardTable.row)}
                >
                  <td className={clsx("p-3 font-semibold", cardTable.plainCell)}>
                    <Link
                      to={lp(`/admin/customers/${customer.key}`)}
                      className="text-aurora underline hover:text-aurora-strong"
                    >
                      {customer.name ?? t("list.noName")}
                    </Link>
                  </td>
                  <td
                    className={clsx("p-3 wrap-anywhere", cardTable.cell)}
                    data-label={columns.email}
                  >
                    {customer.email}
                  </td>
                  <td
                    className={clsx("p-3 tabular-nums", cardTable.cell)}
                    data-label={columns.phone}
                  >
                    {customer.phone ?? "–"}
                  </td>
                  <td
                    className={clsx("p-3 whitespace-nowrap tabular-nums", cardTable.cell)}
                    data-label={columns.lastSeen}
                  >
                    {formatDate(seen.date, lang)}
                  </td>
                  <td className={clsx("p-3", cardTable.cell)} data-label={columns.account}>
                    {customer.hasAccount ? t("list.account.yes") : t("list.account.no")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
