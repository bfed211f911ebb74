import { BadgeCheck, Quote } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { StarRating } from "./star-rating";

type Props = {
  name: string;
  quote: string;
  service?: string;
  /** A review's stars; the owner's testimonials have none. */
  rating?: number;
  /**
   * Only a review sent through the site's form and approved by the owner is "verified"; the
   * owner's own testimonials never are (labelling them so would mislead, texts-2 A2).
   */
  verified?: boolean;
};

/**
 * One customer's words: stars, quote, initial avatar, name, service tag, the verified label.
 * Everything may be text a visitor typed: React escapes it, nothing is rendered as HTML.
 */
export function TestimonialCard({ name, quote, service, rating, verified = false }: Props) {
  const { t } = useTranslation("testimonials");
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-line bg-ink-soft p-7 sm:p-8">
      <Quote className="absolute top-7 right-7 size-10 text-aurora/25" aria-hidden="true" />
      {rating !== undefined && <StarRating rating={rating} />}
      <blockquote className="mt-6 flex-1 text-lg leading-relaxed break-words whitespace-pre-line text-snow">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-aurora text-lg font-bold text-ink"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-snow">{name}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {service && (
              <span className="rounded-full border border-line bg-ink-raised px-2.5 py-0.5 break-words">
                {service}
              </span>
            )}
            {verified && (
              <span className="inline-flex items-center gap-1 text-aurora">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {t("verified")}
              </span>
            )}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
