import { Cpu, Megaphone, ShoppingBag, Sparkles } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";

const audiences = [
  { key: "ecommerce", Icon: ShoppingBag },
  { key: "beauty", Icon: Sparkles },
  { key: "tech", Icon: Cpu },
  { key: "brand", Icon: Megaphone },
] as const;

/** The four target groups of spec section 2. */
export function InfluencerAudiences() {
  const { t } = useTranslation("aiInfluencer");
  return (
    <section aria-labelledby="audiences-heading" className="border-t border-line bg-ink-soft py-20">
      <div className="container-page">
        <SectionHeading
          id="audiences-heading"
          title={t("audiences.heading")}
          lead={t("audiences.lead")}
        />
        <ul className="grid gap-6 sm:grid-cols-2">
          {audiences.map(({ key, Icon }) => (
            <li key={key} className="flex gap-5 rounded-2xl border border-line bg-ink-raised p-6">
              <Icon className="size-9 shrink-0 text-aurora" aria-hidden="true" />
              <div>
                <h3 className="text-xl font-semibold">{t(`audiences.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed">{t(`audiences.${key}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
