import { BadgePercent, Camera, Images, Medal, SlidersHorizontal, Timer } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { FeatureCardGrid } from "~/components/ui/feature-card-grid";
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
    <FeatureCardGrid
      id="contract-benefits-heading"
      eyebrow={t("benefits.eyebrow")}
      title={t("benefits.title")}
      lead={t("benefits.lead")}
      columns={3}
      cards={benefits.map(({ key, icon }) => ({
        key,
        icon,
        title: t(`benefits.items.${key}.title`),
        text: t(`benefits.items.${key}.text`, values),
      }))}
    />
  );
}
