import { Tabs } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";
import { useFinishSignIn } from "./use-finish-sign-in";

const triggerClass =
  "rounded-full px-4 py-2.5 text-sm font-semibold text-mist transition-colors hover:text-snow data-[state=active]:bg-aurora data-[state=active]:text-ink";

/** The login and sign-up tabs (login first, spec section 2), with the forgotten-password view. */
export function AuthPanel() {
  const { t } = useTranslation("auth");
  const [tab, setTab] = useState("login");
  const [forgotPassword, setForgotPassword] = useState(false);
  const finish = useFinishSignIn();

  return (
    <Tabs.Root
      value={tab}
      onValueChange={setTab}
      className="rounded-3xl border border-line bg-ink-soft p-5 shadow-2xl shadow-black/40 sm:p-8"
    >
      <Tabs.List
        aria-label={t("tabs.label")}
        className="grid grid-cols-2 gap-1 rounded-full border border-line bg-ink p-1"
      >
        <Tabs.Trigger value="login" className={triggerClass}>
          {t("tabs.login")}
        </Tabs.Trigger>
        <Tabs.Trigger
          value="signup"
          className={triggerClass}
          onClick={() => setForgotPassword(false)}
        >
          {t("tabs.signup")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content
        value="login"
        className="mt-8 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4"
      >
        {forgotPassword ? (
          <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
        ) : (
          <LoginForm onSuccess={finish} onForgotPassword={() => setForgotPassword(true)} />
        )}
      </Tabs.Content>
      <Tabs.Content
        value="signup"
        className="mt-8 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4"
      >
        <SignupForm onSuccess={finish} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
