import { PartyPopper, Trophy } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { AlbumList } from "~/features/shop/album-list";
import { FeatureCardGrid } from "~/components/ui/feature-card-grid";
import { Seo } from "~/seo/seo";
import { database } from "~/db/client.server";
import { GalleryList } from "~/features/galleries/public/gallery-list";
import { publishedEventGalleries } from "~/features/galleries/public-gallery.server";
import { hockeyAlbumSlug } from "~/features/galleries/public/hockey-album-slug";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/shop.photos";
import { VatNote } from "~/features/catalogue/vat-note";
import { finnishGeneralVatBp } from "~/features/catalogue/price";

export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await database();
  return { galleries: await publishedEventGalleries(db, pageLanguage(request)) };
}

export default function PhotoShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  const { galleries } = loaderData;
  // The album's card leads to its gallery's address once that is published: the gallery's card
  // says the same, so the album's goes (docs/decisions/093).
  const albumMoved = galleries.some((gallery) => gallery.slug === hockeyAlbumSlug);
  return (
    <>
      <Seo
        title={t("photos.meta.title")}
        description={t("photos.meta.description")}
        keywords={t("photos.meta.keywords")}
        breadcrumbs={[{ name: t("breadcrumb.shop"), path: "/shop" }]}
      />
      <PageHero
        eyebrow={t("photos.hero.eyebrow")}
        title={t("photos.hero.title")}
        lead={t("photos.hero.lead")}
        image={images.shopPhotos}
      />
      <FeatureCardGrid
        id="photo-categories-heading"
        title={t("photos.categories.title")}
        columns={2}
        cards={[
          {
            key: "event",
            icon: PartyPopper,
            title: t("photos.categories.event.title"),
            text: t("photos.categories.event.text"),
          },
          {
            key: "sports",
            icon: Trophy,
            title: t("photos.categories.sports.title"),
            text: t("photos.categories.sports.text"),
          },
        ]}
      />
      <GalleryList galleries={galleries} />
      {!albumMoved && <AlbumList />}
      <div className="container-page pb-16">
        <VatNote
          rates={[
            ...galleries.map((gallery) => gallery.pricing.vatRateBp),
            ...(albumMoved ? [] : [finnishGeneralVatBp]),
          ]}
        />
      </div>
    </>
  );
}
