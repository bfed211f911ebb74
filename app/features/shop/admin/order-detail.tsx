import { CheckCheck, KeyRound, Mail, Undo2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import { useTranslation } from "~/i18n/react";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatCents, formatVatRate } from "../product-price";
import type { AdminOrder } from "./admin-orders.server";
import { useOrderTime } from "./order-list";

type Detail = {
  order: AdminOrder;
  events: { at: string; kind: string; status: string; source: string }[];
  /** A gallery order's photos: the owner's file names, in the gallery's order. */
  photos?: string[];
};

/** One order: its facts, its history and the actions its state allows. */
export function OrderDetail({ detail, backTo }: { detail: Detail; backTo: string }) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const when = useOrderTime();
  const { order, events } = detail;
  const fields = { orderId: order.id };
  const failureTitle = t("desk.failedTitle");
  const eventLabel = (kind: string) =>
    t(`desk.events.${kind}` as "desk.events.paid", { defaultValue: kind });
  const sourceLabel = (source: string) =>
    t(`desk.sources.${source}` as "desk.sources.admin", { defaultValue: source });
  return (
    <section
      aria-labelledby="order-detail-heading"
      className="mb-10 rounded-2xl border border-aurora/50 bg-ink-soft p-6"
    >
      <Link to={backTo} className="text-sm font-semibold text-aurora underline">
        {t("desk.back")}
      </Link>
      <h2 id="order-detail-heading" className="mt-3 text-2xl font-bold break-all">
        {t("desk.detail", { id: order.orderNumber })}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-mist">{t("desk.status")}</dt>
        <dd data-testid="order-status">{t(`status.${order.status}`)}</dd>
        <dt className="text-mist">{t("desk.product")}</dt>
        <dd>{order.product}</dd>
        <dt className="text-mist">{t("desk.amount")}</dt>
        <dd>
          {formatCents(order.amount, lang, order.currency)} (
          {t("desk.vatOf", {
            rate: formatVatRate(order.vatRateBp, lang),
            vat: formatCents(order.vatAmount, lang, order.currency),
            net: formatCents(order.netAmount, lang, order.currency),
          })}
          )
        </dd>
        {order.immediateDeliveryConsentAt && (
          <>
            <dt className="text-mist">{t("desk.consent")}</dt>
            <dd data-testid="order-consent">{when(order.immediateDeliveryConsentAt)}</dd>
          </>
        )}
        <dt className="text-mist">{t("desk.buyer")}</dt>
        <dd>{order.buyerEmail ?? t("desk.noEmail")}</dd>
        <dt className="text-mist">{t("desk.language")}</dt>
        <dd>{order.language}</dd>
        <dt className="text-mist">{t("desk.provider")}</dt>
        <dd>{t(`desk.providers.${order.provider}` as "desk.providers.test")}</dd>
        <dt className="text-mist">{t("desk.created")}</dt>
        <dd>{when(order.createdAt)}</dd>
      </dl>

      {detail.photos && detail.photos.length > 0 && (
        <>
          <h3 className="mt-8 text-lg font-semibold">
            {t("desk.photos", { count: detail.photos.length })}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm" data-testid="order-photos">
            {detail.photos.map((name, index) => (
              <li
                key={`${index}-${name}`}
                className="rounded-lg px-2 py-1 break-all ring-1 ring-line"
              >
                {name}
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-8 text-lg font-semibold">{t("desk.history")}</h3>
      <ol className="mt-3 grid gap-2 text-sm">
        {events.map((event, index) => (
          <li key={index} className="flex flex-wrap gap-x-3">
            <span className="text-mist tabular-nums">{when(event.at)}</span>
            <span className="font-medium text-snow">{eventLabel(event.kind)}</span>
            <span className="text-mist">({sourceLabel(event.source)})</span>
          </li>
        ))}
      </ol>

      <div className="mt-8 flex flex-wrap items-start gap-4">
        {order.category === "software" && order.status === "paid" && (
          <LicenceKeyForm orderId={order.id} />
        )}
        {order.category === "photos" && order.status === "fulfilled" && (
          <AdminActionForm intent="resendLink" fields={fields} failureTitle={failureTitle}>
            {(busy) => (
              <Button type="submit" variant="secondary" disabled={busy} className="px-4 py-2">
                <Mail className="size-4" aria-hidden="true" />
                {busy ? t("desk.busy") : t("desk.resendLink")}
              </Button>
            )}
          </AdminActionForm>
        )}
        {/* A deposit stays paid until its booking ends or is refunded (decision 109). */}
        {order.category !== "software" &&
          order.category !== "deposit" &&
          order.status === "paid" && (
            <AdminActionForm intent="fulfil" fields={fields} failureTitle={failureTitle}>
              {(busy) => (
                <Button type="submit" disabled={busy} className="px-4 py-2">
                  <CheckCheck className="size-4" aria-hidden="true" />
                  {busy ? t("desk.busy") : t("desk.markFulfilled")}
                </Button>
              )}
            </AdminActionForm>
          )}
        {(order.status === "paid" || order.status === "fulfilled") && (
          <AdminActionForm intent="refund" fields={fields} failureTitle={failureTitle}>
            {(busy) => (
              <>
                <Button type="submit" variant="secondary" disabled={busy} className="px-4 py-2">
                  <Undo2 className="size-4" aria-hidden="true" />
                  {busy ? t("desk.busy") : t("desk.markRefunded")}
                </Button>
                <p className="mt-2 max-w-xs text-xs text-mist">{t("desk.refundHint")}</p>
              </>
            )}
          </AdminActionForm>
        )}
      </div>
    </section>
  );
}

function LicenceKeyForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation("checkout");
  const id = useId();
  return (
    <AdminActionForm
      intent="sendKey"
      fields={{ orderId }}
      failureTitle={t("desk.failedTitle")}
      className="grid w-full max-w-md gap-2"
    >
      {(busy) => (
        <>
          <label htmlFor={id} className="text-sm font-semibold">
            {t("desk.keyLabel")}
          </label>
          <input
            id={id}
            name="key"
            required
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            className={`${inputClass} ${inputBorder(false)} font-mono`}
          />
          <p id={`${id}-hint`} className="text-xs text-mist">
            {t("desk.keyHint")}
          </p>
          <Button type="submit" disabled={busy} className="justify-self-start px-4 py-2">
            <KeyRound className="size-4" aria-hidden="true" />
            {busy ? t("desk.busy") : t("desk.sendKey")}
          </Button>
        </>
      )}
    </AdminActionForm>
  );
}
