import { BadgePercent, CircleCheck } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { seasonFacts } from "./season-facts";

const base = "articles.seasonContracts";
const included = ["coverage", "images", "delivery", "usage"] as const;
const reasons = ["priceMatch", "speed", "volume", "partnership"] as const;

/** The fixed body: team contracts, the price-match guarantee, individual athletes, four reasons. */
export function SeasonArticleBody() {
  const { t } = useTranslation("news");
  const facts = seasonFacts;

  return (
    <div className="container-page max-w-3xl space-y-16 py-16 text-lg leading-relaxed sm:py-20">
      <section aria-labelledby="season-team">
        <h2 id="season-team" className="text-3xl font-bold tracking-tight">
          {t(`${base}.team.title`)}
        </h2>
        <p className="mt-5">{t(`${base}.team.p1`)}</p>
        <p className="mt-4">{t(`${base}.team.p2`)}</p>
        <div className="mt-8 rounded-2xl border border-line bg-ink-soft p-6 sm:p-8">
          <h3 className="text-xl font-semibold">{t(`${base}.team.includedTitle`)}</h3>
          <ul className="mt-5 space-y-3 text-base">
            {included.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-aurora" aria-hidden="true" />
                <span>{t(`${base}.team.included.${item}`, facts)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="season-price-match">
        <h2 id="season-price-match" className="text-3xl font-bold tracking-tight">
          {t(`${base}.priceMatch.title`)}
        </h2>
        <p className="mt-5">{t(`${base}.priceMatch.p1`)}</p>
        <p className="mt-4">{t(`${base}.priceMatch.p2`)}</p>
        <p className="mt-8 flex gap-4 rounded-2xl border border-aurora/40 bg-aurora/10 p-6 text-snow">
          <BadgePercent className="mt-1 size-7 shrink-0 text-aurora" aria-hidden="true" />
          <span>{t(`${base}.priceMatch.multiYear`, facts)}</span>
        </p>
      </section>

      <section aria-labelledby="season-individual">
        <h2 id="season-individual" className="text-3xl font-bold tracking-tight">
          {t(`${base}.individual.title`)}
        </h2>
        <p className="mt-5">{t(`${base}.individual.p1`)}</p>
        <p className="mt-4 font-semibold text-snow">{t(`${base}.individual.p2`, facts)}</p>
      </section>

      <section aria-labelledby="season-reasons">
        <h2 id="season-reasons" className="text-3xl font-bold tracking-tight">
          {t(`${base}.reasons.title`)}
        </h2>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2">
          {reasons.map((reason, index) => (
            <li key={reason} className="rounded-2xl border border-line bg-ink-soft p-6">
              <span className="text-sm font-bold tracking-widest text-aurora" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-xl font-semibold">
                {t(`${base}.reasons.items.${reason}.title`)}
              </h3>
              <p className="mt-2 text-base">{t(`${base}.reasons.items.${reason}.text`, facts)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
