import { CircleCheck } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { database } from "~/db/client.server";
import { downloadLinkDays, downloadLinkUses, softwareDeliveryHours } from "~/features/shop/facts";
import { orderForReceipt } from "~/features/shop/test-checkout.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { Seo } from "~/seo/seo";
import type { Route } from "./+types/checkout.success";

/** Where a paid checkout returns (?session=): what was bought and what happens next. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const session = new URL(request.url).searchParams.get("session") ?? "";
  const { db } = await database();
  const found = session ? await orderForReceipt(db, session) : undefined;
  if (!found) return { receipt: null };
  const { order, product } = found;
  return {
    receipt: {
      product: product.name[lang],
      orderNumber: order.orderNumber,
      category: product.category,
      email: order.buyerEmail ?? "",
      // Stripe's webhook may arrive after the buyer does.
      settled: order.status === "paid" || order.status === "fulfilled",
    },
  };
}

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const lp = useLocalizedPath();
  const { receipt } = loaderData;
  const facts = {
    days: downloadLinkDays,
    uses: downloadLinkUses,
    hours: softwareDeliveryHours,
  };
  return (
    <>
      <Seo title={t("meta.successTitle")} description={t("meta.description")} noindex />
      <section className="container-page py-20">
        <div className="mx-auto max-w-xl text-center">
          <CircleCheck className="mx-auto size-14 text-aurora" aria-hidden="true" />
          <h1 className="mt-6 text-4xl font-bold">{t("success.title")}</h1>
          {receipt?.settled ? (
            <>
              <p className="mt-4 text-lg">{t("success.lead", { product: receipt.product })}</p>
              {receipt.orderNumber && (
                <p className="mt-2" data-testid="order-number">
                  {t("receipt.number")}: <span className="tabular-nums">{receipt.orderNumber}</span>
                </p>
              )}
              <p className="mt-4 text-lg">
                {t(`success.${receipt.category}`, { ...facts, email: receipt.email })}
              </p>
            </>
          ) : (
            <p className="mt-4 text-lg">
              {receipt ? t("success.processing") : t("success.unknown")}
            </p>
          )}
          {/* A booking's deposit leads on to the booking, not back to the shop (decision 109). */}
          {receipt?.category === "deposit" ? (
            <ButtonLink to={lp("/bookings")} className="mt-10">
              {t("success.bookings")}
            </ButtonLink>
          ) : (
            <ButtonLink to={lp("/shop")} className="mt-10">
              {t("success.back")}
            </ButtonLink>
          )}
        </div>
      </section>
    </>
  );
}
