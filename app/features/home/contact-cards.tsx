import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { addressLine, phoneHref } from "~/features/settings/site-settings";
import { useBusiness } from "~/features/settings/use-settings";
import { PriceTag } from "~/components/ui/price-tag";
import { contentLang } from "~/features/catalogue/content-language";
import type { ServiceView } from "~/features/catalogue/service-view";
import { useLanguage } from "~/i18n/use-localized-path";

// The contact section's cards drawn from the page's data alone (contact-section.tsx keeps their
// server HTML on the first page, docs/decisions/112).

/** How to reach us: e-mail, phone, WhatsApp when set, the address. */
export function ContactDetails() {
  const { t } = useTranslation("home");
  const lang = useLanguage();
  const business = useBusiness();

  const details = [
    { key: "email", Icon: Mail, value: business.email, href: `mailto:${business.email}` },
    {
      key: "phone",
      Icon: Phone,
      value: business.phone,
      href: phoneHref(business.phone),
    },
    // The owner's WhatsApp number, when one is set (or the WHATSAPP_NUMBER setting).
    ...(business.whatsapp
      ? [
          {
            key: "whatsapp",
            Icon: MessageCircle,
            value: `+${business.whatsapp}`,
            href: `https://wa.me/${business.whatsapp}`,
          } as const,
        ]
      : []),
    { key: "address", Icon: MapPin, value: addressLine(business, lang) },
  ] as const;

  return (
    <div className="rounded-2xl border border-line bg-ink-soft p-6 sm:p-8">
      <h3 className="text-xl font-semibold">{t("contact.detailsTitle")}</h3>
      <ul className="mt-6 space-y-5">
        {details.map(({ key, Icon, value, ...rest }) => (
          <li key={key} className="flex items-start gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-aurora/10">
              <Icon className="size-5 text-aurora" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm">{t(`contact.${key}`)}</p>
              <p className="font-semibold break-words text-snow">
                {"href" in rest ? (
                  <a href={rest.href} className="hover:text-aurora hover:underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The catalogue's rates per hour and per event. */
export function ContactRates({ rates }: { rates: readonly ServiceView[] }) {
  const { t } = useTranslation("home");
  const lang = useLanguage();
  if (rates.length === 0) return null;
  return (
    <div className="rounded-2xl border border-line bg-ink-soft p-6 sm:p-8">
      <h3 className="text-xl font-semibold">{t("contact.rates.title")}</h3>
      <ul className="mt-4 list-disc space-y-3 pl-5 marker:text-aurora">
        {rates.map((service) => (
          <li key={service.id}>
            <span className="font-medium text-snow" lang={contentLang(service, lang)}>
              {service.name}
            </span>
            {": "}
            <PriceTag price={service.price} />
            {service.includes?.text && (
              <span className="block text-sm" lang={contentLang(service, lang)}>
                {service.includes.text}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">{t("contact.rates.addons")}</p>
    </div>
  );
}
