import { useTranslation } from "~/i18n/react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { images } from "~/content/media";

const panels = [
  { key: "studio", image: images.panelStudio },
  { key: "field", image: images.panelField },
] as const;

/** Two portrait panels side by side: the studio and the field, each with a caption overlay. */
export function ImagePanels() {
  const { t } = useTranslation("home");
  return (
    <section aria-label={t("panels.label")} className="pb-20 sm:pb-28">
      <div className="container-page grid gap-5 md:grid-cols-2">
        {panels.map(({ key, image }) => (
          <figure
            key={key}
            className="group relative isolate overflow-hidden rounded-3xl border border-line"
          >
            <ResponsiveImage
              image={image}
              alt={t(`panels.${key}.alt`)}
              sizes="(min-width: 1152px) 550px, (min-width: 768px) 48vw, 100vw"
              className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-105 md:aspect-[5/6]"
            />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink via-ink/85 to-transparent p-6 pt-24 sm:p-8 sm:pt-32">
              <h2 className="text-2xl font-bold sm:text-3xl">{t(`panels.${key}.title`)}</h2>
              <p className="mt-2 max-w-md text-snow/90">{t(`panels.${key}.text`)}</p>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
