import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { apiFetch } from "~/lib/api-fetch";

/** Ends the session and goes home (spec section 2); the navigation refreshes the header. */
export function useSignOut() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const result = await apiFetch("/api/auth/sign-out", { body: {}, lang });
    // 401: the session had already ended, which is what the visitor asked for.
    if (!result.ok && result.status !== 401) {
      setBusy(false);
      toast.error(t("nav.logoutFailed"));
      return;
    }
    await navigate(lp("/"));
    setBusy(false);
  }

  return { signOut, busy };
}
