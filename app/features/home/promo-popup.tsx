import { useEffect, useState } from "react";
import { useCampaignTexts } from "~/lib/use-campaign";
import type { CampaignOffer } from "./home-services";
import type PromoDialogComponent from "./promo-dialog";

const seenKey = "hasSeenPromo2025";
const openDelayMs = 2000;

function hasSeenPromo(): boolean {
  try {
    return window.localStorage.getItem(seenKey) !== null;
  } catch {
    // Storage blocked (private mode, strict settings): better not to show than to show every time.
    return true;
  }
}

function rememberSeen() {
  try {
    window.localStorage.setItem(seenKey, "true");
  } catch {
    // Nothing to do: without storage the popup simply may appear again on a later visit.
  }
}

type PromoDialog = typeof PromoDialogComponent;

/**
 * The campaign popup, 2 seconds after the page has loaded, for a visitor who has not seen it
 * yet. It needs scripts to open at all, so the server's HTML holds none of it.
 */
export function PromoPopup({ offer }: { offer: CampaignOffer }) {
  const campaign = useCampaignTexts(offer.names);
  const promoActive = campaign !== null;
  // The dialog's code (its texts, buttons and icon) comes when it is about to open: a visitor
  // who has seen it, or who leaves within two seconds, never loads it (docs/decisions/112). Not
  // React.lazy: a suspended dialog would be revealed by a Suspense retry, which React may delay
  // (decision 099); once its code is here, the dialog renders in one ordinary update.
  const [Dialog, setDialog] = useState<PromoDialog | null>(null);

  useEffect(() => {
    if (!promoActive || hasSeenPromo()) return;
    let timer: number | undefined;
    let current = true;
    const open = () =>
      import("./promo-dialog").then(
        (module) => current && setDialog(() => module.default),
        // Without its code the popup simply does not appear.
        (error: unknown) => console.error("The campaign popup could not load:", error),
      );
    const schedule = () => {
      timer = window.setTimeout(open, openDelayMs);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      current = false;
      window.removeEventListener("load", schedule);
      window.clearTimeout(timer);
    };
  }, [promoActive]);

  if (!campaign || !Dialog) return null;
  return <Dialog offer={offer} campaign={campaign} onSeen={rememberSeen} />;
}
