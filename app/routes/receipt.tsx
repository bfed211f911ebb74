import { data, redirect } from "react-router";
import { database } from "~/db/client.server";
import { authPathWithReturn } from "~/features/auth/return-to";
import { getSessionUser } from "~/features/auth/session.server";
import { receiptForBuyer } from "~/features/shop/receipt.server";
import { ReceiptView } from "~/features/shop/receipt-view";
import { useTranslation } from "~/i18n/react";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/request-language";
import { Seo } from "~/seo/seo";
import type { Route } from "./+types/receipt";

// /bookings/kvitto/{order number}: a signed-in buyer's receipt, again (docs/decisions/097).
// Another customer's order, an unpaid one and one that does not exist are the same 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const user = await getSessionUser(request);
  if (!user) {
    const here = localizePath(`/bookings/kvitto/${encodeURIComponent(params.number)}`, lang);
    throw redirect(authPathWithReturn(localizePath("/auth", lang), here));
  }
  const { db } = await database();
  const receipt = await receiptForBuyer(db, user.id, params.number, lang);
  if (!receipt) throw data(null, { status: 404 });
  return { receipt };
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { receipt } = loaderData;
  return (
    <>
      <Seo
        title={t("receipt.pageTitle", { number: receipt.orderNumber })}
        description={t("receipt.metaDescription")}
        noindex
      />
      <ReceiptView receipt={receipt} />
    </>
  );
}
