import { useTranslation } from "~/i18n/react";
import { LazyVideo } from "~/components/ui/lazy-video";
import { SectionHeading } from "~/components/ui/section-heading";
import { videos } from "~/content/media";

const promoVideos = [
  { key: "promo1", video: videos.promo1 },
  { key: "promo2", video: videos.promo2 },
] as const;

const demoVideos = [
  { key: "demo1", video: videos.demo1 },
  { key: "demo2", video: videos.demo2 },
  { key: "demo3", video: videos.demo3 },
] as const;

/** The two promo films (with sound, played on request) and three ambient demo loops. */
export function PortfolioVideos() {
  const { t } = useTranslation("portfolio");
  return (
    <>
      <section aria-labelledby="promo-heading" className="container-page py-20">
        <SectionHeading id="promo-heading" title={t("promo.heading")} lead={t("promo.lead")} />
        <ul className="grid gap-8 lg:grid-cols-2">
          {promoVideos.map(({ key, video }) => (
            <li key={key}>
              <LazyVideo video={video} label={t(`promo.${key}.title`)} mode="controls" />
              <h3 className="mt-5 text-xl font-semibold">{t(`promo.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed">{t(`promo.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="demo-heading" className="border-y border-line bg-ink-soft py-20">
        <div className="container-page">
          <SectionHeading id="demo-heading" title={t("demos.heading")} lead={t("demos.lead")} />
          <ul className="grid gap-8 md:grid-cols-3">
            {demoVideos.map(({ key, video }) => (
              <li key={key}>
                <LazyVideo
                  video={video}
                  label={t(`demos.${key}.title`)}
                  mode="ambient"
                  toggleLabels={{ play: t("demos.play"), pause: t("demos.pause") }}
                />
                <h3 className="mt-5 text-lg font-semibold">{t(`demos.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed">{t(`demos.${key}.description`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
