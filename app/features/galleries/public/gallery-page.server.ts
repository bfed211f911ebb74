import { data, redirect } from "react-router";
import { database } from "~/db/client.server";
import { pageToReturnTo } from "~/features/admin/page-action.server";
import { DomainError } from "~/features/api/domain-error";
import { createPayment } from "~/features/shop/create-payment.server";
import { paymentNote } from "~/features/shop/products.server";
import { pageLanguage } from "~/i18n/request-language";
import { formatLongDate } from "~/lib/format";
import { formatVatRate } from "~/features/shop/product-price";
import { serverT } from "~/i18n/translate.server";
import { formFailure, redirectWithFlash } from "~/lib/forms/form-action.server";
import { immediateDeliveryField } from "~/features/shop/immediate-delivery";
import { publishedEventGallery } from "../public-gallery.server";
import type { PaymentNote } from "~/features/shop/products.server";
import type { PublicGallery } from "../public-gallery.server";
import { compactPhoto } from "./compact-photos";

export type GalleryPageData = {
  gallery: PublicGallery;
  /**
   * Every visible photo, compacted (expandPhoto gives them back), as JSON text: the browser
   * parses text natively, where the router's decoding of 300 photos' objects took 90 ms of a
   * phone's main thread (4× CPU) while the page hydrated.
   */
  photos: string;
  paymentNote: PaymentNote;
  /**
   * The day of the shoot as the page writes it, made here: the browser's first date formatter
   * of a language costs a phone 15 ms (60 ms at Lighthouse's 4× CPU) while the page hydrates.
   */
  shotOnText: string | null;
  /** "Alla priser inkl. moms 25,5 %.", written here for the same reason (docs/decisions/097). */
  vatNoteText: string;
};

// The loader and the action of /galleri/{slug} (docs/decisions/093). Unknown, unpublished and
// non-event galleries are the same 404 page, as an unpublished article is (decision 045).

/**
 * Every visible photo, whatever ?number= asks: the page filters them itself, instantly as the
 * visitor types, and the server's HTML is already filtered for a visit without scripts.
 */
export async function galleryPageData(request: Request, slug: string) {
  const { db } = await database();
  const lang = pageLanguage(request);
  const found = await publishedEventGallery(db, slug, lang);
  if (!found) return data({ page: null }, { status: 404 });
  const page: GalleryPageData = {
    gallery: found.gallery,
    photos: JSON.stringify(found.photos.map(compactPhoto)),
    paymentNote: paymentNote(),
    shotOnText: found.gallery.shotOn ? formatLongDate(found.gallery.shotOn, lang) : null,
    vatNoteText: serverT(lang)("common:price.vatIncluded", {
      rate: formatVatRate(found.gallery.pricing.vatRateBp, lang),
    }),
  };
  return data({ page });
}

/** Form fields the page's buttons send without scripts: `intent`, and each ticked `photo`. */
async function readPurchaseForm(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b|^multipart\/form-data\b/i.test(type))
    throw new DomainError("invalidBody");
  const form = await request.formData().catch(() => {
    throw new DomainError("invalidBody");
  });
  return {
    intent: form.get("intent"),
    photoIds: form.getAll("photo").filter((value): value is string => typeof value === "string"),
    immediateDelivery: form.get(immediateDeliveryField),
  };
}

/** The refusal's intent when the digital-content consent was missing (the page shows it). */
export const galleryBuyIntent = "gallery-buy";

/**
 * The buy buttons without scripts: the same checkout as POST /api/create-payment, and the
 * browser is sent straight to it (303). Without the consent to immediate delivery the page comes
 * back with a 400 saying so; any other refusal comes back to the page as a message.
 */
export async function galleryPurchaseAction(request: Request, slug: string) {
  const back = pageToReturnTo(request);
  try {
    const { intent, photoIds, immediateDelivery } = await readPurchaseForm(request);
    if (intent !== "whole" && photoIds.length === 0)
      return redirectWithFlash(back, "galleryPickFirst");
    const consent = { [immediateDeliveryField]: immediateDelivery };
    const { url } = await createPayment(
      request,
      async () =>
        intent === "whole"
          ? { gallery: slug, whole: true, ...consent }
          : { gallery: slug, photoIds, ...consent },
      pageLanguage(request),
    );
    return redirect(url, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof DomainError && error.code === "immediateDeliveryConsent")
      return formFailure(pageLanguage(request), galleryBuyIntent, error);
    const closed = error instanceof DomainError && error.code === "paymentClosed";
    return redirectWithFlash(back, closed ? "paymentClosed" : "purchaseFailed");
  }
}
