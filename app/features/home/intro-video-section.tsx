import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";
import { imageUrl, images, videos } from "~/content/media";

/** The introduction film, with controls; nothing is downloaded until the visitor presses play. */
export function IntroVideoSection() {
  const { t } = useTranslation("home");
  const { intro } = videos;
  return (
    <section aria-labelledby="intro-heading" className="bg-ink-soft py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="intro-heading"
          eyebrow={t("intro.eyebrow")}
          title={t("intro.title")}
          lead={t("intro.text")}
        />
        <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl border border-line bg-ink shadow-2xl shadow-black/50">
          <video
            controls
            preload="none"
            poster={imageUrl(images.introPoster, 1200, "webp")}
            width={intro.width}
            height={intro.height}
            aria-label={t("intro.videoLabel")}
            className="aspect-video h-auto w-full bg-ink"
          >
            <source src={intro.src} type="video/mp4" />
            <p className="p-6">
              {t("intro.fallback")}{" "}
              <a href={intro.src} className="text-aurora underline">
                {t("intro.download")}
              </a>
            </p>
          </video>
        </div>
      </div>
    </section>
  );
}
