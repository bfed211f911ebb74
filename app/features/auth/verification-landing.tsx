import { CircleAlert, CircleCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/react";

const outcomes = ["done", "invalid", "expired"] as const;

/** Where the confirmation link lands (`?emailVerification=…#kontakt`): what came of it. */
export function VerificationLanding() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const outcome = outcomes.find((value) => value === params.get("emailVerification"));
  if (!outcome) return null;
  const ok = outcome === "done";
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <p
      role={ok ? "status" : "alert"}
      className="mt-5 flex gap-3 rounded-xl border border-line bg-ink/60 p-3 text-sm font-medium text-snow"
    >
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${ok ? "text-aurora" : "text-red-300"}`}
        aria-hidden="true"
      />
      {t(`verifyEmail.landing.${outcome}`)}
    </p>
  );
}
