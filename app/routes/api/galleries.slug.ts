import { database } from "~/db/client.server";
import { DomainError, methodNotAllowed } from "~/features/api/domain-error";
import { handleApi } from "~/features/api/problem.server";
import { clientGalleryAnswer } from "~/features/galleries/client/client-gallery-api.server";
import { photoNumberSchema } from "~/features/galleries/gallery.schema";
import { publishedEventGallery } from "~/features/galleries/public-gallery.server";
import { requestLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/galleries.slug";

/**
 * GET /api/galleries/{slug}[?number=17] — a published event gallery in the request's language
 * and its photos (only those tagged with the number, when one is asked for): watermarked
 * previews and thumbnails, never an original. A client gallery answers only its key or unlock
 * cookie (docs/decisions/101). 404 for anything else.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const asked = new URL(request.url).searchParams.get("number");
    const number = asked === null || asked === "" ? undefined : photoNumberSchema.safeParse(asked);
    if (number && !number.success)
      throw new DomainError("validation", [
        { field: "number", message: "api:galleries.numberInvalid" },
      ]);
    const { db } = await database();
    const lang = requestLanguage(request);
    const found = await publishedEventGallery(db, params.slug, lang, { number: number?.data });
    if (!found) return clientGalleryAnswer(db, request, params.slug, lang);
    return Response.json(found, { headers: { "Cache-Control": "no-store" } });
  });
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    throw methodNotAllowed("GET", "HEAD");
  });
}
