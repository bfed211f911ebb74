import { clsx } from "clsx";
import { CalendarCheck, Check, UserRound, UsersRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { PriceTag } from "~/components/ui/price-tag";
import { SectionHeading } from "~/components/ui/section-heading";
import { contentLang } from "~/features/catalogue/content-language";
import type { ServiceView } from "~/features/catalogue/service-view";
import { useLanguage } from "~/i18n/use-localized-path";
import { serviceVatRates, VatNote } from "~/features/catalogue/vat-note";

// Full keys, so each t() call is checked against the Swedish texts.
const features = <K extends string, F extends string>(pkg: K, names: readonly F[]) =>
  names.map((name) => `${pkg}.features.${name}` as const);

/**
 * What each of the catalogue's sports services shows besides its own texts: an icon and the
 * page's words on what the work is like (the catalogue says what the price covers).
 */
const packages: Readonly<
  Record<string, { icon: LucideIcon; features: readonly string[]; featured?: true }>
> = {
  "sports-team-event": {
    icon: UsersRound,
    features: features("services.team", ["teamPhoto", "matchday", "sponsors"]),
  },
  "sports-athlete": {
    icon: UserRound,
    features: features("services.individual", ["action", "portrait"]),
  },
  "sports-season": {
    icon: CalendarCheck,
    features: features("services.season", ["everyMatch", "priceMatch"]),
    featured: true,
  },
};

type FeatureKey =
  | ReturnType<typeof features<"services.team", "teamPhoto" | "matchday" | "sponsors">>[number]
  | ReturnType<typeof features<"services.individual", "action" | "portrait">>[number]
  | ReturnType<typeof features<"services.season", "everyMatch" | "priceMatch">>[number];

/** The catalogue's sports services: team, individual and the season contract (badged). */
export function ContractPackages({ services }: { services: readonly ServiceView[] }) {
  const { t } = useTranslation("sportsContracts");
  const lang = useLanguage();

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
          {services.map((service) => {
            const item = packages[service.id];
            const Icon = item?.icon ?? CalendarCheck;
            const featured = item?.featured;
            const textLang = contentLang(service, lang);
            return (
              <li
                key={service.id}
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
                <h3 className="mt-4 text-2xl font-semibold" lang={textLang}>
                  {service.name}
                </h3>
                <p className="mt-2 leading-relaxed" lang={textLang}>
                  {service.description}
                </p>
                <p className="mt-5">
                  <PriceTag price={service.price} />
                </p>
                <h4 className="mt-5 border-t border-line pt-5 text-xs font-semibold tracking-widest text-mist uppercase">
                  {t("services.included")}
                </h4>
                <ul className="mt-4 flex-1 space-y-3">
                  {service.includes?.text && (
                    <li className="flex gap-3">
                      <Check className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
                      <span lang={textLang}>{service.includes.text}</span>
                    </li>
                  )}
                  {(item?.features ?? []).map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
                      <span>{t(feature as FeatureKey)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <VatNote
          rates={serviceVatRates(services.map((service) => service.price))}
          className="mt-6 text-sm text-mist"
        />
      </div>
    </section>
  );
}
