import { CalendarCheck, Images, Sparkles } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { images } from "~/content/media";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { localizedOrSv } from "~/features/settings/site-settings";
import { useBusiness } from "~/features/settings/use-settings";
import { HeroVideo } from "./hero-video";

/** The poster fills the viewport's width. */
export const heroSizes = "100vw";

/** The full-height opening: poster image (LCP), background film, the page's <h1> and key figures. */
export function HeroSection() {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  const lang = useLanguage();
  // Only the owner's own figures (back office): none entered, no figure row. The row is in the
  // server's HTML or absent from the start, so it never moves the first paint.
  const { figures } = useBusiness();
  return (
    <section
      aria-labelledby="home-hero-title"
      // On a phone the text starts at the top: a first paint made while the parser was halfway
      // through it (no script holds the paint back any more) would otherwise move the centred
      // block when the rest arrived (CLS 0.09–0.29, docs/decisions/074).
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-start overflow-hidden sm:items-center"
    >
      <div className="absolute inset-0 -z-10">
        <ResponsiveImage
          image={images.hero}
          alt=""
          sizes={heroSizes}
          priority
          className="h-full w-full object-cover"
        />
        <HeroVideo />
        <div className="absolute inset-0 bg-gradient-to-b from-ink/70 via-ink/55 to-ink" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(15_118_110/0.35),transparent_60%)]" />
      </div>

      <div className="container-page py-16 sm:py-24">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-aurora/40 bg-ink/70 px-4 py-1.5 text-sm font-medium text-snow backdrop-blur">
            <Sparkles className="size-4 shrink-0 text-aurora" aria-hidden="true" />
            {t("hero.badge")}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 text-4xl leading-[1.05] font-bold tracking-tight sm:text-6xl lg:text-7xl"
          >
            {t("hero.titleLead")} <span className="block text-aurora">{t("hero.titleAccent")}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-mist sm:text-xl">
            {t("hero.description")}
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink to={lp("/#boka")} className="px-7 py-3.5 text-base">
              <CalendarCheck className="size-5" aria-hidden="true" />
              {t("hero.book")}
            </ButtonLink>
            <ButtonLink to="#portfolio" variant="secondary" className="px-7 py-3.5 text-base">
              <Images className="size-5" aria-hidden="true" />
              {t("hero.portfolio")}
            </ButtonLink>
          </div>
        </div>

        {figures.length > 0 && (
          <dl className="mt-14 grid max-w-2xl grid-cols-3 gap-4 border-t border-line/80 pt-8">
            {figures.map((figure, index) => (
              <div key={index} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm leading-snug break-words text-mist">
                  {localizedOrSv(figure.label, lang)}
                </dt>
                <dd className="text-3xl font-bold break-words text-snow sm:text-4xl">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
