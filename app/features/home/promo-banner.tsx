import { BadgePercent, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useCampaignTexts } from "~/lib/use-campaign";
import type { CampaignOffer } from "./home-services";
import { promoBannerClosedAttribute } from "~/lib/cookie-state-script";
import { promoBannerClosed, promoBannerClosedCookie } from "./promo-banner-cookie";

/**
 * Hides the banner while <html> carries `promoBannerClosedAttribute`, from the first paint on.
 * Spelled out whole so that Tailwind finds the class (promo-banner.test.ts checks the name).
 */
export const hiddenOnceClosed = "[html[data-promo-closed]_&]:hidden";

/**
 * The campaign strip above the hero. Every visitor gets it in the page, which is the same for
 * all (docs/decisions/107); for a visitor who closed it, the head's script marks <html> before
 * the first paint and the CSS hides it (no flash, no layout shift on the next visit).
 */
export function PromoBanner({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation();
  const campaign = useCampaignTexts(offer.names);
  const [closed, setClosed] = useState(false);
  // The head's script marked <html> when the page loaded; should React have rendered <html>
  // afresh since (an error page in between), mark it again.
  useEffect(() => {
    if (promoBannerClosed(document.cookie))
      document.documentElement.setAttribute(promoBannerClosedAttribute, "");
  }, []);

  if (!campaign || closed) return null;

  const close = () => {
    document.cookie = promoBannerClosedCookie;
    document.documentElement.setAttribute(promoBannerClosedAttribute, "");
    setClosed(true);
    // The button disappears with the banner; keep keyboard focus on the page rather than <body>.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <div className={`border-b border-aurora/30 bg-aurora-deep text-snow ${hiddenOnceClosed}`}>
      <div className="container-page flex items-center gap-3 py-2.5 text-sm">
        <BadgePercent className="size-5 shrink-0 text-snow" aria-hidden="true" />
        <p className="flex-1">
          <span className="font-medium">{t("promo.banner", campaign)}</span>{" "}
          <Link
            to={offer.bookable ? "#boka" : "#meddelande"}
            className="font-semibold whitespace-nowrap underline underline-offset-4 hover:no-underline"
          >
            {t(offer.bookable ? "promo.bannerCta" : "promo.bannerAskCta")}
          </Link>
        </p>
        <button
          type="button"
          onClick={close}
          aria-label={t("promo.closeBanner")}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-ink/30"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
