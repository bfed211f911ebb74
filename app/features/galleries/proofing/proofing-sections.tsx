import { useActionData } from "react-router";
import { isFormFailure } from "~/lib/forms/form-result";
import type { ShownPhoto } from "../public/photo-grid";
import {
  BuyExtras,
  DeliveryPanel,
  FavouritesList,
  HeartButton,
  ProofingRefusal,
  SelectionBar,
  type FavouriteItem,
} from "./proofing-controls";
import type { ProofingView } from "./proofing-view";

/** gallery-page.server.ts's refusal of a purchase without the digital-content consent. */
const galleryBuyIntent = "gallery-buy";

// Proofing and delivery on an open client gallery's page (docs/decisions/102): the page draws
// the hearts in the grid's cells (`proofingHeart`) and these sections around the grid.

export function proofingHeart(proofing: ProofingView) {
  return function Heart(photo: ShownPhoto["photo"], position: number) {
    return <HeartButton photoId={photo.id} position={position} proofing={proofing} />;
  };
}

/** Above the grid: a proofing form refused without scripts says why. */
export { ProofingRefusal };

/** Under the grid: the favourites with their notes, the downloads, the extras, the counter. */
export function ProofingSections({
  slug,
  shown,
  proofing,
  perPhotoText,
}: {
  slug: string;
  shown: ShownPhoto[];
  proofing: ProofingView;
  /** One photo's price as the page writes it; null when photos are not sold one by one. */
  perPhotoText: string | null;
}) {
  const failure = useActionData();
  const consentError =
    isFormFailure(failure) && failure.intent === galleryBuyIntent ? failure.detail : undefined;
  const items: FavouriteItem[] = shown.map(({ photo, position }) => ({
    photoId: photo.id,
    position,
    thumb: photo.thumb.src,
  }));
  const forSale = new Set(proofing.forSale);
  return (
    <>
      <FavouritesList items={items} proofing={proofing} />
      <DeliveryPanel slug={slug} proofing={proofing} />
      {perPhotoText && (
        <BuyExtras
          items={items.filter((item) => forSale.has(item.photoId))}
          price={perPhotoText}
          consentError={consentError}
        />
      )}
      <SelectionBar proofing={proofing} />
    </>
  );
}
