import { MessageCircle } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/**
 * In place of a buy button while the site takes no payments online (docs/decisions/080): says so
 * and leads to the contact form, where the owner can arrange the purchase by hand.
 */
export function PaymentClosedNote({ className }: { className?: string }) {
  const { t } = useTranslation("shop");
  const lp = useLocalizedPath();
  return (
    <div role="note" className={className}>
      <p className="font-semibold text-snow">{t("purchase.closedTitle")}</p>
      <p className="mt-1 text-sm text-mist">{t("purchase.closedText")}</p>
      <ButtonLink to={lp("/#kontakt")} variant="secondary" className="mt-3">
        <MessageCircle className="size-4" aria-hidden="true" />
        {t("purchase.contact")}
      </ButtonLink>
    </div>
  );
}
