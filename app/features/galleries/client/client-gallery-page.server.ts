import { data, redirect } from "react-router";
import { database } from "~/db/client.server";
import type { Gallery } from "~/db/schema";
import { textIn } from "~/features/catalogue/service-view";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";
import { formatCents, formatLongDate } from "~/lib/format";
import { formFailure } from "~/lib/forms/form-action.server";
import { pagePath } from "~/lib/page-path";
import { compactPhoto } from "../public/compact-photos";
import { proofingPageData } from "../proofing/proofing-page.server";
import type { ProofingView } from "../proofing/proofing-view";
import { galleryContents, type PublicGallery } from "../public-gallery.server";
import { clientGalleryHeaders } from "./client-gallery-api.server";
import {
  hasUnlockCookie,
  openClientGallery,
  publishedClientGallery,
  unlockCookieHeader,
} from "./client-access.server";
import { unlockClientGallery } from "./unlock.server";

// The loader and the PIN form's action of /galleri/{slug} for a client gallery (decision 101).
// Every answer is private and unindexed; one without access is the page of an unknown gallery.

export type ClientGalleryPage =
  | { state: "needsPin"; title: string; key: string }
  | {
      state: "expired";
      title: string;
      expiresOnText: string;
      contact: { email: string; phone: string };
    }
  | {
      state: "open";
      gallery: PublicGallery;
      /** The photos compacted as JSON text, as the event gallery's page carries them. */
      photos: string;
      shotOnText: string | null;
      expiresOnText: string | null;
      allowDownload: boolean;
      selectionLimit: number | null;
      /** Hearts, selection and downloads (docs/decisions/102). */
      proofing: ProofingView;
      /** One extra photo's price as the page writes it; null when not sold one by one. */
      perPhotoText: string | null;
    };

export const unlockIntent = "unlock";

const titleOf = (gallery: Gallery, lang: Language) => textIn(gallery.title, lang).text;

/** The page's data, or null (404) when this request has no access to a client gallery here. */
export async function clientGalleryPageData(request: Request, slug: string, lang: Language) {
  const { db } = await database();
  const access = await openClientGallery(db, request, slug);
  const headers = new Headers(clientGalleryHeaders);
  if (access.state === "notFound") return null;
  const { gallery } = access;
  if (access.state === "expired") {
    const { business } = currentSettings();
    const page: ClientGalleryPage = {
      state: "expired",
      title: titleOf(gallery, lang),
      expiresOnText: formatLongDate(gallery.expiresOn!, lang),
      contact: { email: business.email, phone: business.phone },
    };
    return data({ page: null, client: page }, { status: 410, headers });
  }
  if (access.state === "needsPin") {
    const key = new URL(request.url).searchParams.get("key") ?? "";
    const page: ClientGalleryPage = { state: "needsPin", title: titleOf(gallery, lang), key };
    return data({ page: null, client: page }, { headers });
  }
  // The photos' own addresses are opened by the cookie: it comes with the first visit by key.
  if (!hasUnlockCookie(request, gallery)) headers.append("Set-Cookie", unlockCookieHeader(gallery));
  const contents = await galleryContents(db, gallery, lang);
  const page: ClientGalleryPage = {
    state: "open",
    gallery: contents.gallery,
    photos: JSON.stringify(contents.photos.map(compactPhoto)),
    shotOnText: gallery.shotOn ? formatLongDate(gallery.shotOn, lang) : null,
    expiresOnText: gallery.expiresOn ? formatLongDate(gallery.expiresOn, lang) : null,
    allowDownload: gallery.allowDownload,
    selectionLimit: gallery.selectionLimit,
    proofing: await proofingPageData(db, gallery, lang),
    perPhotoText: gallery.perPhoto === null ? null : formatCents(gallery.perPhoto, lang),
  };
  return data({ page: null, client: page }, { headers });
}

/**
 * The PIN form without scripts (and with them): right key and PIN set the cookie and show the
 * gallery (303 to its address); a wrong PIN or too many tries come back to the form with the
 * message. Undefined when the address is no published client gallery, or the form's key does not
 * open it: the caller then answers as for any other address, so nothing tells it exists.
 */
export async function clientGalleryPageAction(request: Request, slug: string, lang: Language) {
  const { db } = await database();
  if (!(await publishedClientGallery(db, slug))) return undefined;
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  if (!form || form.get("intent") !== unlockIntent) return undefined;
  const key = typeof form.get("key") === "string" ? (form.get("key") as string) : "";
  try {
    const { gallery, cookie } = await unlockClientGallery(db, request, slug, {
      key,
      pin: form.get("pin"),
    });
    // The page, not the data request's ".data" address a script's form post is sent to.
    const page = pagePath(new URL(request.url).pathname);
    return redirect(`${page}?key=${encodeURIComponent(gallery.accessKey!)}`, {
      status: 303,
      headers: { "Set-Cookie": cookie, ...clientGalleryHeaders },
    });
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "galleryNotFound")
      return undefined;
    const failure = formFailure(lang, unlockIntent, error, { key });
    return data(failure.data, { status: failure.init?.status, headers: clientGalleryHeaders });
  }
}
