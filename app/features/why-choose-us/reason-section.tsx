import { clsx } from "clsx";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import type { SportsFigures } from "~/features/sports-contracts/sports-figures";
import type { ReasonSection as Section } from "./reasons";

/** One numbered section: heading and lead beside a 2×2 grid of its four points. */
export function ReasonSection({
  section,
  index,
  figures,
}: {
  section: Section;
  index: number;
  /** From the catalogue's sports services and the contract terms, never typed into the texts. */
  figures: SportsFigures;
}) {
  const { t } = useTranslation("whyChooseUs");
  const Icon = section.icon;
  const headingId = `${section.anchor}-heading`;
  // A delivery promise only while the catalogue states one (the owner may drop it).
  const points = section.points.filter((point) => figures.days || !point.endsWith("fastDelivery"));

  return (
    <section
      id={section.anchor}
      aria-labelledby={headingId}
      className={clsx("border-b border-line py-20 sm:py-24", index % 2 === 1 && "bg-ink-soft")}
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <div className="flex items-center gap-4">
            <span className="flex size-14 items-center justify-center rounded-2xl border border-line bg-ink-raised">
              <Icon className="size-7 text-aurora" aria-hidden="true" />
            </span>
            <span className="text-sm font-semibold tracking-widest text-aurora" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
          </div>
          <h2 id={headingId} className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
            {t(`sections.${section.key}.title`)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{t(`sections.${section.key}.lead`)}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {points.map((point) => (
            <li key={point} className="rounded-2xl border border-line bg-ink-raised/60 p-6">
              <CircleCheck className="size-6 text-aurora" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{t(`${point}.title`)}</h3>
              <p className="mt-2 leading-relaxed">{t(`${point}.text`, figures)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
