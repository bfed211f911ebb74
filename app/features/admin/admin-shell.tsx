import { clsx } from "clsx";
import { ChevronDown, Menu } from "lucide-react";
import { NavLink } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { adminSections } from "./admin-sections";

/**
 * The frame of every back-office page: its sections on the side from `lg` up; on a phone the
 * page comes first and the sections wait in a menu above it (a <details>, so it opens before
 * the page's scripts run, or without them). Only one of the two is ever displayed.
 */
export function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="container-page grid gap-6 py-6 lg:grid-cols-[14rem_1fr] lg:gap-8 lg:py-10">
      <details className="group rounded-2xl border border-line bg-ink-soft lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-aurora [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <Menu className="size-5" aria-hidden="true" />
            {t("shell.menu")}
          </span>
          <ChevronDown
            className="size-5 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="border-t border-line px-4 py-3">
          <AdminSections email={email} />
        </div>
      </details>
      <div className="max-lg:hidden lg:sticky lg:top-24 lg:self-start">
        <p className="text-xs font-semibold tracking-wider text-mist uppercase">
          {t("shell.title")}
        </p>
        <AdminSections email={email} />
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The list of sections, the current one marked, and who is signed in. */
function AdminSections({ email }: { email: string }) {
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const label = t as unknown as (key: string) => string;
  return (
    <>
      <nav aria-label={t("shell.nav")}>
        <ul className="mt-3 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-col lg:gap-2">
          {adminSections.map(({ key, path, Icon }) => (
            <li key={key}>
              <NavLink
                to={lp(path)}
                end
                className={({ isActive }) =>
                  clsx(
                    "flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-aurora",
                    isActive ? "bg-aurora/15 text-aurora" : "text-snow hover:bg-ink-raised",
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {label(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-xs wrap-anywhere text-mist">{t("shell.signedInAs", { email })}</p>
    </>
  );
}

/** A back-office page's heading and introduction. */
export function AdminPageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="mb-8 border-b border-line pb-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 max-w-3xl leading-relaxed">{intro}</p>}
    </header>
  );
}
