import { clsx } from "clsx";
import { NavLink } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { adminSections } from "./admin-sections";

/** The frame of every back-office page: its sections on the side, the page beside them. */
export function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const label = t as unknown as (key: string) => string;
  return (
    <div className="container-page grid gap-8 py-10 lg:grid-cols-[14rem_1fr]">
      <nav aria-label={t("shell.nav")} className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-xs font-semibold tracking-wider text-mist uppercase">
          {t("shell.title")}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col">
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
                <Icon className="size-4" aria-hidden="true" />
                {label(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs break-all text-mist">{t("shell.signedInAs", { email })}</p>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
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
