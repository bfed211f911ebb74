import { Mail } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/components/ui/button";
import { useBusiness } from "~/features/settings/use-settings";
import { freelancerReplyHours } from "./freelancer-facts";

const checklist = ["contact", "specialization", "experience", "portfolio", "message"] as const;

/** Until the application form arrives, applications come by e-mail with a translated subject. */
export function ApplyByEmail() {
  const { t } = useTranslation("freelancer");
  const business = useBusiness();
  const mailto = `mailto:${business.email}?subject=${encodeURIComponent(t("apply.subject"))}&body=${encodeURIComponent(t("apply.body"))}`;
  return (
    <section id="ansok" aria-labelledby="apply-heading" className="bg-ink-soft py-20 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-widest text-aurora uppercase">
            {t("apply.eyebrow")}
          </p>
          <h2 id="apply-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("apply.title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">
            {t("apply.text", { hours: freelancerReplyHours })}
          </p>
          <a href={mailto} className={buttonClass("primary", "mt-8")}>
            <Mail className="size-4" aria-hidden="true" />
            {t("apply.button")}
          </a>
          <p className="mt-4 text-sm">{t("apply.emailHint", { email: business.email })}</p>
        </div>
        <div className="rounded-2xl border border-line bg-ink p-7 sm:p-8">
          <h3 className="text-xl font-semibold">{t("apply.includeTitle")}</h3>
          <ol className="mt-5 space-y-4">
            {checklist.map((item, index) => (
              <li key={item} className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full border border-aurora/50 text-sm font-semibold text-aurora"
                >
                  {index + 1}
                </span>
                <span>{t(`apply.include.${item}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
