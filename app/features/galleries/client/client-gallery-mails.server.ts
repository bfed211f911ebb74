import { config } from "~/config.server";
import type { Gallery } from "~/db/schema";
import { textIn } from "~/features/catalogue/service-view";
import { customerMail, type MailContent } from "~/features/mail/compose.server";
import { isLanguage, localizePath, type Language } from "~/i18n/languages";
import { formatLongDate } from "~/lib/format";

// The customer's two mails about a client gallery (docs/decisions/101), in the gallery's
// language: "your photos are ready" when it is published, and the reminder a week before it
// closes. The PIN is never in them: only its hash is stored, and a mail is the channel a PIN
// guards against (the owner gives it by phone or in person).

export function galleryLanguage(gallery: Pick<Gallery, "language">): Language {
  return isLanguage(gallery.language) ? gallery.language : "sv";
}

/** The private link: `https://…/en/galleri/{slug}?key=…`, in the customer's language. */
export function privateLink(gallery: Pick<Gallery, "slug" | "accessKey" | "language">): string {
  if (!gallery.accessKey) throw new Error("privateLink: a client gallery has a key");
  const path = localizePath(`/galleri/${gallery.slug}`, galleryLanguage(gallery));
  return `${config().publicUrl}${path}?key=${encodeURIComponent(gallery.accessKey)}`;
}

type MailGallery = Pick<
  Gallery,
  "slug" | "accessKey" | "language" | "title" | "pinHash" | "expiresOn"
>;

export function galleryReadyMail(gallery: MailGallery): MailContent {
  const language = galleryLanguage(gallery);
  const name = textIn(gallery.title, language).text;
  return customerMail({
    language,
    texts: "clientGallery.ready",
    blocks: (t) => [
      { kind: "paragraph", text: t("clientGallery.ready.body", { gallery: name }) },
      { kind: "button", label: t("clientGallery.ready.button"), url: privateLink(gallery) },
      ...(gallery.pinHash
        ? [{ kind: "paragraph" as const, text: t("clientGallery.ready.pin") }]
        : []),
      ...(gallery.expiresOn
        ? [
            {
              kind: "paragraph" as const,
              text: t("clientGallery.ready.expires", {
                date: formatLongDate(gallery.expiresOn, language),
              }),
            },
          ]
        : []),
      { kind: "paragraph", text: t("clientGallery.ready.private") },
    ],
  });
}

export function galleryReminderMail(gallery: MailGallery & { expiresOn: string }): MailContent {
  const language = galleryLanguage(gallery);
  return customerMail({
    language,
    texts: "clientGallery.reminder",
    blocks: (t) => [
      {
        kind: "paragraph",
        text: t("clientGallery.reminder.body", {
          gallery: textIn(gallery.title, language).text,
          date: formatLongDate(gallery.expiresOn, language),
        }),
      },
      { kind: "button", label: t("clientGallery.reminder.button"), url: privateLink(gallery) },
      { kind: "paragraph", text: t("clientGallery.reminder.moreTime") },
    ],
  });
}
