import { MessageSquareText } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { onDemand } from "~/lib/on-demand-form";

// Hydrates when the visitor nears #meddelande; the server renders it whole (decision 067).
const ContactForm = onDemand(
  () => import("./contact-form").then((module) => ({ default: module.ContactForm })),
  "meddelande",
);

/** The card around the contact form (#meddelande), beside the booking form. */
export function ContactCard() {
  const { t } = useTranslation("contact");
  return (
    // A plain box, not a labelled region: the booking form's region beside it is the landmark,
    // and its "Meddelande" field must stay the only thing on the page labelled so.
    <div id="meddelande" className="rounded-2xl border border-line bg-ink-soft p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-aurora/10">
          <MessageSquareText className="size-6 text-aurora" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-2xl font-semibold">{t("form.title")}</h3>
          <p className="mt-1 leading-relaxed">{t("form.lead")}</p>
        </div>
      </div>
      <ContactForm />
    </div>
  );
}
