import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ServiceView } from "~/features/catalogue/service-view";
import { onDemand } from "~/lib/on-demand-form";
import { ContactDetails, ContactRates } from "./later-sections";
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
            <ContactDetails />
            {/* No account, no slot: for everything the booking form is not for. */}
            <ContactCard />
            <ContactRates rates={rates} />
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
