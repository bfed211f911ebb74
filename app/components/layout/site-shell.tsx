import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { staticUntilChanged } from "~/lib/static-until-changed";
import { NavigationProgress } from "./navigation-progress";
import { SiteHeader } from "./site-header";
import { useHashFocus } from "./use-hash-focus";

// Links and the business's addresses, drawn from the page's data alone: its server HTML is
// kept as it is, and its code is not in any page's first load (docs/decisions/112).
const SiteFooter = staticUntilChanged(() =>
  import("./site-footer").then((module) => ({ default: module.SiteFooter })),
);

/** The frame of every page: skip link, fixed navigation, the page, the quick-links footer. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  // A client navigation is on its way: the next page's data or code is loading.
  const loading = useNavigation().state === "loading";
  useHashFocus();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-aurora px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <NavigationProgress active={loading} />
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        aria-busy={loading || undefined}
        className="min-h-[70vh] pt-16 outline-none"
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
