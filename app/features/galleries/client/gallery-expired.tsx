import { Clock } from "lucide-react";
import { phoneHref } from "~/features/settings/site-settings";
import { useTranslation } from "~/i18n/react";
import { Seo } from "~/seo/seo";

/** A client gallery past its last day (status 410): friendly, with how to reach the studio. */
export function GalleryExpired({
  title,
  expiresOnText,
  contact,
}: {
  title: string;
  expiresOnText: string;
  contact: { email: string; phone: string };
}) {
  const { t } = useTranslation("clientGallery");
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <Seo title={t("expired.title")} description={t("meta.description")} noindex />
      <Clock className="size-14 text-aurora" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{t("expired.title")}</h1>
      <p className="mt-4 max-w-xl text-lg">{t("expired.text", { title, date: expiresOnText })}</p>
      <h2 className="mt-8 text-xl font-semibold">{t("expired.contact")}</h2>
      <dl className="mt-3 grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-left">
        <dt className="text-mist">{t("expired.email")}</dt>
        <dd>
          <a href={`mailto:${contact.email}`} className="font-semibold hover:text-aurora">
            {contact.email}
          </a>
        </dd>
        <dt className="text-mist">{t("expired.phone")}</dt>
        <dd>
          <a href={phoneHref(contact.phone)} className="font-semibold hover:text-aurora">
            {contact.phone}
          </a>
        </dd>
      </dl>
    </section>
  );
}
