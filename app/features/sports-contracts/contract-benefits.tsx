import { BadgePercent, Camera, Images, Medal, SlidersHorizontal, Timer } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { FeatureCardGrid } from "~/components/ui/feature-card-grid";
import type { SportsFigures } from "./sports-figures";

const benefits = [
  { key: "priceMatch", icon: BadgePercent },
  { key: "professional", icon: Camera },
  { key: "experience", icon: Medal },
  { key: "fast", icon: Timer },
  { key: "quality", icon: Images },
  { key: "flexible", icon: SlidersHorizontal },
] as const;

/** The benefits whose figure the catalogue states (all six in the seed). */
const shown = (figures: SportsFigures) =>
  benefits.filter(
    ({ key }) => (key !== "fast" || figures.days) && (key !== "quality" || figures.images),
  );

/** The six benefits of spec section 2, in the spec's order. */
export function ContractBenefits({ figures }: { figures: SportsFigures }) {
  const { t } = useTranslation("sportsContracts");
  return (
    <FeatureCardGrid
      id="contract-benefits-heading"
      eyebrow={t("benefits.eyebrow")}
      title={t("benefits.title")}
      lead={t("benefits.lead")}
      columns={3}
      cards={shown(figures).map(({ key, icon }) => ({
        key,
        icon,
        title: t(`benefits.items.${key}.title`),
        text: t(`benefits.items.${key}.text`, figures),
      }))}
    />
  );
}
