import { useTranslation } from "~/i18n/react";
import { localizePath } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-localized-path";
import { usePageAddress } from "~/seo/public-origin";
import { Seo } from "~/seo/seo";
import type { PublicGallery, PublicPhoto } from "../public-gallery.server";
import { pluralOf, type GalleryOffer } from "./gallery-offer";
import { staticUntilChanged } from "~/lib/static-until-changed";
import { coverShareImage } from "./cover-share-image";

// The structured data: its server HTML is kept on the first page and its code (the builders)
// is not in the page's first load; a client navigation loads it with the page's data
// (routes/gallery.tsx), docs/decisions/112.
const GalleryJsonLd = staticUntilChanged(() =>
  import("./gallery-json-ld-script").then((module) => ({ default: module.GalleryJsonLdScript })),
);
export const loadGalleryJsonLd = GalleryJsonLd.load;

/** A gallery page's title, description, link preview (the cover) and structured data. */
export function GallerySeo({
  gallery,
  photos,
  offer,
}: {
  gallery: PublicGallery;
  photos: PublicPhoto[];
  offer: GalleryOffer;
}) {
  const { t } = useTranslation("gallery");
  const { t: ts } = useTranslation("shop");
  const lang = useLanguage();
  const { origin, path } = usePageAddress();
  const title = t("meta.title", { title: gallery.title });
  const description = t("meta.description", {
    title: gallery.title,
    photos: t(`count.${pluralOf(gallery.photoCount)}`, { count: gallery.photoCount }),
  });
  const image = gallery.cover
    ? coverShareImage(gallery.cover, t("meta.shareImageAlt", { title: gallery.title }))
    : undefined;
  return (
    <>
      <Seo
        title={title}
        description={description}
        keywords={t("meta.keywords", { title: gallery.title })}
        image={image}
        breadcrumbs={[
          { name: ts("breadcrumb.shop"), path: "/shop" },
          { name: ts("breadcrumb.photos"), path: "/shop/photos" },
        ]}
      />
      <GalleryJsonLd
        origin={origin}
        url={origin + localizePath(path, lang)}
        gallery={gallery}
        photos={photos}
        offer={offer}
        description={description}
      />
    </>
  );
}
