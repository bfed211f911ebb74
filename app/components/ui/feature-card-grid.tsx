import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { SectionHeading } from "~/components/ui/section-heading";

export type FeatureCard = { key: string; icon: LucideIcon; title: string; text: string };

/** A headed grid of icon cards: reasons, benefits, features, upcoming categories. */
export function FeatureCardGrid({
  id,
  eyebrow,
  title,
  lead,
  cards,
  badge,
  columns = 4,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  cards: FeatureCard[];
  /** A label on every card, e.g. "coming soon". */
  badge?: string;
  columns?: 2 | 3 | 4;
}) {
  return (
    <section aria-labelledby={id} className="container-page py-20">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul
        className={clsx(
          "grid gap-6 sm:grid-cols-2",
          columns === 2 && "mx-auto max-w-4xl",
          columns === 3 && "lg:grid-cols-3",
          columns === 4 && "lg:grid-cols-4",
        )}
      >
        {cards.map(({ key, icon: Icon, title: cardTitle, text }) => (
          <li
            key={key}
            className="relative flex flex-col rounded-2xl border border-line bg-ink-soft p-6"
          >
            {badge && (
              <span className="absolute top-4 right-4 rounded-full border border-ember/40 bg-ember/10 px-3 py-1 text-xs font-semibold text-ember">
                {badge}
              </span>
            )}
            <Icon className="size-10 text-aurora" aria-hidden="true" />
            <h3 className="mt-4 text-xl font-semibold">{cardTitle}</h3>
            <p className="mt-2 leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
