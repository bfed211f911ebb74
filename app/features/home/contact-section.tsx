import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";
import { addressLine, phoneHref } from "~/features/settings/site-settings";
import { useBusiness } from "~/features/settings/use-settings";
import { PriceTag } from "~/components/ui/price-tag";
import { contentLang } from "~/features/catalogue/content-language";
import type { ServiceView } from "~/features/catalogue/service-view";
import { useLanguage } from "~/i18n/use-localized-path";
import { onDemand } from "~/lib/on-demand";
import type { BookingFormService } from "~/features/booking/booking-price";
import { ContactCard } from "~/features/contact/contact-card";

// The plain booking form, its draft and its slots hydrate when the visitor nears #boka; the
// server renders it whole, and it posts without scripts (docs/decisions/067).
// The calendar form's code is asked for at the same moment (the visitor is near) but not waited
// for: it takes over from the plain form once both have arrived, and the plain form, hydrated,
// must not hold a submit back until then.
const LazyBookingForm = onDemand(() => {
  void import("~/features/booking/booking-form").catch(() => undefined);
  return import("~/features/booking/lazy-booking-form").then((module) => ({
    default: module.LazyBookingForm,
  }));
}, "boka");

/**
 * Contact and booking (anchors #kontakt, #meddelande and #boka): how to reach us, a message
 * without an account, the catalogue's rates per hour and per event, the booking form.
 */
export function ContactSection({
  rates,
  bookingServices,
}: {
  rates: readonly ServiceView[];
  bookingServices: readonly BookingFormService[];
}) {
  const { t } = useTranslation("home");
  const { t: tb } = useTranslation("booking");
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
    <section id="kontakt" aria-labelledby="contact-heading" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="contact-heading"
          eyebrow={t("contact.eyebrow")}
          title={t("contact.title")}
          lead={t("contact.lead")}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
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
            {/* No account, no slot: for everything the booking form is not for. */}
            <ContactCard />
            {rates.length > 0 && (
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
            )}
          </div>
          {/* "Book now" links lead here (#boka) and focus it; the form inside may be swapped for
              the calendar form, this wrapper stays, and so does the focus. */}
          <div id="boka" role="region" aria-label={tb("form.title")}>
            <LazyBookingForm services={bookingServices} />
          </div>
        </div>
      </div>
    </section>
  );
}
