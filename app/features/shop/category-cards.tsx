import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { images, type ImageAsset } from "~/content/media";
import { useLocalizedPath } from "~/i18n/use-localized-path";

type Category = {
  key: "software" | "merch" | "photos" | "websites";
  image: ImageAsset;
  path?: string;
};

// Merchandise has no page yet (spec section 2): its card shows a badge instead of a link.
const categories: Category[] = [
  { key: "software", image: images.shopSoftware, path: "/shop/software" },
  { key: "merch", image: images.shopMerch },
  { key: "photos", image: images.shopPhotos, path: "/shop/photos" },
  { key: "websites", image: images.shopWebsites, path: "/shop/websites" },
];

/** The four shop categories of the /shop overview. */
export function CategoryCards() {
  const { t } = useTranslation("shop");
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby="shop-categories-heading" className="container-page py-20">
      <h2 id="shop-categories-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
        {t("overview.categories.title")}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {categories.map(({ key, image, path }, index) => (
          <li
            key={key}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-ink-soft transition-colors focus-within:border-aurora hover:border-aurora"
          >
            <div className="aspect-video overflow-hidden bg-ink-raised">
              <ResponsiveImage
                image={image}
                alt=""
                sizes="(min-width: 1152px) 544px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
                // The first card is in a phone's first screen and the page's largest content.
                priority={index === 0}
                className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-2xl font-semibold">{t(`overview.categories.${key}.title`)}</h3>
                {!path && (
                  <span className="rounded-full border border-ember/40 bg-ember/10 px-3 py-1 text-xs font-semibold text-ember">
                    {t("overview.categories.merch.badge")}
                  </span>
                )}
              </div>
              <p className="mt-2 flex-1 leading-relaxed">
                {t(`overview.categories.${key}.description`)}
              </p>
              {path && key !== "merch" && (
                // The link covers the whole card (after:inset-0), so the image is clickable too.
                <Link
                  to={lp(path)}
                  className="mt-6 inline-flex items-center gap-2 font-semibold text-aurora after:absolute after:inset-0 after:content-['']"
                >
                  {t(`overview.categories.${key}.cta`)}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
