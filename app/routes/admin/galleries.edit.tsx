import { Link, data } from "react-router";
import { DomainError } from "~/features/api/domain-error";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { textIn } from "~/features/catalogue/service-view";
import { config } from "~/config.server";
import { galleryForAdmin } from "~/features/galleries/admin/galleries-api.server";
import { ClientGalleryPanel } from "~/features/galleries/client/client-gallery-panel";
import { galleryEditorAction } from "~/features/galleries/admin/galleries-page.server";
import { GalleryDetailsForm } from "~/features/galleries/admin/gallery-forms";
import { DeleteGallery, GalleryPublication } from "~/features/galleries/admin/gallery-publication";
import { PhotoManager } from "~/features/galleries/admin/photo-manager";
import { adminSelection } from "~/features/galleries/proofing/selection-admin.server";
import { SelectionPanel } from "~/features/galleries/proofing/selection-panel";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import type { Route } from "./+types/galleries.edit";

export async function loader({ params }: Route.LoaderArgs) {
  try {
    // The origin completes a client gallery's private link (docs/decisions/101).
    const gallery = await galleryForAdmin(params.id);
    return { gallery, origin: config().publicUrl, selection: await adminSelection(params.id) };
  } catch (error) {
    // An id that is no gallery's (or no id at all) is the ordinary 404 page.
    if (error instanceof DomainError && error.code === "galleryNotFound")
      throw data(null, { status: 404 });
    throw error;
  }
}

export function action({ request, context, params }: Route.ActionArgs) {
  return galleryEditorAction(request, pageLanguage(request), context.get(adminContext), params.id);
}

export default function AdminGalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("galleriesAdmin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const { gallery } = loaderData;
  const title = textIn(gallery.title, lang).text;
  const facts = [
    t(`kinds.${gallery.kind}`),
    gallery.shotOn ? formatLongDate(gallery.shotOn, lang) : t("list.noDate"),
  ].join(" · ");
  return (
    <>
      <AdminSeo title={t("editor.title")} description={t("meta.description")} />
      <Link
        to={lp("/admin/galleries")}
        className="mb-6 inline-block text-sm font-semibold hover:text-aurora"
      >
        ← {t("editor.back")}
      </Link>
      <AdminPageHeading title={title} intro={facts} />
      <GalleryPublication gallery={gallery} />
      <ClientGalleryPanel gallery={gallery} origin={loaderData.origin} />
      <PhotoManager gallery={gallery} />
      {loaderData.selection && (
        <SelectionPanel galleryId={gallery.id} selection={loaderData.selection} />
      )}
      <section aria-labelledby="gallery-details" className="mb-10">
        <h2 id="gallery-details" className="mb-2 text-2xl font-bold">
          {t("editor.details")}
        </h2>
        <p className="mb-6 max-w-3xl">{t("editor.intro")}</p>
        <GalleryDetailsForm gallery={gallery} />
      </section>
      <DeleteGallery />
    </>
  );
}
