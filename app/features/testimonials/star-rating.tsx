import { clsx } from "clsx";
import { Star } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { maxRating } from "./testimonials";

/** Stars drawn for the eye, read out once as "5 av 5 stjärnor". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation("testimonials");
  return (
    <p role="img" aria-label={t("rating", { rating, max: maxRating })} className="flex gap-1">
      {Array.from({ length: maxRating }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={clsx("size-5", index < rating ? "fill-ember text-ember" : "text-line")}
        />
      ))}
    </p>
  );
}
