import { Link } from "react-router";
import { businessDateTime } from "~/features/admin/admin-time";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatDate } from "~/lib/format";
import type { CustomerGallery } from "./customer-galleries.server";

/** The customer's client galleries: where each stands, and a link to its editor. */
export function CustomerGalleries({ galleries }: { galleries: CustomerGallery[] }) {
  const { t } = useTranslation("customersAdmin");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  // Nothing to say of the many customers without one: the section is left out.
  if (galleries.length === 0) return null;
  const day = (iso: string) => formatDate(businessDateTime(iso).date, lang);
  return (
    <section aria-labelledby="customer-galleries" className="rounded-2xl border border-line p-5">
      <h2 id="customer-galleries" className="text-xl font-semibold">
        {t("galleries.title")}
      </h2>
      <ul className="mt-3 grid gap-4">
        {galleries.map((gallery) => {
          const title = gallery.title[lang] || gallery.title.sv || t("galleries.untitled");
          return (
            <li key={gallery.id} id={`gallery-${gallery.id}`}>
              <h3 className="font-semibold wrap-anywhere">{title}</h3>
              <ul className="mt-1 text-sm">
                <li>
                  {gallery.publishedAt
                    ? t("galleries.published", { date: day(gallery.publishedAt) })
                    : t("galleries.notPublished")}
                </li>
                <li>
                  {gallery.selectionSubmittedAt
                    ? t("galleries.selectionSubmitted", {
                        date: day(gallery.selectionSubmittedAt),
                      })
                    : t("galleries.selectionOpen")}
                </li>
                <li>
                  {gallery.expiresOn
                    ? t(gallery.expired ? "galleries.expired" : "galleries.expiresOn", {
                        date: formatDate(gallery.expiresOn, lang),
                      })
                    : t("galleries.noExpiry")}
                </li>
              </ul>
              <Link
                to={lp(`/admin/galleries/${gallery.id}`)}
                className="mt-1 inline-block text-sm text-aurora underline hover:text-aurora-strong"
              >
                {t("galleries.edit")}
                <span className="sr-only">: {title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
