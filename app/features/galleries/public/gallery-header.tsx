import { ArrowLeft, CalendarDays, Images } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLanguage, useLocalizedPath } from "~/i18n/use-localized-path";
import { formatCents } from "~/lib/format";
import type { PictureSource, PublicGallery } from "../public-gallery.server";
import { pluralOf, type GalleryOffer } from "./gallery-offer";

const wide = "(min-width: 1024px)";
const webpOf = (picture: PictureSource) =>
  picture.sources.find((source) => source.type === "image/webp")?.srcset ?? picture.srcset;

/**
 * From 1024 px the cover is large: the watermarked previews, AVIF first. Below, it sits beside
 * the title at two fifths of the width, where the grid's WebP thumbnail is sharp enough: the
 * same file as the first photo's, fetched once (a preview on a dense screen).
 */
function CoverPicture({ cover }: { cover: NonNullable<PublicGallery["cover"]> }) {
  return (
    <picture>
      {cover.preview.sources.map((source) => (
        <source
          key={source.type}
          media={wide}
          type={source.type}
          srcSet={source.srcset}
          sizes="(min-width: 1152px) 420px, 38vw"
        />
      ))}
      <img
        src={cover.thumb.src || cover.preview.src}
        srcSet={[webpOf(cover.thumb), webpOf(cover.preview)].filter(Boolean).join(", ")}
        sizes="calc(40vw - 1.25rem)"
        width={cover.width || undefined}
        height={cover.height || undefined}
        alt=""
        loading="eager"
        decoding="sync"
        fetchPriority="high"
        className="aspect-[3/2] w-full rounded-xl bg-ink-raised object-cover sm:rounded-2xl"
      />
    </picture>
  );
}

/** The top of a gallery's page: cover, title, date, count and what the photos cost. */
export function GalleryHeader({
  gallery,
  offer,
  shotOnText,
  vatNoteText,
}: {
  gallery: PublicGallery;
  offer: GalleryOffer;
  /** The day of the shoot, written by the server (gallery-page.server.ts). */
  shotOnText: string | null;
  /** "All prices include VAT at 25.5%.", written by the server too. */
  vatNoteText: string;
}) {
  const { t } = useTranslation("gallery");
  const lp = useLocalizedPath();
  const { cover } = gallery;
  return (
    <header className="container-page pt-6 sm:pt-10">
      <Link
        to={lp("/shop/photos")}
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-mist hover:text-aurora"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("notFound.back")}
      </Link>
      {/* Top-aligned: as the page streams in, what comes later only adds below. On a phone the
          cover sits beside the title, so the photos start on the first screen. */}
      <div
        className={`mt-5 grid items-start gap-x-4 gap-y-5 sm:gap-x-6 lg:gap-x-10 ${
          cover ? "grid-cols-[2fr_3fr]" : "grid-cols-1"
        }`}
      >
        {cover && (
          <div className="lg:row-span-2">
            <CoverPicture cover={cover} />
          </div>
        )}
        <div>
          <p className="text-xs font-semibold tracking-widest text-aurora uppercase sm:text-sm">
            {t("header.eyebrow")}
          </p>
          <h1
            lang={gallery.titleLang}
            className="mt-1 text-xl font-bold tracking-tight break-words sm:mt-2 sm:text-4xl lg:text-5xl"
          >
            {gallery.title}
          </h1>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm sm:mt-4 sm:text-base">
            {gallery.shotOn && shotOnText && (
              <li className="flex items-center gap-2">
                <CalendarDays className="size-4 text-aurora" aria-hidden="true" />
                <span className="sr-only">{t("header.shotOn")}</span>
                <time dateTime={gallery.shotOn}>{shotOnText}</time>
              </li>
            )}
            <li className="flex items-center gap-2">
              <Images className="size-4 text-aurora" aria-hidden="true" />
              {t(`count.${pluralOf(gallery.photoCount)}`, { count: gallery.photoCount })}
            </li>
          </ul>
        </div>
        <div className={cover ? "col-span-2 lg:col-span-1 lg:col-start-2" : undefined}>
          {gallery.description && (
            <p lang={gallery.titleLang} className="max-w-2xl leading-relaxed">
              {gallery.description}
            </p>
          )}
          <PriceLines offer={offer} vatNoteText={vatNoteText} />
        </div>
      </div>
    </header>
  );
}

function PriceLines({ offer, vatNoteText }: { offer: GalleryOffer; vatNoteText: string }) {
  const { t } = useTranslation("gallery");
  const lang = useLanguage();
  const money = (cents: number) => formatCents(cents, lang);
  const { perPhoto, whole, capFrom } = offer;
  const headline =
    perPhoto !== null && whole !== null
      ? t("header.prices", { perPhoto: money(perPhoto), whole: money(whole) })
      : perPhoto !== null
        ? t("header.perPhotoOnly", { perPhoto: money(perPhoto) })
        : whole !== null
          ? t("header.wholeOnly", { whole: money(whole) })
          : null;
  if (!headline) return <p className="mt-4 text-sm first:mt-0">{t("header.notForSale")}</p>;
  return (
    <div className="mt-4 rounded-2xl border border-line bg-ink-soft p-4 first:mt-0 sm:p-5">
      <p className="text-lg font-semibold text-snow" data-testid="gallery-prices">
        {headline}
      </p>
      {capFrom !== null && whole !== null && (
        <p className="mt-1 text-sm">{t("header.cap", { whole: money(whole), from: capFrom })}</p>
      )}
      <p className="mt-2 text-sm">
        {t("header.delivery")} {vatNoteText}
      </p>
    </div>
  );
}
