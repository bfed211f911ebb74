import { Sparkles } from "lucide-react";
import { useTranslation } from "~/i18n/react";

/** The /shop overview's note that more products are on the way. */
export function ComingSoon() {
  const { t } = useTranslation("shop");
  return (
    <section aria-labelledby="shop-coming-soon-heading" className="container-page pb-20">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-12 text-center">
        <Sparkles className="size-10 text-ember" aria-hidden="true" />
        <h2 id="shop-coming-soon-heading" className="text-2xl font-bold sm:text-3xl">
          {t("overview.comingSoon.title")}
        </h2>
        <p className="max-w-2xl text-lg leading-relaxed">{t("overview.comingSoon.text")}</p>
      </div>
    </section>
  );
}
