import {
  imageLoading,
  preloadPriorityImage,
  ResponsiveImage,
} from "~/components/ui/responsive-image";
import { images } from "~/content/media";
import { uploadedImageUrl, uploadedImageWidths, type ArticleImage } from "./article-image";

type Props = {
  image: ArticleImage;
  sizes: string;
  className?: string;
  priority?: boolean;
};

/** An article's picture: the site's own media, or an upload served as AVIF/WebP in its widths. */
export function ArticlePicture({ image, sizes, className, priority = false }: Props) {
  if (image.kind === "media")
    return (
      <ResponsiveImage
        image={images[image.key]}
        alt=""
        sizes={sizes}
        className={className}
        priority={priority}
      />
    );
  const widths = uploadedImageWidths(image.width);
  const srcSet = (format: "avif" | "webp") =>
    widths.map((w) => `${uploadedImageUrl(image.id, w, format)} ${w}w`).join(", ");
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths.at(-1)!;
  // Only the server's document needs it: in the browser the <img> is already there, and the
  // condition keeps the preload's code out of the client bundle (docs/decisions/112).
  if (import.meta.env.SSR && priority) preloadPriorityImage(srcSet("avif"), sizes);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={uploadedImageUrl(image.id, fallbackWidth, "webp")}
        alt={image.alt ?? ""}
        width={image.width}
        height={image.height}
        {...imageLoading(priority)}
        className={className}
      />
    </picture>
  );
}
