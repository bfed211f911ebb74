import { BadgePercent, Camera, Images, Medal, SlidersHorizontal, Timer } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";
import { eventRates } from "~/content/services";

const benefits = [
  { key: "priceMatch", icon: BadgePercent },
  { key: "professional", icon: Camera },
  { key: "experience", icon: Medal },
  { key: "fast", icon: Timer },
  { key: "quality", icon: Images },
  { key: "flexible", icon: SlidersHorizontal },
] as const;

/** The six benefits of spec section 2, in the spec's order. */
export function ContractBenefits() {
  const { t } = useTranslation("sportsContracts");
  const values = { images: eventRates.sportsImagesPerEvent, hours: eventRates.sportsDeliveryHours };
  return (
    <section aria-labelledby="contract-benefits-heading" className="container-page py-20 sm:py-24">
      <SectionHeading
        id="contract-benefits-heading"
        eyebrow={t("benefits.eyebrow")}
        title={t("benefits.title")}
        lead={t("benefits.lead")}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-2xl border border-line bg-ink-soft p-6">
            <span className="flex size-12 items-center justify-center rounded-xl bg-aurora/10">
              <Icon className="size-6 text-aurora" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{t(`benefits.items.${key}.title`)}</h3>
            <p className="mt-2 leading-relaxed">{t(`benefits.items.${key}.text`, values)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
