import { Clock } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { freelancerReplyWorkingDays, nordicCountries } from "./freelancer-facts";
import { NordicFlag } from "./nordic-flag";

/** Applicants from Sweden, Finland, Norway and Denmark are welcome; replies within two working days. */
export function NordicWelcome() {
  const { t } = useTranslation("freelancer");
  return (
    <section aria-labelledby="nordic-welcome-heading" className="container-page py-20 sm:py-24">
      <div className="grid items-center gap-10 rounded-3xl border border-line bg-gradient-to-br from-ink-raised to-ink-soft p-6 sm:p-12 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-widest text-aurora uppercase">
            {t("nordic.eyebrow")}
          </p>
          <h2 id="nordic-welcome-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("nordic.title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{t("nordic.text")}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-2xl border border-aurora/40 bg-aurora/10 px-4 py-2 font-semibold text-snow">
            <Clock className="size-5 text-aurora" aria-hidden="true" />
            {t("nordic.reply", { days: freelancerReplyWorkingDays })}
          </p>
        </div>
        <ul aria-label={t("nordic.countriesLabel")} className="grid grid-cols-2 gap-3 sm:gap-4">
          {nordicCountries.map((country) => (
            <li
              key={country}
              className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-ink/60 p-4 text-center sm:flex-row sm:gap-4 sm:p-5 sm:text-left"
            >
              <NordicFlag country={country} />
              <span className="text-lg font-semibold text-snow">
                {t(`nordic.countries.${country}`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
