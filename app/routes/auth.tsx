import { useTranslation } from "~/i18n/react";
import { redirect } from "react-router";
import { AuthPageFrame } from "~/features/auth/auth-page-frame";
import { AuthPanel } from "~/features/auth/auth-panel";
import { getSessionUser } from "~/features/auth/session.server";
import { localizePath, splitLocalizedPath } from "~/i18n/languages";
import { PageSeo } from "~/seo/seo";
import type { Route } from "./+types/auth";

// Someone already signed in has nothing to do here (spec section 2): home, in the page's language.
export async function loader({ request }: Route.LoaderArgs) {
  if (await getSessionUser(request)) {
    throw redirect(localizePath("/", splitLocalizedPath(new URL(request.url).pathname).lang));
  }
  return null;
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
