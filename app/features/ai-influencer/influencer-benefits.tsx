import { Fingerprint, PiggyBank, Shuffle, SlidersHorizontal } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";

const benefits = [
  { key: "control", Icon: SlidersHorizontal },
  { key: "adaptability", Icon: Shuffle },
  { key: "costEffectiveness", Icon: PiggyBank },
  { key: "uniqueness", Icon: Fingerprint },
] as const;

/** The four benefits of spec section 2: control, adaptability, cost effectiveness, uniqueness. */
export function InfluencerBenefits() {
  const { t } = useTranslation("aiInfluencer");
  return (
    <section aria-labelledby="benefits-heading" className="container-page py-20">
      <SectionHeading
        id="benefits-heading"
        title={t("benefits.heading")}
        lead={t("benefits.lead")}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-line bg-ink-soft p-6">
            <Icon className="size-10 text-aurora" aria-hidden="true" />
            <h3 className="mt-4 text-xl font-semibold">{t(`benefits.${key}.title`)}</h3>
            <p className="mt-2 leading-relaxed">{t(`benefits.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
