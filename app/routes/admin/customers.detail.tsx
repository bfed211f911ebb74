import { Link, useActionData } from "react-router";
import { FormNotice } from "~/components/forms/form-notice";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { CustomerDetails } from "~/features/customers/customer-details";
import { CustomerGalleries } from "~/features/customers/customer-galleries";
import { CustomerHistory } from "~/features/customers/customer-history";
import { CustomerNotes } from "~/features/customers/customer-notes";
import { customerPageAction, customerPageData } from "~/features/customers/customer-page.server";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { pageLanguage } from "~/i18n/request-language";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/customers.detail";

export function loader({ params }: Route.LoaderArgs) {
  return customerPageData(params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return customerPageAction(request, pageLanguage(request), context.get(adminContext), params.id);
}

export default function AdminCustomerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("customersAdmin");
  const lp = useLocalizedPath();
  const posted = useActionData<typeof action>();
  const failure = isFormFailure(posted) ? posted : null;
  const { customer } = loaderData;
  // An address is no heading on a phone (it wraps letter by letter): the details show it first.
  const title = customer.name ?? t("detail.noNameTitle");
  return (
    <>
      <AdminSeo title={customer.name ?? customer.email} description={t("meta.description")} />
      <p className="mb-3 text-sm">
        <Link to={lp("/admin/customers")} className="text-aurora underline">
          {t("detail.back")}
        </Link>
      </p>
      <AdminPageHeading title={title} />
      <FormNotice failure={failure} />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-8 xl:order-2">
          <CustomerDetails customer={customer} />
          <CustomerGalleries galleries={loaderData.galleries} />
          <CustomerNotes notes={loaderData.notes} failure={failure} />
        </div>
        <CustomerHistory
          timeline={loaderData.timeline}
          failure={failure}
          email={customer.email}
          language={customer.language}
          businessEmail={loaderData.businessEmail}
        />
      </div>
    </>
  );
}
