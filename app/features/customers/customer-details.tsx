import { useTranslation } from "~/i18n/react";
import type { CustomerSummary } from "./customer-directory.server";

/** Who the customer is: address, phone, language, and whether they have an account. */
export function CustomerDetails({ customer }: { customer: CustomerSummary }) {
  const { t } = useTranslation("customersAdmin");
  const phone = customer.phone?.trim();
  return (
    <section aria-labelledby="customer-contact" className="rounded-2xl border border-line p-5">
      <h2 id="customer-contact" className="text-xl font-semibold">
        {t("detail.contact")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm font-semibold text-mist">{t("detail.email")}</dt>
        <dd className="wrap-anywhere">
          <a href={`mailto:${customer.email}`} className="text-aurora underline">
            {customer.email}
          </a>
        </dd>
        <dt className="text-sm font-semibold text-mist">{t("detail.phone")}</dt>
        <dd>
          {phone ? (
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-aurora underline">
              {phone}
            </a>
          ) : (
            t("detail.noPhone")
          )}
        </dd>
        <dt className="text-sm font-semibold text-mist">{t("detail.language")}</dt>
        <dd>{t(`detail.languages.${customer.language}`)}</dd>
        <dt className="text-sm font-semibold text-mist">{t("detail.account")}</dt>
        <dd>{customer.hasAccount ? t("detail.hasAccount") : t("detail.noAccount")}</dd>
      </dl>
    </section>
  );
}
