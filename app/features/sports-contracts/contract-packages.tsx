import { clsx } from "clsx";
import { CalendarCheck, Check, UserRound, UsersRound } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";
import { eventRates } from "~/content/services";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatEuros } from "~/lib/format";

// Full keys, so each t() call is checked against the Swedish texts.
const features = <K extends string, F extends string>(pkg: K, names: readonly F[]) =>
  names.map((name) => `${pkg}.features.${name}` as const);

const packages = [
  {
    key: "services.team",
    icon: UsersRound,
    features: features("services.team", ["teamPhoto", "matchday", "sponsors"]),
    featured: false,
  },
  {
    key: "services.individual",
    icon: UserRound,
    features: features("services.individual", ["action", "portrait", "delivery"]),
    featured: false,
  },
  {
    key: "services.season",
    icon: CalendarCheck,
    features: features("services.season", ["everyMatch", "images", "priceMatch"]),
    featured: true,
  },
] as const;

/** The three services of spec section 2: team, individual and the season contract (badged). */
export function ContractPackages() {
  const { t } = useTranslation("sportsContracts");
  const lang = useLanguage();
  const values = {
    price: formatEuros(eventRates.sportsPhotographyEur, lang),
    percent: eventRates.multiYearDiscountPercent,
    images: eventRates.sportsImagesPerEvent,
    hours: eventRates.sportsDeliveryHours,
  };

  return (
    <section
      id="paket"
      aria-labelledby="contract-packages-heading"
      className="bg-ink-soft py-20 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="contract-packages-heading"
          eyebrow={t("services.eyebrow")}
          title={t("services.title")}
          lead={t("services.lead")}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {packages.map((item) => {
            const Icon = item.icon;
            const featured = item.featured;
            return (
              <li
                key={item.key}
                className={clsx(
                  "relative flex flex-col rounded-2xl border bg-ink p-7",
                  featured
                    ? "border-aurora shadow-[0_0_40px_-12px] shadow-aurora/40"
                    : "border-line",
                )}
              >
                {featured && (
                  <p className="absolute -top-3.5 left-7 rounded-full bg-aurora px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
                    {t("services.badge")}
                  </p>
                )}
                <Icon className="size-10 text-aurora" aria-hidden="true" />
                <h3 className="mt-4 text-2xl font-semibold">{t(`${item.key}.title`)}</h3>
                <p className="mt-2 leading-relaxed">{t(`${item.key}.description`)}</p>
                <p className="mt-5 text-lg font-bold text-snow">{t(`${item.key}.price`, values)}</p>
                <h4 className="mt-5 border-t border-line pt-5 text-xs font-semibold tracking-widest text-mist uppercase">
                  {t("services.included")}
                </h4>
                <ul className="mt-4 flex-1 space-y-3">
                  {item.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
                      <span>{t(feature, values)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
