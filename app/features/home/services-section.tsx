import { clsx } from "clsx";
import {
  ArrowRight,
  Bot,
  Camera,
  Clapperboard,
  Palette,
  PartyPopper,
  Sparkles,
  Trophy,
  Video,
  WandSparkles,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ServicePrice } from "~/components/ui/service-price";
import { SectionHeading } from "~/components/ui/section-heading";
import { contentLang } from "~/features/catalogue/content-language";
import type { ServiceView } from "~/features/catalogue/service-view";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { useCampaignTexts } from "~/lib/use-campaign";
import { servicePages } from "./home-services";

const icons: Readonly<Record<string, LucideIcon>> = {
  "private-photography": Camera,
  "event-corporate": PartyPopper,
  "ai-commercial-video": Clapperboard,
  "introduction-video": Video,
  "ai-editing": WandSparkles,
  "custom-content": Palette,
  "ai-influencer": Bot,
  "sports-season": Trophy,
};

// A service the owner adds gets its category's icon.
const categoryIcons: Readonly<Record<ServiceView["category"], LucideIcon>> = {
  photo: Camera,
  video: Video,
  ai: Sparkles,
  sports: Trophy,
  it: Sparkles,
};

/**
 * The service cards (anchor #tjanster), from the catalogue in the page's language; the AI
 * influencer and sports clubs cards lead to their pages.
 */
export function ServicesSection({
  services,
  campaignNames,
  vatNote,
}: {
  services: readonly ServiceView[];
  /** The catalogue's campaign services, which the note names. */
  campaignNames: readonly string[];
  /** "Alla priser inkl. moms 25,5 %.", written by the server (vatNoteText). */
  vatNote: string | null;
}) {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  const lp = useLocalizedPath();
  const lang = useLanguage();
  const campaign = useCampaignTexts(campaignNames);

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
          {services.map((service) => {
            const Icon = icons[service.id] ?? categoryIcons[service.category];
            const href = servicePages[service.id];
            const textLang = contentLang(service, lang);
            return (
              <li
                key={service.id}
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
                <h3 className="mt-5 text-lg font-semibold" lang={textLang}>
                  {href ? (
                    // The link covers the whole card (::after), so its name stays just the title.
                    <Link
                      to={lp(href)}
                      className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                    >
                      {service.name}
                    </Link>
                  ) : (
                    service.name
                  )}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed" lang={textLang}>
                  {service.description}
                </p>
                <ServicePrice service={service} textLang={textLang} />
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
        {vatNote && (
          <p className="mt-6 text-sm text-mist" data-testid="vat-note">
            {vatNote}
          </p>
        )}
      </div>
    </section>
  );
}
