import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { actorOf, type AdminUser } from "~/features/admin/require-admin.server";
import { recordAdminAction } from "~/features/admin/audit.server";
import { addDays } from "~/features/booking/slots";
import { businessToday, now } from "~/lib/clock";
import type { FlashName } from "~/lib/forms/flash";
import {
  galleryForAdmin,
  publishGalleryFor,
  updateGalleryFor,
} from "../admin/galleries-api.server";
import { rotateAccessKey } from "./client-gallery-admin.server";

// The client panel's buttons on the gallery's page in the back office (HTML first): each calls
// the same function as PATCH /api/admin/galleries/{id} or …/publish (docs/decisions/101).

/** "Extend" adds this many days to the later of the last day and today. */
export const extendByDays = 30;

type Fields = Record<string, string>;

/** "12" → 12, "" → null (no limit); anything else is sent as typed, for the API to refuse. */
function limitOf(typed: string | undefined): number | null | string {
  const value = (typed ?? "").trim();
  if (value === "") return null;
  return /^\d{1,6}$/.test(value) ? Number(value) : value;
}

export function clientEditorHandlers(
  admin: AdminUser,
  id: string,
): Record<string, (fields: Fields) => Promise<FlashName>> {
  return {
    clientSettings: async (fields) => {
      await updateGalleryFor(admin, id, {
        customerEmail: fields.customerEmail ?? "",
        language: fields.language,
        selectionLimit: limitOf(fields.selectionLimit),
        allowDownload: fields.allowDownload === "on",
        expiresOn: (fields.expiresOn ?? "").trim(),
      });
      return "adminGallerySaved";
    },
    clientPin: async (fields) => {
      await updateGalleryFor(admin, id, { pin: fields.pin ?? "" });
      return "adminGallerySaved";
    },
    clientPinRemove: async () => {
      await updateGalleryFor(admin, id, { pin: null });
      return "adminGallerySaved";
    },
    clientExtend: async () => {
      const gallery = await galleryForAdmin(id);
      if (!gallery.client) throw new DomainError("galleryNotFound");
      const today = businessToday(now());
      const from =
        gallery.client.expiresOn && gallery.client.expiresOn > today
          ? gallery.client.expiresOn
          : today;
      await updateGalleryFor(admin, id, { expiresOn: addDays(from, extendByDays) });
      return "adminGallerySaved";
    },
    clientSendAgain: async () => {
      await publishGalleryFor(admin, id, true, { sendMailAgain: true });
      return "adminGalleryPublished";
    },
    clientNewLink: async () => {
      const { db } = await database();
      await db.transaction(async (tx) => {
        if (!(await rotateAccessKey(tx, id))) throw new DomainError("galleryNotFound");
        await recordAdminAction(tx, {
          actor: actorOf(admin),
          action: "gallery.update",
          target: `gallery:${id}`,
          after: { accessKey: "new" },
        });
      });
      return "adminGallerySaved";
    },
  };
}
