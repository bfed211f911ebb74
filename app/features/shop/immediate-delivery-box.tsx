import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { immediateDeliveryField } from "./immediate-delivery";

type Props = {
  /** The server's refusal, shown under the box (a page posted without scripts comes back so). */
  error?: string | null;
  className?: string;
};

/**
 * The digital-content consent (docs/decisions/097): unticked, required by the browser and by the
 * server, beside the link to the terms of sale.
 */
export function ImmediateDeliveryBox({ error, className }: Props) {
  const { t } = useTranslation("shop");
  const lp = useLocalizedPath();
  const id = useId();
  return (
    <div className={className ?? "mt-3 text-left text-sm"}>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name={immediateDeliveryField}
          required
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 accent-aurora"
        />
        <span>{t("purchase.immediateDelivery")}</span>
      </label>
      {/* The terms page is /kopvillkor in every language (wt-legal's page). */}
      <a href={lp("/kopvillkor")} className="mt-1 ml-7 inline-block underline hover:text-aurora">
        {t("purchase.terms")}
      </a>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 ml-7 font-semibold text-ember">
          {error}
        </p>
      )}
    </div>
  );
}
