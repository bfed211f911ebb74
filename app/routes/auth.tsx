import { redirect } from "react-router";
import { useTranslation } from "~/i18n/react";
import { AuthPageFrame } from "~/features/auth/auth-page-frame";
import { AuthPanel } from "~/features/auth/auth-panel";
import {
  requestResetAction,
  resendVerificationAction,
  signInAction,
  signOutAction,
  signUpAction,
} from "~/features/auth/auth-actions.server";
import { getSessionUser } from "~/features/auth/session.server";
import { DomainError } from "~/features/api/domain-error";
import { localizePath } from "~/i18n/languages";
import { formFailure, readForm } from "~/lib/forms/form-action.server";
import { PageSeo } from "~/seo/seo";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/auth";

// Someone already signed in has nothing to do here: home, in the page's language.
export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) {
    throw redirect(localizePath("/", pageLanguage(request)));
  }
  return null;
}

/** Sign in, sign up, ask for a reset link, sign out: one form each, told apart by `intent`. */
export async function action({ request }: Route.ActionArgs) {
  const lang = pageLanguage(request);
  let form: Record<string, string>;
  try {
    form = await readForm(request);
  } catch (error) {
    return formFailure(lang, "unknown", error);
  }
  switch (form.intent) {
    case "sign-in":
      return signInAction(request, lang, form);
    case "sign-up":
      return signUpAction(request, lang, form);
    case "request-reset":
      return requestResetAction(request, lang, form);
    case "sign-out":
      return signOutAction(request, lang);
    case "resend-verification":
      return resendVerificationAction(request, lang);
    default:
      return formFailure(lang, "unknown", new DomainError("invalidBody"));
  }
}

export default function AuthPage() {
  const { t } = useTranslation("auth");
  return (
    <>
      <PageSeo ns="auth" noindex />
      <AuthPageFrame
        eyebrow={t("welcome.eyebrow")}
        title={t("welcome.title")}
        lead={t("welcome.lead")}
      >
        <AuthPanel />
      </AuthPageFrame>
    </>
  );
}
