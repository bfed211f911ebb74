import { BadgeCheck, Quote } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { StarRating } from "./star-rating";
import type { Testimonial } from "./testimonials";

/** One customer's words: stars, quote, initial avatar, name, service tag and verified label. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation("testimonials");
  const name = t(`${testimonial.key}.name`);
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-line bg-ink-soft p-7 sm:p-8">
      <Quote className="absolute top-7 right-7 size-10 text-aurora/25" aria-hidden="true" />
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-6 flex-1 text-lg leading-relaxed text-snow">
        <p>{t(`${testimonial.key}.quote`)}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-aurora text-lg font-bold text-ink"
        >
          {name.charAt(0)}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-snow">{name}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="rounded-full border border-line bg-ink-raised px-2.5 py-0.5">
              {t(`${testimonial.key}.service`)}
            </span>
            <span className="inline-flex items-center gap-1 text-aurora">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t("verified")}
            </span>
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
