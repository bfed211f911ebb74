import { clsx } from "clsx";
import { Aperture, CalendarDays, LayoutDashboard, LogIn, Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, NavLink, useLocation } from "react-router";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useSite } from "~/lib/use-site";
import { LanguageSelector } from "./language-selector";
import { navLinks } from "./nav-links";
import { NavMoreMenu } from "./nav-more-menu";

// Only a signed-in visitor has it: its code (a fetcher and its outcome) is not in every page's
// first load, and arrives while a signed-in page hydrates (decision 067).
const SignOutButton = lazy(() =>
  import("~/features/auth/sign-out-button").then((module) => ({ default: module.SignOutButton })),
);

export function SiteHeader() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const location = useLocation();
  const user = useSite()?.user;
  const signedIn = Boolean(user);
  // Server-rendered from the root loader, so the link is in the first HTML and hydrates as is.
  const isAdmin = Boolean(user?.isAdmin);
  // The menu is open for the location it was opened at, so any navigation (a choice, including a
  // hash on this page) closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  // Opened for the entry the address bar shows (React Router keeps its key in history.state):
  // right after a navigation React may not have rendered the new location yet, and a tap then
  // opened the menu for the page being left, so it closed again at once.
  const shownKey = () => (window.history.state as { key?: string } | null)?.key ?? location.key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? shownKey() : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    clsx(
      "rounded-md px-1.5 py-1.5 text-sm xl:px-2 font-medium whitespace-nowrap transition-colors hover:text-aurora",
      isActive ? "text-aurora" : "text-mist",
    );

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line/70 bg-ink/90 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-[96rem] items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={lp("/")}
          className="flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-snow"
          aria-label={t("siteName")}
        >
          <Aperture className="size-7 text-aurora" aria-hidden="true" />
          <span className="text-base tracking-tight">{t("siteName")}</span>
        </Link>

        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {navLinks.map((link) => (
              // From 1536 px every link has room; below that, the marked ones wait under "More".
              <li key={link.key} className={link.more ? "hidden 2xl:block" : undefined}>
                {link.to.includes("#") ? (
                  // A section of the home page is never "the current page".
                  <Link to={lp(link.to)} className={linkClass({ isActive: false })}>
                    {t(`nav.${link.key}`)}
                  </Link>
                ) : (
                  <NavLink to={lp(link.to)} end className={linkClass}>
                    {t(`nav.${link.key}`)}
                  </NavLink>
                )}
              </li>
            ))}
            <NavMoreMenu links={navLinks.filter((link) => link.more)} className="2xl:hidden" />
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSelector />
          {signedIn ? (
            <>
              {isAdmin && (
                <Link
                  to={lp("/admin")}
                  title={t("nav.admin")}
                  className="hidden items-center gap-1.5 rounded-full border border-aurora/60 px-4 py-2 text-sm font-semibold whitespace-nowrap text-aurora hover:border-aurora sm:inline-flex lg:max-xl:px-3"
                >
                  <LayoutDashboard className="size-4" aria-hidden="true" />
                  <span className="lg:max-xl:sr-only">{t("nav.admin")}</span>
                </Link>
              )}
              <Link
                to={lp("/bookings")}
                title={t("nav.bookings")}
                className="hidden items-center gap-1.5 rounded-full bg-aurora px-4 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-aurora-strong sm:inline-flex lg:max-xl:px-3"
              >
                <CalendarDays className="size-4" aria-hidden="true" />
                {/* Beside the desktop links below 1280 px there is room for the icon only; the
                    name stays for assistive technology and as the tooltip. */}
                <span className="lg:max-xl:sr-only">{t("nav.bookings")}</span>
              </Link>
              <Suspense fallback={null}>
                <SignOutButton
                  title={t("nav.logout")}
                  formClassName="hidden sm:flex"
                  className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-2 text-sm font-semibold whitespace-nowrap text-snow hover:border-aurora hover:text-aurora disabled:opacity-60 lg:max-xl:px-3 lg:max-xl:[&>span]:sr-only"
                />
              </Suspense>
            </>
          ) : (
            <Link
              to={lp("/auth")}
              className="hidden items-center gap-1.5 rounded-full bg-aurora px-4 py-2 text-sm font-semibold text-ink hover:bg-aurora-strong sm:inline-flex"
            >
              <LogIn className="size-4" aria-hidden="true" />
              {t("nav.login")}
            </Link>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-snow hover:text-aurora lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
            <span className="sr-only">{menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}</span>
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={t("nav.label")}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-ink lg:hidden"
      >
        <ul className="container-page grid gap-1 py-4">
          {navLinks.map((link) => (
            <li key={link.key}>
              <Link
                to={lp(link.to)}
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-3 py-3 text-base font-medium text-snow hover:bg-ink-raised hover:text-aurora"
              >
                {t(`nav.${link.key}`)}
              </Link>
            </li>
          ))}
          {signedIn ? (
            <li className="mt-2 grid gap-2 border-t border-line pt-3 sm:hidden">
              {isAdmin && (
                <Link
                  to={lp("/admin")}
                  onClick={() => setMenuOpen(false)}
                  className="flex items-center justify-center gap-2 rounded-full border border-aurora/60 px-4 py-3 font-semibold text-aurora"
                >
                  <LayoutDashboard className="size-4" aria-hidden="true" />
                  {t("nav.admin")}
                </Link>
              )}
              <Link
                to={lp("/bookings")}
                onClick={() => setMenuOpen(false)}
                className="flex items-center justify-center gap-2 rounded-full bg-aurora px-4 py-3 font-semibold text-ink"
              >
                <CalendarDays className="size-4" aria-hidden="true" />
                {t("nav.bookings")}
              </Link>
              <Suspense fallback={null}>
                <SignOutButton className="flex w-full items-center justify-center gap-2 rounded-full border border-line px-4 py-3 font-semibold text-snow disabled:opacity-60" />
              </Suspense>
            </li>
          ) : (
            <li className="mt-2 border-t border-line pt-3 sm:hidden">
              <Link
                to={lp("/auth")}
                onClick={() => setMenuOpen(false)}
                className="flex items-center justify-center gap-2 rounded-full bg-aurora px-4 py-3 font-semibold text-ink"
              >
                <LogIn className="size-4" aria-hidden="true" />
                {t("nav.login")}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
