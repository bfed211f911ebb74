import { Clapperboard, Sparkles } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { PriceTag } from "~/components/ui/price-tag";
import { photoServices } from "~/content/services";

const offerIcons = { aiVideo: Sparkles, introVideo: Clapperboard } as const;
const offers = photoServices.filter(
  (service): service is Extract<(typeof photoServices)[number], { key: keyof typeof offerIcons }> =>
    service.key in offerIcons,
);

/** The two video services with their prices from the service catalogue. */
export function VideoOffers() {
  const { t } = useTranslation("videos");
  return (
    <section aria-labelledby="offers-heading" className="border-y border-line bg-ink-soft py-20">
      <div className="container-page">
        <h2 id="offers-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
          {t("offers.heading")}
        </h2>
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {offers.map((service) => {
            const Icon = offerIcons[service.key];
            return (
              <li
                key={service.key}
                className="flex flex-col rounded-2xl border border-line bg-ink-raised p-6"
              >
                <Icon className="size-10 text-aurora" aria-hidden="true" />
                <h3 className="mt-4 text-xl font-semibold">{t(`offers.${service.key}.title`)}</h3>
                <p className="mt-2 flex-1 leading-relaxed">
                  {t(`offers.${service.key}.description`)}
                </p>
                <p className="mt-6 border-t border-line pt-4">
                  <PriceTag serviceKey={service.key} price={service.price} />
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
