import { useMemo } from "react";
import { readPhotos } from "~/features/galleries/public/compact-photos";
import { GalleryNotFound } from "~/features/galleries/public/gallery-not-found";
import { galleryOffer } from "~/features/galleries/public/gallery-offer";
import { GalleryPage } from "~/features/galleries/public/gallery-page";
import {
  galleryPageData,
  galleryPurchaseAction,
} from "~/features/galleries/public/gallery-page.server";
import { GallerySeo } from "~/features/galleries/public/gallery-seo";
import type { Route } from "./+types/gallery";

// /galleri/{slug} in every language: a published event gallery (docs/decisions/093).
export function loader({ request, params }: Route.LoaderArgs) {
  return galleryPageData(request, params.slug);
}

export function action({ request, params }: Route.ActionArgs) {
  return galleryPurchaseAction(request, params.slug);
}

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const photos = useMemo(() => readPhotos(page?.photos), [page?.photos]);
  if (!page) return <GalleryNotFound />;
  return (
    <>
      <GallerySeo
        gallery={page.gallery}
        photos={photos}
        offer={galleryOffer(page.gallery.pricing, page.gallery.photoCount)}
      />
      <GalleryPage
        gallery={page.gallery}
        photos={photos}
        paymentNote={page.paymentNote}
        shotOnText={page.shotOnText}
        vatNoteText={page.vatNoteText}
      />
    </>
  );
}
