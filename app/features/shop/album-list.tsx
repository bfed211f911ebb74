import { ArrowRight, CalendarDays, Images } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "~/components/ui/section-heading";
import { images } from "~/content/media";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import { hockeyAlbum } from "./facts";

/** The photo albums on sale; today one, the ice hockey match. */
export function AlbumList() {
  const { t } = useTranslation("shop");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby="photo-albums-heading" className="container-page pb-24">
      <SectionHeading
        id="photo-albums-heading"
        title={t("photos.albums.title")}
        lead={t("photos.albums.lead")}
      />
      <ul className="mx-auto grid max-w-4xl gap-6">
        <li className="group relative grid overflow-hidden rounded-2xl border border-line bg-ink-soft transition-colors focus-within:border-aurora hover:border-aurora sm:grid-cols-[2fr_3fr]">
          <div className="aspect-video overflow-hidden bg-ink-raised sm:aspect-auto sm:h-full">
            <ResponsiveImage
              image={images.hockeyAlbum}
              alt=""
              sizes="(min-width: 896px) 358px, (min-width: 640px) 40vw, 100vw"
              className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          </div>
          <div className="flex flex-col p-6 sm:p-8">
            <p className="text-sm font-semibold tracking-widest text-aurora uppercase">
              {t("photos.albums.category")}
            </p>
            <h3 className="mt-2 text-2xl font-bold">{t("hockeyAlbum.title")}</h3>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <li className="flex items-center gap-2">
                <CalendarDays className="size-4 text-aurora" aria-hidden="true" />
                <time dateTime={hockeyAlbum.matchDate.slice(0, 10)}>
                  {formatLongDate(hockeyAlbum.matchDate, lang)}
                </time>
              </li>
              <li className="flex items-center gap-2">
                <Images className="size-4 text-aurora" aria-hidden="true" />
                {t("photos.albums.images", { images: hockeyAlbum.minimumImages })}
              </li>
            </ul>
            {/* The link covers the whole card (after:inset-0); its text stays short and clear. */}
            <Link
              to={lp("/shop/photos/muik2-virkia2-hockey")}
              className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-aurora after:absolute after:inset-0 after:content-['']"
            >
              {t("photos.albums.view")}
              <span className="sr-only">: {t("hockeyAlbum.title")}</span>
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-1"
                aria-hidden="true"
              />
            </Link>
          </div>
        </li>
      </ul>
    </section>
  );
}
