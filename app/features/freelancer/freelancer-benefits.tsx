import { CalendarClock, Cpu, HandCoins, Layers, TrendingUp, UsersRound } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";

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
    <section
      aria-labelledby="freelancer-benefits-heading"
      className="container-page py-20 sm:py-24"
    >
      <SectionHeading
        id="freelancer-benefits-heading"
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
            <p className="mt-2 leading-relaxed">{t(`benefits.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
