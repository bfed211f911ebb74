import { clsx } from "clsx";
import { Sparkles } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { images } from "~/content/media";
import { useLocalizedPath } from "~/i18n/use-localized-path";

const artworks = [
  { image: images.aiArt1, altKey: "art1" },
  { image: images.aiArt2, altKey: "art2" },
  { image: images.aiArt3, altKey: "art3" },
] as const;

/** AI artwork: heading, text and actions above three square works. */
export function AiArtSection() {
  const { t } = useTranslation("home");
  const lp = useLocalizedPath();
  return (
    <section
      aria-labelledby="ai-art-heading"
      className="relative isolate overflow-hidden bg-ink-soft py-20 sm:py-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(94_234_212/0.12),transparent_55%)]"
      />
      <div className="container-page">
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="mb-3 inline-flex items-center gap-2 text-sm font-semibold tracking-widest text-aurora uppercase">
              <Sparkles className="size-4" aria-hidden="true" />
              {t("aiArt.eyebrow")}
            </p>
            <h2 id="ai-art-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t("aiArt.title")}
            </h2>
          </div>
          <div>
            <p className="text-lg leading-relaxed">{t("aiArt.text")}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <ButtonLink to={lp("/portfolio")}>{t("aiArt.portfolioButton")}</ButtonLink>
              <ButtonLink to="#kontakt" variant="secondary">
                {t("aiArt.contactButton")}
              </ButtonLink>
            </div>
          </div>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5">
          {artworks.map(({ image, altKey }, index) => (
            <li
              key={altKey}
              className={clsx(
                "overflow-hidden rounded-2xl border border-line shadow-2xl shadow-black/40",
                index === 0 && "col-span-2 sm:col-span-1",
                // A slight stagger gives the row a gallery rhythm on wider screens.
                index === 1 && "sm:translate-y-8",
              )}
            >
              <ResponsiveImage
                image={image}
                alt={t(`aiArt.images.${altKey}`)}
                sizes={
                  index === 0
                    ? "(min-width: 1152px) 360px, (min-width: 640px) 31vw, 100vw"
                    : "(min-width: 1152px) 360px, (min-width: 640px) 31vw, 50vw"
                }
                className="aspect-square h-auto w-full object-cover"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
