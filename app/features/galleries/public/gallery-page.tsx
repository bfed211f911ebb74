import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation } from "react-router";
import { toast } from "~/components/ui/toast";
import type { PaymentNote } from "~/features/shop/products.server";
import { useTranslation } from "~/i18n/react";
import type { PublicGallery, PublicPhoto } from "../public-gallery.server";
import { GalleryHeader } from "./gallery-header";
import { askedNumber, galleryOffer } from "./gallery-offer";
import { AllPhotosLink, firstPhotos, photosPerStep } from "./more-photos";
import { NumberSearch } from "./number-search";
import { PhotoGrid, type ShownPhoto } from "./photo-grid";
import { PickSummary, type BuyIntent } from "./pick-summary";
import { usePicks } from "./use-picks";
import { staticUntilChanged } from "~/lib/static-until-changed";

type Props = {
  gallery: PublicGallery;
  photos: PublicPhoto[];
  paymentNote: PaymentNote;
  shotOnText: string | null;
  vatNoteText: string;
};

// Shown only while the owner has closed payments: its server HTML is kept, and its code comes
// only when a client navigation draws it (docs/decisions/112).
export const PaymentClosedNote = staticUntilChanged(() =>
  import("~/features/shop/payment-closed-note").then((module) => ({
    default: module.PaymentClosedNote,
  })),
);

// The viewer's code comes with the first photo opened, or as the pointer or focus nears one.
const loadViewer = () => import("./photo-viewer");
const PhotoViewer = lazy(loadViewer);

/** A published event gallery's page: header, number search, the photos, picking and buying. */
export function GalleryPage({ gallery, photos, paymentNote, shotOnText, vatNoteText }: Props) {
  const { t } = useTranslation("gallery");
  const location = useLocation();
  const offer = galleryOffer(gallery.pricing, gallery.photoCount);
  const canBuy = paymentNote !== "closed" && (offer.perPhoto !== null || offer.whole !== null);
  const canPick = canBuy && offer.perPhoto !== null;

  const [typed, setTyped] = useState(
    () => new URLSearchParams(location.search).get("number") ?? "",
  );
  const asked = askedNumber(typed);
  const all = useMemo(
    () => photos.map((photo, index) => ({ photo, position: index + 1 })),
    [photos],
  );
  const shown: ShownPhoto[] = useMemo(
    () =>
      asked === null || asked === "invalid"
        ? all
        : all.filter(({ photo }) => photo.numbers.includes(asked)),
    [all, asked],
  );

  // The first photos only, then more as the visitor scrolls (more-photos.tsx); all of them when
  // the address asks (?visa=alla, the link's target without scripts).
  const [rendered, setRendered] = useState(() =>
    new URLSearchParams(location.search).get("visa") === "alla" ? Infinity : firstPhotos,
  );
  const more = useCallback(() => setRendered((count) => count + photosPerStep), []);
  const hydrated = useHydrated();
  const allPhotosHref = useMemo(() => {
    const params = new URLSearchParams(location.search);
    params.set("visa", "alla");
    return `${location.pathname}?${params}`;
  }, [location.pathname, location.search]);

  function search(value: string) {
    setTyped(value);
    // The address follows the filter, for a reload or a shared link, without a navigation: that
    // would ask the server for the page's data again on every keystroke.
    const url = new URL(window.location.href);
    if (value.trim() === "") url.searchParams.delete("number");
    else url.searchParams.set("number", value.trim());
    window.history.replaceState(window.history.state, "", url);
    setViewer(null);
  }

  const photoIds = useMemo(() => photos.map((photo) => photo.id), [photos]);
  const { picked, toggle, clear } = usePicks(gallery.slug, photoIds);

  const [viewer, setViewer] = useState<number | null>(null);
  const intent = useCallback(() => void loadViewer(), []);
  // Focus goes back to the thumbnail of the photo last shown, once the dialog has closed (while
  // it is open, the page behind it cannot take focus).
  const focusAfterClose = useRef<string | null>(null);
  function closeViewer() {
    focusAfterClose.current = viewer === null ? null : (shown[viewer]?.photo.id ?? null);
    // The viewer may have gone past the photos on the page: they are added up to its photo.
    if (viewer !== null) setRendered((count) => Math.max(count, viewer + 1));
    setViewer(null);
  }
  useEffect(() => {
    if (viewer !== null || !focusAfterClose.current) return;
    document.querySelector<HTMLElement>(`[data-photo-id="${focusAfterClose.current}"] a`)?.focus();
    focusAfterClose.current = null;
  }, [viewer]);

  const [pending, setPending] = useState<BuyIntent | null>(null);
  useEffect(() => {
    // Back from the payment page, the browser may show this page as it was left: buttons busy.
    const reset = (event: PageTransitionEvent) => event.persisted && setPending(null);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  /**
   * The form posts itself and the server answers 303 to the payment page, so the browser goes
   * there from the click itself (docs/decisions/097). Picks whose photos are not on the page
   * (filtered out, or not yet scrolled to) join the form as hidden fields.
   */
  function buy(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent: BuyIntent = submitter?.value === "whole" ? "whole" : "selected";
    if (pending || (intent === "selected" && picked.size === 0)) {
      event.preventDefault();
      if (!pending)
        toast.error(t("flash.pickFirstTitle"), { description: t("flash.pickFirstText") });
      return;
    }
    for (const added of form.querySelectorAll("input[data-pick]")) added.remove();
    const onPage = new Set(new FormData(form).getAll("photo"));
    // The buttons are disabled while pending, and a disabled submitter's value is not sent: the
    // intent goes along as a field of its own.
    for (const [name, value] of [
      ["intent", intent],
      ...[...picked].filter((id) => !onPage.has(id)).map((id) => ["photo", id]),
    ]) {
      const field = Object.assign(document.createElement("input"), { type: "hidden", name, value });
      field.dataset.pick = "";
      form.append(field);
    }
    setPending(intent);
  }

  const allPhotosPath = location.pathname;
  return (
    <>
      <GalleryHeader
        gallery={gallery}
        offer={offer}
        shotOnText={shotOnText}
        vatNoteText={vatNoteText}
      />
      <NumberSearch
        value={typed}
        asked={asked}
        matches={shown.length}
        allPhotosPath={allPhotosPath}
        onChange={search}
      />
      <form
        method="post"
        onSubmit={buy}
        className="group/buy mt-4 pb-16"
        aria-label={gallery.title}
      >
        <div className="container-page">
          <PhotoGrid
            shown={rendered >= shown.length ? shown : shown.slice(0, rendered)}
            reserved={hydrated ? Math.max(0, shown.length - rendered) : 0}
            onNearReserved={more}
            picked={picked}
            canPick={canPick}
            onOpen={setViewer}
            onToggle={toggle}
            onIntent={intent}
          />
          {!hydrated && rendered < shown.length && (
            <AllPhotosLink total={shown.length} href={allPhotosHref} />
          )}
        </div>
        {canBuy && (
          <PickSummary
            offer={offer}
            pricing={gallery.pricing}
            photoCount={gallery.photoCount}
            pickedCount={picked.size}
            pending={pending}
            testMode={paymentNote === "test"}
            onClear={clear}
          />
        )}
        {paymentNote === "closed" && (
          <div className="container-page mt-8">
            <PaymentClosedNote className="rounded-2xl border border-line bg-ink-soft p-6" />
          </div>
        )}
      </form>
      {viewer !== null && shown[viewer] && (
        <Suspense fallback={null}>
          <PhotoViewer
            shown={shown}
            index={viewer}
            total={gallery.photoCount}
            picked={picked}
            canPick={canPick}
            onIndex={setViewer}
            onToggle={toggle}
            onClose={closeViewer}
          />
        </Suspense>
      )}
    </>
  );
}

const noSubscription = () => () => {};

/** False while the server renders and the browser hydrates, true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
