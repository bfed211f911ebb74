import { CircleCheck } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";

const services = [
  "character",
  "personality",
  "images",
  "video",
  "calendar",
  "campaigns",
  "languages",
  "analytics",
] as const;

/** What the AI influencer service includes. */
export function InfluencerServices() {
  const { t } = useTranslation("aiInfluencer");
  return (
    <section aria-labelledby="services-heading" className="container-page py-20">
      <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
        <div className="lg:col-span-2">
          <SectionHeading
            id="services-heading"
            title={t("services.heading")}
            lead={t("services.lead")}
            align="left"
          />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-3">
          {services.map((service) => (
            <li
              key={service}
              className="flex items-start gap-3 rounded-xl border border-line bg-ink-soft p-4"
            >
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
              <span className="text-snow">{t(`services.${service}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
