import { useTranslation } from "~/i18n/react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The frame of every page: skip link, fixed navigation, the page, the quick-links footer. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-aurora px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
