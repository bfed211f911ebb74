import { useId } from "react";
import { useActionData } from "react-router";
import { inputBorder, inputClass } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { Button } from "~/components/ui/button";
import { database } from "~/db/client.server";
import { adminContext } from "~/features/admin/admin-context";
import { AdminActionForm } from "~/features/admin/admin-action-form";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { adminPageAction } from "~/features/admin/page-action.server";
import { editProduct } from "~/features/shop/admin/admin-orders-api.server";
import { formatCents, formatVatRate } from "~/features/shop/product-price";
import { listProducts } from "~/features/shop/products.server";
import { NordicPriceFields } from "~/features/shop/admin/nordic-price-fields";
import { nordicPricesByProduct } from "~/features/shop/product-prices.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { useLanguage } from "~/i18n/use-localized-path";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { db } = await database();
  const nordic = await nordicPricesByProduct(db);
  return {
    products: (await listProducts(db)).map((row) => ({
      priceId: row.priceId,
      name: row.name[lang],
      amount: row.amount,
      currency: row.currency,
      vatRateBp: row.vatRateBp,
      active: row.active,
      nordic: nordic.get(row.priceId) ?? {},
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  return adminPageAction(request, pageLanguage(request), {
    save: async (form) => {
      await editProduct(admin, form.priceId ?? "", {
        price: form.price,
        vatRate: form.vatRate,
        active: form.active === "on",
        priceSEK: form.priceSEK,
        priceNOK: form.priceNOK,
        priceDKK: form.priceDKK,
      });
      return "adminProductSaved";
    },
  });
}

type ProductLine = Route.ComponentProps["loaderData"]["products"][number];

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { t: ta } = useTranslation("admin");
  const posted = useActionData<typeof action>();
  return (
    <>
      <AdminSeo title={t("products.title")} description={ta("meta.description")} />
      <AdminPageHeading title={t("products.title")} intro={t("products.intro")} />
      <FormNotice failure={isFormFailure(posted) ? posted : null} />
      <ul className="grid gap-4">
        {loaderData.products.map((product) => (
          <li key={product.priceId}>
            <ProductForm product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ProductForm({ product }: { product: ProductLine }) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const id = useId();
  const euros = (product.amount / 100).toFixed(product.amount % 100 === 0 ? 0 : 2);
  // "25,5" as the owner types it: the comma in Swedish and Finnish.
  const rate = String(product.vatRateBp / 100).replace(".", lang === "en" ? "." : ",");
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="rounded-2xl border border-line bg-ink-soft p-5"
    >
      <h2 id={`${id}-name`} className="text-lg font-semibold">
        {product.name}
      </h2>
      <p className="text-sm text-mist">
        {product.priceId} · {formatCents(product.amount, lang, product.currency)} ·{" "}
        {t("products.vatShown", { rate: formatVatRate(product.vatRateBp, lang) })}
      </p>
      <AdminActionForm
        intent="save"
        fields={{ priceId: product.priceId }}
        failureTitle={t("products.failedTitle")}
        className="mt-4 flex flex-wrap items-end gap-4"
      >
        {(busy) => (
          <>
            <label className="grid gap-1 text-sm">
              {t("products.price")}
              <input
                name="price"
                inputMode="decimal"
                required
                defaultValue={euros}
                pattern="\d{1,6}([.,]\d{1,2})?"
                className={`${inputClass} ${inputBorder(false)} w-36 py-2`}
              />
            </label>
            <label className="grid gap-1 text-sm">
              {t("products.vat")}
              <input
                name="vatRate"
                inputMode="decimal"
                required
                maxLength={6}
                defaultValue={rate}
                pattern="\d{1,3}([.,]\d{1,2})?"
                className={`${inputClass} ${inputBorder(false)} w-24 py-2`}
              />
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="active"
                defaultChecked={product.active}
                className="size-5 accent-aurora"
              />
              {t("products.active")}
            </label>
            <NordicPriceFields prices={product.nordic} />
            <Button
              type="submit"
              disabled={busy}
              aria-label={t("products.saveLabel", { product: product.name })}
              className="px-4 py-2"
            >
              {busy ? t("products.busy") : t("products.save")}
            </Button>
          </>
        )}
      </AdminActionForm>
    </article>
  );
}
