import { clsx } from "clsx";
import { Link } from "react-router";
import { cardTable } from "~/features/admin/card-table";
import { businessDateTime } from "~/features/admin/admin-time";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatDate } from "~/lib/format";
import { formatCents } from "../product-price";
import type { AdminOrder } from "./admin-orders.server";

/** An instant in the business's time zone, as the desk shows it. */
export function useOrderTime() {
  const lang = useLanguage();
  return (iso: string) => {
    const { date, time } = businessDateTime(iso);
    return `${formatDate(date, lang, "long")} ${time}`;
  };
}

/** The orders as a table; each row opens the order's detail. */
export function OrderList({ orders, search }: { orders: AdminOrder[]; search: string }) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const when = useOrderTime();
  if (orders.length === 0) return <p>{t("desk.none")}</p>;
  const params = new URLSearchParams(search);
  return (
    <div className={cardTable.frame}>
      <table className={cardTable.table}>
        <thead className={clsx("bg-ink-soft text-mist", cardTable.head)}>
          <tr>
            <th scope="col" className="p-3">
              {t("receipt.number")}
            </th>
            <th scope="col" className="p-3">
              {t("desk.created")}
            </th>
            <th scope="col" className="p-3">
              {t("desk.product")}
            </th>
            <th scope="col" className="p-3">
              {t("desk.amount")}
            </th>
            <th scope="col" className="p-3">
              {t("desk.buyer")}
            </th>
            <th scope="col" className="p-3">
              {t("desk.status")}
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">{t("desk.open")}</span>
            </th>
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {orders.map((order) => {
            params.set("order", order.id);
            return (
              <tr key={order.id} className={clsx("md:border-t md:border-line", cardTable.row)}>
                <td
                  className={clsx("p-3 whitespace-nowrap tabular-nums", cardTable.cell)}
                  data-label={t("receipt.number")}
                >
                  {order.orderNumber}
                </td>
                <td
                  className={clsx("p-3 whitespace-nowrap tabular-nums", cardTable.cell)}
                  data-label={t("desk.created")}
                >
                  {when(order.createdAt)}
                </td>
                <td className={clsx("p-3", cardTable.cell)} data-label={t("desk.product")}>
                  {order.product}
                </td>
                <td
                  className={clsx("p-3 tabular-nums", cardTable.cell)}
                  data-label={t("desk.amount")}
                >
                  {formatCents(order.amount, lang, order.currency)}
                </td>
                <td className={clsx("p-3", cardTable.cell)} data-label={t("desk.buyer")}>
                  {order.buyerEmail ?? t("desk.noEmail")}
                </td>
                <td
                  className={clsx("p-3", cardTable.cell)}
                  data-label={t("desk.status")}
                  data-status={order.status}
                >
                  {t(`status.${order.status}`)}
                </td>
                <td className={clsx("p-3", cardTable.plainCell)}>
                  <Link
                    to={`?${params.toString()}`}
                    aria-label={t("desk.openLabel", { number: order.orderNumber })}
                    className="font-semibold text-aurora underline"
                  >
                    {t("desk.open")}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
