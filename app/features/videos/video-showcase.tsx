import { clsx } from "clsx";
import { useTranslation } from "~/i18n/react";
import { LazyVideo } from "~/components/ui/lazy-video";
import { SectionHeading } from "~/components/ui/section-heading";
import { useBusiness } from "~/features/settings/use-settings";
import { videos } from "~/content/media";

const showcaseVideos = [
  { key: "promo1", video: videos.promo1 },
  { key: "intro", video: videos.intro },
] as const;

/** The page's two films, each beside its title and description; nothing plays until asked. */
export function VideoShowcase() {
  const { t } = useTranslation("videos");
  const business = useBusiness();
  return (
    <section aria-labelledby="showcase-heading" className="container-page py-20">
      <SectionHeading
        id="showcase-heading"
        title={t("showcase.heading")}
        lead={t("showcase.lead")}
      />
      <ul className="space-y-16">
        {showcaseVideos.map(({ key, video }, index) => {
          const title = t(`showcase.${key}.title`, { name: business.name });
          return (
            <li key={key} className="grid items-center gap-8 lg:grid-cols-5">
              <LazyVideo
                video={video}
                label={title}
                mode="controls"
                className={clsx("lg:col-span-3", index % 2 === 1 && "lg:order-2")}
              />
              <div className="lg:col-span-2">
                <h3 className="text-2xl font-semibold">{title}</h3>
                <p className="mt-4 text-lg leading-relaxed">{t(`showcase.${key}.description`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
