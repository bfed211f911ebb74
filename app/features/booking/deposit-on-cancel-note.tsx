import { Wallet } from "lucide-react";
import { legalPaths } from "~/components/layout/nav-links";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { depositOnCancelText, type DepositOnCancel } from "./deposit-on-cancel";
import { languageOf } from "./language-of";

/**
 * What a cancel does with the paid deposit, said beside the cancel button: seen without scripts
 * too, where the button cancels at once with no dialog to ask first. A deposit that is kept
 * names the terms of sale that say so, with a link to them.
 */
export function DepositOnCancelNote({
  id,
  deposit,
  className = "",
}: {
  id?: string;
  deposit: DepositOnCancel;
  className?: string;
}) {
  const { t, i18n } = useTranslation("bookings");
  const localized = useLocalizedPath();
  return (
    <p id={id} className={`flex items-start gap-2 ${className}`} data-testid="deposit-on-cancel">
      <Wallet className="mt-0.5 size-4 shrink-0 text-aurora" aria-hidden="true" />
      <span>
        {depositOnCancelText(deposit, languageOf(i18n), t)}
        {!deposit.refundable && (
          <>
            {" "}
            <a href={localized(legalPaths.terms)} className="underline hover:text-aurora">
              {t("cancel.termsLink")}
            </a>
          </>
        )}
      </span>
    </p>
  );
}
