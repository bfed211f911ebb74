import { BadgePercent, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useCampaignTexts } from "~/lib/use-campaign";
import { useSite } from "~/lib/use-site";
import type { CampaignOffer } from "./home-services";
import { promoBannerClosedCookie } from "./promo-banner-cookie";

/**
 * The campaign strip above the hero. The root loader reads the cookie, so a visitor who closed
 * it never gets it from the server again (no flash, no layout shift on the next visit).
 */
export function PromoBanner({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation();
  const site = useSite();
  const campaign = useCampaignTexts(offer.names);
  const [closed, setClosed] = useState(false);

  if (!campaign || site?.promoBannerClosed || closed) return null;

  const close = () => {
    document.cookie = promoBannerClosedCookie;
    setClosed(true);
    // The button disappears with the banner; keep keyboard focus on the page rather than <body>.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <div className="border-b border-aurora/30 bg-aurora-deep text-snow">
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
