import { PartyPopper, Trophy } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { AlbumList } from "~/features/shop/album-list";
import { FeatureCardGrid } from "~/components/ui/feature-card-grid";
import { Seo } from "~/seo/seo";

export default function PhotoShopPage() {
  const { t } = useTranslation("shop");
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
      <AlbumList />
    </>
  );
}
