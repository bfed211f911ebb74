import { Bot, Code2, LifeBuoy, Lightbulb, Workflow, Wrench } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { PriceTag } from "~/components/ui/price-tag";
import { itServices } from "~/content/services";

const icons = {
  webDevelopment: Code2,
  aiChatbot: Bot,
  automation: Workflow,
  consulting: Lightbulb,
  maintenance: LifeBuoy,
  customIt: Wrench,
} as const;

/** The six IT service cards with title, description and price (spec section 2). */
export function ItServiceGrid() {
  const { t } = useTranslation("itServices");
  return (
    <section aria-labelledby="it-services-heading" className="container-page py-20">
      <h2 id="it-services-heading" className="mb-10 text-center text-3xl font-bold">
        {t("grid.title")}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {itServices.map((service) => {
          const Icon = icons[service.key];
          return (
            <li
              key={service.key}
              className="flex flex-col rounded-2xl border border-line bg-ink-soft p-6"
            >
              <Icon className="size-10 text-aurora" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold">{t(`services.${service.key}.title`)}</h3>
              <p className="mt-2 flex-1 leading-relaxed">
                {t(`services.${service.key}.description`)}
              </p>
              <p className="mt-6 border-t border-line pt-4">
                <PriceTag price={service.price} />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
