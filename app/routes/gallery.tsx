import { useMemo } from "react";
import { loadWhenRendered } from "~/lib/load-when-rendered";
import {
  clientGalleryPageAction,
  clientGalleryPageData,
  type ClientGalleryPage,
} from "~/features/galleries/client/client-gallery-page.server";
import { readPhotos } from "~/features/galleries/public/compact-photos";
import { PhotoGrid } from "~/features/galleries/public/photo-grid";
import { galleryOffer } from "~/features/galleries/public/gallery-offer";
import { GalleryPage, PaymentClosedNote } from "~/features/galleries/public/gallery-page";
import {
  galleryPageData,
  galleryPurchaseAction,
} from "~/features/galleries/public/gallery-page.server";
import { GallerySeo, loadGalleryJsonLd } from "~/features/galleries/public/gallery-seo";
import { pageLanguage } from "~/i18n/request-language";
import { proofingPageAction } from "~/features/galleries/proofing/proofing-action.server";
import type { Route } from "./+types/gallery";

// A client gallery's page (its PIN form, hearts and downloads) is code an event gallery's
// visitor never needs, and the page of a gallery not found is rare: each is its own chunk,
// rendered whole by the server and fetched by the browser as the page shows it, keeping the
// event page within its first-load budget (docs/decisions/067, 102, 112).
const ClientGalleryView = loadWhenRendered(() =>
  import("~/features/galleries/client/client-gallery-view").then((module) => ({
    default: module.ClientGalleryView,
  })),
);
const GalleryNotFound = loadWhenRendered(() =>
  import("~/features/galleries/public/gallery-not-found").then((module) => ({
    default: module.GalleryNotFound,
  })),
);

// /galleri/{slug} in every language: a published event gallery (docs/decisions/093), or a
// client gallery for the visitor its key opens (docs/decisions/101); else the same 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await galleryPageData(request, params.slug);
  if (event.data.page) return event;
  const client = await clientGalleryPageData(request, params.slug, pageLanguage(request));
  return client ?? event;
}

/**
 * On a client navigation, the parts this page draws from chunks of their own arrive with its
 * data, so that none is drawn late.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  const page = data.page;
  await Promise.all([
    "client" in data && data.client ? ClientGalleryView.load() : undefined,
    page ? undefined : GalleryNotFound.load(),
    page?.paymentNote === "closed" ? PaymentClosedNote.load() : undefined,
    page ? loadGalleryJsonLd() : undefined,
  ]);
  return data;
}

export async function action({ request, params }: Route.ActionArgs) {
  // A client gallery's hearts, notes and selection (docs/decisions/102).
  const proofing = await proofingPageAction(request, params.slug, pageLanguage(request));
  if (proofing) return proofing;
  const client = await clientGalleryPageAction(request, params.slug, pageLanguage(request));
  return client ?? galleryPurchaseAction(request, params.slug);
}

/** A client gallery's answers are private and unindexed (its loader or action says so). */
export function headers({ loaderHeaders, actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const own = actionHeaders.has("X-Robots-Tag") ? actionHeaders : loaderHeaders;
  if (!own.has("X-Robots-Tag")) return parentHeaders;
  const headers = new Headers(parentHeaders);
  for (const [name, value] of own) if (name !== "set-cookie") headers.set(name, value);
  for (const cookie of own.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  const page = loaderData.page;
  const photos = useMemo(() => readPhotos(page?.photos), [page?.photos]);
  if ("client" in loaderData && loaderData.client)
    return (
      <ClientGalleryView
        page={loaderData.client as ClientGalleryPage}
        shared={{ PhotoGrid, readPhotos }}
      />
    );
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
