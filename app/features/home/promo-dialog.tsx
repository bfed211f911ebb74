import { Gift, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { Button, ButtonLink } from "~/components/ui/button";
import type { CampaignTextValues } from "~/lib/campaign-texts";
import type { CampaignOffer } from "./home-services";

/**
 * The campaign popup: a native modal <dialog>, so focus moves in and is trapped, Escape closes
 * it and the page behind is inert without any dialog library. Opens as it is drawn, unless
 * another dialog is open; promo-popup.tsx decides when.
 */
export default function PromoDialog({
  offer,
  campaign,
  onSeen,
}: {
  offer: CampaignOffer;
  campaign: CampaignTextValues;
  /** Remembers that the visitor has seen it (the flag is written at once on close). */
  onSeen: () => void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && !document.querySelector("dialog[open]")) dialog.showModal();
  }, []);

  // The flag is written at once (the dialog's close event follows a moment later).
  const close = () => {
    onSeen();
    dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="promo-popup-title"
      onClose={onSeen}
      // A click on the backdrop lands on the <dialog> itself; inside it lands on the panel.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border border-aurora/40 bg-ink-raised p-0 text-mist shadow-2xl shadow-black/60 backdrop:bg-ink/80 backdrop:backdrop-blur-sm"
    >
      <div className="relative isolate overflow-hidden p-6 pt-8 sm:p-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(94_234_212/0.18),transparent_65%)]"
        />
        <button
          type="button"
          onClick={close}
          aria-label={t("promo.closePopup")}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-snow hover:bg-ink/60 hover:text-aurora"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-ember text-ink">
          <Gift className="size-7" aria-hidden="true" />
        </span>
        <h2 id="promo-popup-title" className="mt-5 pr-8 text-2xl font-bold sm:text-3xl">
          {t("promo.popupTitle", campaign)}
        </h2>
        <p className="mt-3 leading-relaxed">{t("promo.popupText", campaign)}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink
            to={offer.bookable ? "#boka" : "#meddelande"}
            onClick={close}
            className="flex-1"
          >
            {t(offer.bookable ? "promo.popupCta" : "promo.popupAskCta", campaign)}
          </ButtonLink>
          <Button variant="secondary" onClick={close} className="flex-1">
            {t("promo.popupDismiss")}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
