import { CalendarCheck, Check, LogIn, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button";
import { business } from "~/content/business";
import { useLocalizedPath } from "~/i18n/use-localized-path";

const benefits = ["pick", "overview", "confirm"] as const;

/** Booking requires an account (spec section 2), so until the form lands this leads to sign-in. */
export function BookingPanel() {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  return (
    <div className="relative isolate flex flex-col overflow-hidden rounded-2xl border border-aurora/40 bg-ink-raised p-6 sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(94_234_212/0.14),transparent_60%)]"
      />
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-aurora text-ink">
        <CalendarCheck className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-2xl font-semibold">{t("contact.booking.title")}</h3>
      <p className="mt-3 leading-relaxed">{t("contact.booking.text")}</p>
      <ul className="mt-6 space-y-3">
        {benefits.map((key) => (
          <li key={key} className="flex items-start gap-3">
            <Check className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
            <span className="text-snow">{t(`contact.booking.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <ButtonLink to={lp("/auth")} className="w-full px-7 py-3.5 text-base sm:w-auto">
          <LogIn className="size-5" aria-hidden="true" />
          {t("contact.booking.login")}
        </ButtonLink>
        <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Mail className="size-4 text-aurora" aria-hidden="true" />
          {t("contact.booking.alternative")}
          <a
            href={`mailto:${business.email}`}
            className="font-semibold text-aurora underline underline-offset-4 hover:no-underline"
          >
            {t("contact.booking.mailLink")}
          </a>
        </p>
      </div>
    </div>
  );
}
