import { config } from "~/config.server";
import type { Gallery } from "~/db/schema";
import { textIn } from "~/features/catalogue/service-view";
import { composeMail, mailT, oneLine, type MailContent } from "~/features/mail/compose.server";
import { ownerLanguage } from "~/features/mail/owner-mails.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import { localizePath, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import { selectionMailTexts } from "./selection-counts";

// The mails of proofing and delivery (docs/decisions/102): the owner's notice of a sent
// selection (in Swedish, as every owner notice), and the customer's one review invitation in
// their language. Texts in the `proofing` namespace; composeMail escapes every value.

export type PickedPhoto = { fileName: string; note: string | null };

export function selectionSubmittedOwnerMail(gallery: Gallery, picked: PickedPhoto[]): MailContent {
  const t = serverT(ownerLanguage);
  const title = oneLine(textIn(gallery.title, ownerLanguage).text);
  const customer = gallery.customerEmail ?? "–";
  const { subject, body } = selectionMailTexts(t, { title, count: picked.length, customer });
  return composeMail({
    language: ownerLanguage,
    subject,
    heading: t("proofing:mail.selection.heading"),
    blocks: [
      { kind: "paragraph", text: body },
      {
        kind: "details",
        rows: [
          { label: t("proofing:mail.selection.gallery"), value: title },
          {
            label: t("proofing:mail.selection.customer"),
            value: customer,
            ...(gallery.customerEmail && { href: `mailto:${gallery.customerEmail}` }),
          },
          { label: t("proofing:mail.selection.count"), value: String(picked.length) },
        ],
      },
      // One row a photo: its file name as the camera gave it (what the owner searches for in
      // the editing program) and the customer's note, kept as written.
      {
        kind: "details",
        rows: picked.map((photo) => ({
          label: photo.fileName,
          value: photo.note ?? t("proofing:admin.noNote"),
        })),
      },
      {
        kind: "button",
        label: t("proofing:mail.selection.open"),
        url: `${config().publicUrl}/admin/galleries/${gallery.id}`,
      },
    ],
  });
}

/**
 * The review invitation: one mail, a day after the first download, linking to the review form
 * with the service filled in (`?service=`, read by the form) when the gallery came from a booking.
 */
export function reviewInvitationMail(language: Language, service: string | undefined): MailContent {
  const t = serverT(language);
  const { business } = currentSettings();
  const query = service ? `?service=${encodeURIComponent(service)}` : "";
  const url = `${config().publicUrl}${localizePath("/testimonials", language)}${query}#omdome`;
  return composeMail({
    language,
    subject: t("proofing:mail.review.subject", { business: business.name }),
    heading: t("proofing:mail.review.heading"),
    greeting: mailT(language)("greetingNoName"),
    blocks: [
      { kind: "paragraph", text: t("proofing:mail.review.body") },
      { kind: "button", label: t("proofing:mail.review.button"), url },
      { kind: "paragraph", text: t("proofing:mail.review.once") },
    ],
    signOff: mailT(language)("signOff"),
  });
}
