import { memo } from "react";
import { useTranslation } from "~/i18n/react";
import type { PublicPhoto } from "../public-gallery.server";
import { GalleryPicture } from "./gallery-picture";
import { ReservedCells } from "./more-photos";

/** A photo as the page lists it: its place in the whole gallery, counted from 1. */
export type ShownPhoto = { photo: PublicPhoto; position: number };

/**
 * Thumbnails fetched at once and first: a phone's first row, whose pictures are its largest
 * paint. Further ones on a wide screen are on screen too, and load as soon as laid out.
 */
export const eagerThumbnails = 3;

const thumbnailSizes =
  "(min-width: 1152px) 216px, (min-width: 1024px) 20vw, (min-width: 640px) 25vw, 33vw";

type Props = {
  shown: ShownPhoto[];
  /** Empty cells after the photos, for those still to come (more-photos.tsx). */
  reserved: number;
  onNearReserved: () => void;
  picked: ReadonlySet<string>;
  /** Whether photos can be picked (sold one by one, and the checkout is open). */
  canPick: boolean;
  onOpen: (index: number) => void;
  onToggle: (photoId: string, picked: boolean) => void;
  /** The visitor is about to open a photo: the viewer's code may start loading. */
  onIntent: () => void;
  /** Drawn in a photo's cell over its corner: a client gallery's heart (decision 102). */
  cellExtra?: (photo: PublicPhoto, position: number) => React.ReactNode;
};

/**
 * The photos in square cells of a fixed number of columns: a cell's size depends on the width
 * alone, never on the photos after it, so nothing moves as the page streams in or the pictures
 * arrive (justified rows, tried first, reflowed each row as its last photos arrived). The
 * thumbnails fill their squares; the viewer shows each photo whole. Below the first row they
 * load lazily, and cells far off screen are not rendered (content-visibility), which also keeps
 * their pictures from loading until the visitor nears them. Each photo links to its largest
 * preview, which a script turns into the full-screen viewer.
 */
export function PhotoGrid({
  shown,
  reserved,
  onNearReserved,
  picked,
  canPick,
  onOpen,
  onToggle,
  onIntent,
  cellExtra,
}: Props) {
  const { t } = useTranslation("gallery");
  return (
    <ul
      aria-label={t("grid.label")}
      onPointerOver={onIntent}
      onFocus={onIntent}
      className="@container grid grid-cols-3 gap-1 [--cell:calc((100cqw-0.5rem)/3)] sm:grid-cols-4 sm:gap-2 sm:[--cell:calc((100cqw-1.5rem)/4)] lg:grid-cols-5 lg:[--cell:calc((100cqw-2rem)/5)]"
    >
      {shown.map(({ photo, position }, index) => (
        <GridPhoto
          key={photo.id}
          photo={photo}
          index={index}
          picked={picked.has(photo.id)}
          canPick={canPick}
          label={
            photo.numbers.length > 0
              ? t("grid.photoNumbers", { position, numbers: photo.numbers.join(", ") })
              : t("grid.photo", { position })
          }
          openLabel={t("grid.open")}
          pickLabel={t("grid.pick", { position })}
          onOpen={onOpen}
          onToggle={onToggle}
          extra={cellExtra?.(photo, position)}
        />
      ))}
      {reserved > 0 && (
        <ReservedCells key={shown.length} count={reserved} onNear={onNearReserved} />
      )}
    </ul>
  );
}

type PhotoProps = {
  photo: PublicPhoto;
  index: number;
  picked: boolean;
  canPick: boolean;
  label: string;
  openLabel: string;
  pickLabel: string;
  onOpen: Props["onOpen"];
  onToggle: Props["onToggle"];
  extra?: React.ReactNode;
};

// Memoized: picking one photo of 300 re-renders that one only.
const GridPhoto = memo(function GridPhoto({
  photo,
  index,
  picked,
  canPick,
  label,
  openLabel,
  pickLabel,
  onOpen,
  onToggle,
  extra,
}: PhotoProps) {
  return (
    // A cell off screen is not rendered, and keeps the size it will have (its column's width,
    // square): a first frame that had not yet decided what is on screen drew them all 0 high.
    <li
      className="relative aspect-square [contain-intrinsic-size:var(--cell)_var(--cell)] [content-visibility:auto]"
      data-photo-id={photo.id}
    >
      <a
        href={photo.preview.src}
        onClick={(event) => {
          // A new tab or window stays the browser's: only a plain click opens the viewer.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(index);
        }}
        className="block h-full w-full overflow-hidden rounded-md bg-ink-raised"
      >
        <GalleryPicture
          picture={photo.thumb}
          width={photo.width}
          height={photo.height}
          alt=""
          sizes={thumbnailSizes}
          lazy={index >= eagerThumbnails}
          // WebP: at 400 px AVIF saved nothing (10.2 against 10.3 KB a thumbnail, measured)
          // and its decoding made Lighthouse's blocking time twice as long on a phone.
          withoutAvif
          first={index < eagerThumbnails}
          className="h-full w-full object-cover transition-transform duration-300 hover:scale-[1.03]"
        />
        <span className="sr-only">
          {label}, {openLabel}
        </span>
      </a>
      {canPick && (
        // Drawn from the checkbox's own state (peer-checked), so it shows without scripts too.
        <label className="absolute top-1 right-1 grid size-9 cursor-pointer place-items-center">
          <input
            type="checkbox"
            name="photo"
            value={photo.id}
            checked={picked}
            onChange={(event) => onToggle(photo.id, event.target.checked)}
            className="peer col-start-1 row-start-1 size-9 cursor-pointer appearance-none rounded-full border-2 border-snow/80 bg-ink/60 shadow-md shadow-black/40 transition-colors checked:border-aurora checked:bg-aurora"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none col-start-1 row-start-1 text-lg leading-none font-black text-transparent peer-checked:text-ink"
          >
            ✓
          </span>
          <span className="sr-only">{pickLabel}</span>
        </label>
      )}
      {extra}
    </li>
  );
});
