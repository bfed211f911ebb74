import { Mail, MessageSquareHeart } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/components/ui/button";
import { useBusiness } from "~/features/settings/use-settings";

const tips = ["name", "service", "rating", "experience"] as const;

/** Until the feedback form arrives, reviews come in by e-mail with a ready-made template. */
export function ReviewInvite() {
  const { t } = useTranslation("testimonials");
  const business = useBusiness();
  const mailto = `mailto:${business.email}?subject=${encodeURIComponent(t("invite.subject"))}&body=${encodeURIComponent(t("invite.body"))}`;
  return (
    <section aria-labelledby="review-invite-heading" className="bg-ink-soft py-20 sm:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-widest text-aurora uppercase">
            {t("invite.eyebrow")}
          </p>
          <h2 id="review-invite-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("invite.title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{t("invite.text")}</p>
          <a href={mailto} className={buttonClass("primary", "mt-8")}>
            <Mail className="size-4" aria-hidden="true" />
            {t("invite.button")}
          </a>
          <p className="mt-4 text-sm">{t("invite.emailHint", { email: business.email })}</p>
        </div>
        <div className="rounded-2xl border border-line bg-ink p-7 sm:p-8">
          <MessageSquareHeart className="size-10 text-aurora" aria-hidden="true" />
          <h3 className="mt-4 text-xl font-semibold">{t("invite.tipsTitle")}</h3>
          <ol className="mt-5 space-y-4">
            {tips.map((tip, index) => (
              <li key={tip} className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full border border-aurora/50 text-sm font-semibold text-aurora"
                >
                  {index + 1}
                </span>
                <span>{t(`invite.tips.${tip}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
