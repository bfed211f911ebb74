import { CircleX } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { Seo } from "~/seo/seo";

/** Where a cancelled checkout returns: nothing was charged. */
export default function CheckoutCancelledPage() {
  const { t } = useTranslation("checkout");
  const lp = useLocalizedPath();
  return (
    <>
      <Seo title={t("meta.cancelledTitle")} description={t("meta.description")} noindex />
      <section className="container-page py-20">
        <div className="mx-auto max-w-xl text-center">
          <CircleX className="mx-auto size-14 text-ember" aria-hidden="true" />
          <h1 className="mt-6 text-4xl font-bold">{t("cancelled.title")}</h1>
          <p className="mt-4 text-lg">{t("cancelled.lead")}</p>
          <ButtonLink to={lp("/shop")} className="mt-10">
            {t("cancelled.back")}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
