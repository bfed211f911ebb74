import { Images } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import type { AccountGallery } from "./customer-galleries.server";

/** The customer's client galleries on the account page (docs/decisions/101); none, no section. */
export function MyGalleries({ galleries }: { galleries: AccountGallery[] }) {
  const { t } = useTranslation("clientGallery");
  if (galleries.length === 0) return null;
  return (
    <section aria-labelledby="my-galleries-heading" className="mt-12">
      <h2 id="my-galleries-heading" className="text-2xl font-semibold">
        {t("account.title")}
      </h2>
      <p className="mt-1 mb-5 text-mist">{t("account.intro")}</p>
      <ul className="grid gap-4">
        {galleries.map((gallery) => (
          <li key={gallery.id} className="rounded-2xl border border-line bg-ink-soft p-5">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Images className="size-5 text-aurora" aria-hidden="true" />
              {gallery.title}
            </h3>
            <p className="mt-2 text-sm text-mist">
              {[
                gallery.shotOnText,
                gallery.expiresOnText &&
                  t(gallery.expired ? "account.expired" : "account.until", {
                    date: gallery.expiresOnText,
                  }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {!gallery.expired && (
              // A whole page load: the gallery's page sets its own cookie and headers.
              <a
                href={gallery.path}
                className="mt-3 inline-flex items-center gap-2 font-semibold text-aurora underline"
              >
                {t("account.open")}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
