import { ArrowRight, CalendarDays, Images } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/ui/section-heading";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatCents, formatLongDate } from "~/lib/format";
import type { PublicGallery } from "../public-gallery.server";
import { GalleryPicture } from "./gallery-picture";
import { galleryOffer, pluralOf } from "./gallery-offer";

/** The published event galleries on /shop/photos, newest shoot first, each leading to its page. */
export function GalleryList({ galleries }: { galleries: PublicGallery[] }) {
  const { t } = useTranslation("gallery");
  if (galleries.length === 0) return null;
  return (
    <section aria-labelledby="photo-galleries-heading" className="container-page pb-16">
      <SectionHeading id="photo-galleries-heading" title={t("list.title")} lead={t("list.lead")} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {galleries.map((gallery) => (
          <GalleryCard key={gallery.id} gallery={gallery} />
        ))}
      </ul>
    </section>
  );
}

function GalleryCard({ gallery }: { gallery: PublicGallery }) {
  const { t } = useTranslation("gallery");
  const lang = useLanguage();
  const lp = useLocalizedPath();
  const money = (cents: number) => formatCents(cents, lang);
  const { perPhoto, whole } = galleryOffer(gallery.pricing, gallery.photoCount);
  const price =
    perPhoto !== null && whole !== null
      ? t("header.prices", { perPhoto: money(perPhoto), whole: money(whole) })
      : perPhoto !== null
        ? t("header.perPhotoOnly", { perPhoto: money(perPhoto) })
        : whole !== null
          ? t("header.wholeOnly", { whole: money(whole) })
          : null;
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-ink-soft transition-colors focus-within:border-aurora hover:border-aurora">
      <div className="aspect-[3/2] overflow-hidden bg-ink-raised">
        {gallery.cover && (
          <GalleryPicture
            picture={gallery.cover.preview}
            width={gallery.cover.width}
            height={gallery.cover.height}
            alt=""
            sizes="(min-width: 1152px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            lazy
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 lang={gallery.titleLang} className="text-xl font-bold">
          {gallery.title}
        </h3>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {gallery.shotOn && (
            <li className="flex items-center gap-2">
              <CalendarDays className="size-4 text-aurora" aria-hidden="true" />
              <time dateTime={gallery.shotOn}>{formatLongDate(gallery.shotOn, lang)}</time>
            </li>
          )}
          <li className="flex items-center gap-2">
            <Images className="size-4 text-aurora" aria-hidden="true" />
            {t(`count.${pluralOf(gallery.photoCount)}`, { count: gallery.photoCount })}
          </li>
        </ul>
        {price && <p className="mt-3 font-semibold text-snow">{price}</p>}
        {/* The link covers the whole card (after:inset-0); its text stays short and clear. */}
        <Link
          to={lp(`/galleri/${gallery.slug}`)}
          className="mt-auto inline-flex items-center gap-2 self-start pt-5 font-semibold text-aurora after:absolute after:inset-0 after:content-['']"
        >
          {t("list.view")}
          <span className="sr-only">: {gallery.title}</span>
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </Link>
      </div>
    </li>
  );
}
