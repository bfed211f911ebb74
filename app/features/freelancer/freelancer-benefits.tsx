import { CalendarClock, Cpu, HandCoins, Layers, TrendingUp, UsersRound } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { FeatureCardGrid } from "~/components/ui/feature-card-grid";

const benefits = [
  { key: "flexible", icon: CalendarClock },
  { key: "variety", icon: Layers },
  { key: "fairPay", icon: HandCoins },
  { key: "tools", icon: Cpu },
  { key: "community", icon: UsersRound },
  { key: "growth", icon: TrendingUp },
] as const;

/** The six reasons to freelance with the studio (spec section 2). */
export function FreelancerBenefits() {
  const { t } = useTranslation("freelancer");
  return (
    <FeatureCardGrid
      id="freelancer-benefits-heading"
      eyebrow={t("benefits.eyebrow")}
      title={t("benefits.title")}
      lead={t("benefits.lead")}
      columns={3}
      cards={benefits.map(({ key, icon }) => ({
        key,
        icon,
        title: t(`benefits.items.${key}.title`),
        text: t(`benefits.items.${key}.text`),
      }))}
    />
  );
}
