import { Download, Package, ReceiptText } from "lucide-react";
import { Link } from "react-router";
import { businessDateTime } from "~/features/admin/admin-time";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatDate } from "~/lib/format";
import type { MyOrder } from "./my-orders.server";
import { formatCents } from "./product-price";

/** The buyer's orders on the account page: status, and the album's download while it works. */
export function MyOrders({ orders }: { orders: MyOrder[] }) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const day = (iso: string) => formatDate(businessDateTime(iso).date, lang, "long");
  return (
    <section aria-labelledby="my-orders-heading" className="mt-12">
      <h2 id="my-orders-heading" className="mb-5 text-2xl font-semibold">
        {t("orders.title")}
      </h2>
      {orders.length === 0 ? (
        <p>{t("orders.empty")}</p>
      ) : (
        <ul className="grid gap-4">
          {orders.map((order) => (
            <li key={order.id} className="rounded-2xl border border-line bg-ink-soft p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <Package className="size-5 text-aurora" aria-hidden="true" />
                  {order.product}
                </h3>
                <span className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-line">
                  {t(`status.${order.status}`)}
                </span>
              </div>
              <p className="mt-2 text-sm text-mist">
                {t("receipt.number")} <span className="tabular-nums">{order.orderNumber}</span> ·{" "}
                {t("orders.ordered", { date: day(order.createdAt) })} ·{" "}
                {formatCents(order.amount, lang, order.currency)}
              </p>
              {order.receiptPath && (
                <Link
                  to={order.receiptPath}
                  aria-label={t("receipt.openLabel", { number: order.orderNumber })}
                  className="mt-2 inline-flex items-center gap-2 text-sm font-semibold text-aurora underline"
                >
                  <ReceiptText className="size-4" aria-hidden="true" />
                  {t("receipt.open")}
                </Link>
              )}
              {order.download && (
                <div className="mt-4">
                  <a
                    href={order.download.url}
                    download
                    className="inline-flex items-center gap-2 font-semibold text-aurora underline"
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t("orders.download")}
                  </a>
                  <p className="mt-1 text-sm text-mist">
                    {t("orders.downloadUntil", {
                      date: day(order.download.expiresAt),
                      uses: order.download.usesLeft,
                    })}
                  </p>
                  {order.photos.length > 0 && (
                    <details className="mt-3">
                      <summary className="cursor-pointer text-sm font-semibold">
                        {t("orders.photosTitle")}
                      </summary>
                      <ul className="mt-2 flex flex-wrap gap-2">
                        {order.photos.map((photo) => (
                          <li key={photo.url}>
                            <a
                              href={photo.url}
                              download
                              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm ring-1 ring-line hover:text-aurora"
                            >
                              <Download className="size-3.5" aria-hidden="true" />
                              {t("orders.photo", { name: photo.name })}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
