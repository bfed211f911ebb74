import { data } from "react-router";
import { adminContext } from "~/features/admin/admin-context";
import { createClientGalleryFromBooking } from "~/features/galleries/client/gallery-from-booking.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/request-language";
import { redirectWithFlash } from "~/lib/forms/form-action.server";
import type { Route } from "./+types/bookings.client-gallery";

// POST /admin/bookings/{id}/client-gallery: "Create client gallery" on a booking (decision
// 101). On to the new gallery's page; a refusal goes back to the bookings with its message.

export function loader() {
  throw data(null, { status: 404 });
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
