import { Bot, Code2, LifeBuoy, Lightbulb, Workflow, Wrench, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { ServicePrice } from "~/components/ui/service-price";
import { contentLang } from "~/features/catalogue/content-language";
import type { ServiceView } from "~/features/catalogue/service-view";
import { useLanguage } from "~/i18n/use-localized-path";
import { serviceVatRates, VatNote } from "~/features/catalogue/vat-note";

const icons: Readonly<Record<string, LucideIcon>> = {
  "web-development": Code2,
  "ai-chatbot": Bot,
  "process-automation": Workflow,
  "it-consulting": Lightbulb,
  "it-maintenance": LifeBuoy,
  "it-custom": Wrench,
};

/** The catalogue's IT services with title, description and price (spec section 2). */
export function ItServiceGrid({ services }: { services: readonly ServiceView[] }) {
  const { t } = useTranslation("itServices");
  const lang = useLanguage();
  return (
    <section aria-labelledby="it-services-heading" className="container-page py-20">
      <h2 id="it-services-heading" className="mb-10 text-center text-3xl font-bold">
        {t("grid.title")}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => {
          const Icon = icons[service.id] ?? Wrench;
          const textLang = contentLang(service, lang);
          return (
            <li
              key={service.id}
              className="flex flex-col rounded-2xl border border-line bg-ink-soft p-6"
            >
              <Icon className="size-10 text-aurora" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold" lang={textLang}>
                {service.name}
              </h3>
              <p className="mt-2 flex-1 leading-relaxed" lang={textLang}>
                {service.description}
              </p>
              <ServicePrice service={service} textLang={textLang} />
            </li>
          );
        })}
      </ul>
      <VatNote
        rates={serviceVatRates(services.map((service) => service.price))}
        className="mt-6 text-sm text-mist"
      />
    </section>
  );
}
