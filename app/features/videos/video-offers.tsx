import { Clapperboard, Sparkles, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ServicePrice } from "~/components/ui/service-price";
import { contentLang } from "~/features/catalogue/content-language";
import type { ServiceView } from "~/features/catalogue/service-view";
import { useLanguage } from "~/i18n/use-localized-path";
import { serviceVatRates, VatNote } from "~/features/catalogue/vat-note";

const offerIcons: Readonly<Record<string, LucideIcon>> = {
  "ai-commercial-video": Sparkles,
  "introduction-video": Clapperboard,
};

/** The catalogue's video services with their prices (the campaign's while it runs). */
export function VideoOffers({ services }: { services: readonly ServiceView[] }) {
  const { t } = useTranslation("videos");
  const lang = useLanguage();
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="offers-heading" className="border-y border-line bg-ink-soft py-20">
      <div className="container-page">
        <h2 id="offers-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
          {t("offers.heading")}
        </h2>
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {services.map((service) => {
            const Icon = offerIcons[service.id] ?? Clapperboard;
            const textLang = contentLang(service, lang);
            return (
              <li
                key={service.id}
                className="flex flex-col rounded-2xl border border-line bg-ink-raised p-6"
              >
                <Icon className="size-10 text-aurora" aria-hidden="true" />
                <h3 className="mt-4 text-xl font-semibold" lang={textLang}>
                  {service.name}
                </h3>
                <p className="mt-2 flex-1 leading-relaxed" lang={textLang}>
                  {service.description}
                </p>
                <ServicePrice service={service} textLang={textLang} />
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
