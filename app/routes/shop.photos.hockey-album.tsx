import { useShopProduct } from "~/features/shop/use-shop-product";
import { Download, Images, Maximize, Share2 } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/ui/page-hero";
import { images } from "~/content/media";
import { useLanguage } from "~/i18n/use-localized-path";
import { formatLongDate } from "~/lib/format";
import { AlbumPurchase } from "~/features/shop/album-purchase";
import { BuyButton } from "~/features/shop/buy-button";
import { hockeyAlbum } from "~/features/shop/facts";
import { FeatureCardGrid } from "~/components/ui/feature-card-grid";
import { formatProductPrice } from "~/features/shop/product-price";
import { Seo } from "~/seo/seo";
import { buyAction } from "~/features/shop/buy-action.server";
import { shopPageProducts } from "~/features/shop/products.server";
import { albumGalleryRedirect } from "~/features/galleries/public/album-redirect.server";
import type { Route } from "./+types/shop.photos.hockey-album";

export async function loader({ request }: Route.LoaderArgs) {
  // Once the match's gallery is published, this address is that gallery (docs/decisions/093).
  const moved = await albumGalleryRedirect(request);
  if (moved) throw moved;
  return shopPageProducts(request);
}

export function action({ request }: Route.ActionArgs) {
  return buyAction(request);
}

export default function HockeyAlbumPage() {
  const { t } = useTranslation("shop");
  const lang = useLanguage();
  const product = useShopProduct("hockeyAlbum");
  const facts = {
    images: hockeyAlbum.minimumImages,
    date: formatLongDate(hockeyAlbum.matchDate, lang),
  };
  const title = t("hockeyAlbum.title");
  return (
    <>
      <Seo
        title={t("hockeyAlbum.meta.title")}
        description={t("hockeyAlbum.meta.description", facts)}
        keywords={t("hockeyAlbum.meta.keywords")}
        breadcrumbs={[
          { name: t("breadcrumb.shop"), path: "/shop" },
          { name: t("breadcrumb.photos"), path: "/shop/photos" },
        ]}
      />
      <PageHero
        eyebrow={t("hockeyAlbum.hero.eyebrow")}
        title={title}
        lead={t("hockeyAlbum.hero.lead", facts)}
        image={images.hockeyAlbum}
      >
        <BuyButton
          product={product}
          productName={title}
          label={t("hockeyAlbum.hero.buy", { price: formatProductPrice(product, lang) })}
        />
      </PageHero>
      <FeatureCardGrid
        id="album-features-heading"
        title={t("hockeyAlbum.features.title")}
        cards={[
          {
            key: "count",
            icon: Images,
            title: t("hockeyAlbum.features.count.title", facts),
            text: t("hockeyAlbum.features.count.text"),
          },
          {
            key: "quality",
            icon: Maximize,
            title: t("hockeyAlbum.features.quality.title"),
            text: t("hockeyAlbum.features.quality.text"),
          },
          {
            key: "delivery",
            icon: Download,
            title: t("hockeyAlbum.features.delivery.title"),
            text: t("hockeyAlbum.features.delivery.text"),
          },
          {
            key: "usage",
            icon: Share2,
            title: t("hockeyAlbum.features.usage.title"),
            text: t("hockeyAlbum.features.usage.text"),
          },
        ]}
      />
      <AlbumPurchase />
    </>
  );
}
