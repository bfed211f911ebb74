import { legalPaths } from "~/components/layout/nav-links";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { immediateDeliveryField } from "./immediate-delivery";

type Props = {
  /** The server's refusal, shown under the box (a page posted without scripts comes back so). */
  error?: string;
  className: string;
};

/**
 * The digital-content consent (docs/decisions/097): unticked, required by the browser and by the
 * server, beside the link to the terms of sale.
 */
export function ImmediateDeliveryBox({ error, className }: Props) {
  const { t } = useTranslation("shop");
  const lp = useLocalizedPath();
  return (
    <div className={className}>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name={immediateDeliveryField}
          required
          className="mt-0.5 size-5 shrink-0 accent-aurora"
        />
        <span>{t("purchase.immediateDelivery")}</span>
      </label>
      <a href={lp(legalPaths.terms)} className="ml-7 underline">
        {t("purchase.terms")}
      </a>
      {error && (
        <p role="alert" className="ml-7 text-ember">
          {error}
        </p>
      )}
    </div>
  );
}
