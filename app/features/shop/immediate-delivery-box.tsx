import { legalPaths } from "~/components/layout/nav-links";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { immediateDeliveryField } from "./immediate-delivery";

/**
 * TermsNote's words, from "common" through this namespace's translator (one hook less: the
 * gallery's first load has no room for a second). The typed keys do not name other namespaces.
 */
const termsNote = (t: unknown) => (t as (key: string) => string)("common:legal.termsNote");

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
      {/* A plain link with TermsNote's words: LegalLink's chunk would cost the gallery's first load. */}
      <a href={lp(legalPaths.terms)} className="ml-7 underline hover:text-aurora">
        {termsNote(t)}
      </a>
      {error && (
        <p role="alert" className="ml-7 text-ember">
          {error}
        </p>
      )}
    </div>
  );
}
