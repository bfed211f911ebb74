import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { useNearViewport } from "~/lib/use-near-viewport";
import { SectionHeading } from "~/components/ui/section-heading";
import { imageUrl, images, videos } from "~/content/media";

/**
 * The introduction film, with controls; nothing is downloaded until the visitor presses play.
 * Its poster is named only once the film nears the viewport: a browser fetches a video's poster
 * at once however far below the fold, where it competed with the first paint on a phone
 * (docs/decisions/074). Without JavaScript the film shows its controls on a plain background.
 */
export function IntroVideoSection() {
  const { t } = useTranslation("home");
  const { intro } = videos;
  const video = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(video);
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
            ref={video}
            controls
            preload="none"
            poster={near ? imageUrl(images.introPoster, 1200, "webp") : undefined}
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
