import { Printer } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { consentLine, receiptRows, refundLine, type Receipt } from "./receipt";

/**
 * A paid order's receipt as a page the buyer can print (docs/decisions/097): the same rows as the
 * mail. Printed, the site's header, footer, chat and buttons give way to the receipt alone
 * (`print:` styles), in black on white.
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation("checkout");
  const lp = useLocalizedPath();
  const consent = consentLine(receipt, t);
  const refund = refundLine(receipt, t);
  return (
    <section
      aria-labelledby="receipt-heading"
      className="receipt container-page py-16 print:py-0 print:text-black"
    >
      <div className="mx-auto max-w-2xl rounded-2xl border border-line bg-ink-soft p-6 sm:p-10 print:border-0 print:bg-white print:p-0">
        <h1 id="receipt-heading" className="text-3xl font-bold print:text-black">
          {t("receipt.pageTitle", { number: receipt.orderNumber })}
        </h1>
        <table className="mt-6 w-full text-left" data-testid="receipt">
          <tbody>
            {receiptRows(receipt, t).map((row) => (
              <tr key={row.label} className="border-t border-line print:border-gray-300">
                <th
                  scope="row"
                  className="py-2 pr-4 align-top font-normal text-mist print:text-black"
                >
                  {row.label}
                </th>
                <td className="py-2 align-top text-snow tabular-nums print:text-black">
                  {row.value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {consent && (
          <p className="mt-6 text-sm print:text-black" data-testid="receipt-consent">
            {consent}
          </p>
        )}
        {refund && (
          <p className="mt-6 font-semibold print:text-black" data-testid="receipt-refund">
            {refund}
          </p>
        )}
        <div className="mt-8 flex flex-wrap gap-4 print:hidden">
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex items-center gap-2 font-semibold text-aurora underline"
          >
            <Printer className="size-4" aria-hidden="true" />
            {t("receipt.print")}
          </button>
          <Link to={lp("/bookings")} className="font-semibold text-aurora underline">
            {t("receipt.back")}
          </Link>
        </div>
      </div>
    </section>
  );
}
