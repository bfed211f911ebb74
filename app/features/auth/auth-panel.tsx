import { clsx } from "clsx";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/react";
import { ForgotPasswordForm, ResetLinkSent } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { safeReturnTo } from "./return-to";
import { SignupForm } from "./signup-form";

const switchClass =
  "rounded-full px-4 py-2.5 text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * Login and sign-up (login first), and the forgotten-password views. Which one shows is part
 * of the address (?tab=signup, ?view=forgot), so the switch is a plain link that works before
 * scripts run, and Back returns to the previous view.
 */
export function AuthPanel() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const view = params.get("view");
  const tab = params.get("tab") === "signup" ? "signup" : "login";
  const href = (next: Record<string, string>) =>
    `?${new URLSearchParams({ ...(returnTo && { returnTo }), ...next }).toString()}`;

  let content: React.ReactNode;
  if (view === "reset-sent") content = <ResetLinkSent backTo={href({})} />;
  else if (view === "forgot") content = <ForgotPasswordForm backTo={href({})} />;
  else if (tab === "signup") content = <SignupForm returnTo={returnTo} />;
  else content = <LoginForm returnTo={returnTo} forgotHref={href({ view: "forgot" })} />;

  return (
    <div className="rounded-3xl border border-line bg-ink-soft p-5 shadow-2xl shadow-black/40 sm:p-8">
      <nav
        aria-label={t("tabs.label")}
        className="grid grid-cols-2 gap-1 rounded-full border border-line bg-ink p-1"
      >
        {(["login", "signup"] as const).map((name) => {
          const current = !view && tab === name;
          return (
            <Link
              key={name}
              to={href(name === "signup" ? { tab: "signup" } : {})}
              replace
              preventScrollReset
              aria-current={current ? "page" : undefined}
              className={clsx(
                switchClass,
                current ? "bg-aurora text-ink" : "text-mist hover:text-snow",
              )}
            >
              {t(`tabs.${name}`)}
            </Link>
          );
        })}
      </nav>
      <div className="mt-8">{content}</div>
    </div>
  );
}
