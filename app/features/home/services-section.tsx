import { clsx } from "clsx";
import {
  ArrowRight,
  Bot,
  Camera,
  Clapperboard,
  Palette,
  PartyPopper,
  Trophy,
  Video,
  WandSparkles,
} from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { PriceTag } from "~/components/ui/price-tag";
import { SectionHeading } from "~/components/ui/section-heading";
import { photoServices } from "~/content/services";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useCampaignTexts } from "~/lib/use-campaign";
import { serviceDescriptionValues } from "./service-description-values";

const icons = {
  private: Camera,
  event: PartyPopper,
  aiVideo: Clapperboard,
  introVideo: Video,
  aiEditing: WandSparkles,
  custom: Palette,
  aiInfluencer: Bot,
  sportsClubs: Trophy,
} as const;

/** The eight service cards (anchor #tjanster); the AI influencer and sports clubs cards lead to their pages. */
export function ServicesSection() {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  const lp = useLocalizedPath();
  const campaign = useCampaignTexts();

  return (
    <section
      id="tjanster"
      aria-labelledby="services-heading"
      className="bg-ink-soft py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="services-heading"
          eyebrow={t("services.eyebrow")}
          title={t("services.title")}
          lead={t("services.lead")}
        />
        {campaign && (
          <p className="mx-auto -mt-4 mb-10 max-w-2xl rounded-xl border border-ember/40 bg-ember/10 px-5 py-2 text-center text-sm font-medium text-ember">
            {t("services.campaignNote", campaign)}
          </p>
        )}
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {photoServices.map((service) => {
            const Icon = icons[service.key];
            const href = "href" in service ? service.href : undefined;
            const title = t(`services.items.${service.key}.title`);
            return (
              <li
                key={service.key}
                className={clsx(
                  "relative flex flex-col rounded-2xl border bg-ink p-6 transition-colors",
                  href
                    ? "border-aurora/50 hover:border-aurora has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-aurora"
                    : "border-line",
                )}
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-aurora/10">
                  <Icon className="size-6 text-aurora" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">
                  {href ? (
                    // The link covers the whole card (::after), so its name stays just the title.
                    <Link
                      to={lp(href)}
                      className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                    >
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed">
                  {t(`services.items.${service.key}.description`, serviceDescriptionValues)}
                </p>
                <div className="mt-6 border-t border-line pt-4">
                  <PriceTag serviceKey={service.key} price={service.price} />
                </div>
                {href && (
                  <span
                    aria-hidden="true"
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-aurora"
                  >
                    {tc("actions.readMore")}
                    <ArrowRight className="size-4" />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
