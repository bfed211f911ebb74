import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { CreateClientGalleryButton } from "~/features/galleries/client/create-gallery-button";
import { useTranslation } from "~/i18n/react";
import { createClientGalleryFromBooking } from "~/features/galleries/client/gallery-from-booking.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/request-language";
import { redirectWithFlash } from "~/lib/forms/form-action.server";
import type { Route } from "./+types/bookings.client-gallery";

// POST /admin/bookings/{id}/client-gallery: "Create client gallery" on a booking (decision
// 101). On to the new gallery's page; a refusal goes back to the bookings with its message.
// Opened as a page (a link kept, a reload), it offers the same button.

export function loader({ params }: Route.LoaderArgs) {
  return { bookingId: params.id };
}

export default function CreateClientGalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("clientGallery");
  return (
    <>
      <AdminSeo title={t("booking.createGallery")} description={t("admin.intro")} />
      <AdminPageHeading title={t("booking.createGallery")} intro={t("admin.intro")} />
      <CreateClientGalleryButton
        bookingId={loaderData.bookingId}
        label={t("booking.createGallery")}
      />
    </>
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = pageLanguage(request);
  try {
    const id = await createClientGalleryFromBooking(context.get(adminContext), params.id);
    return redirectWithFlash(localizePath(`/admin/galleries/${id}`, lang), "adminGalleryCreated");
  } catch (error) {
    if (error instanceof Response) throw error;
    return redirectWithFlash(localizePath("/admin/bookings", lang), "clientGalleryNotCreated");
  }
}
