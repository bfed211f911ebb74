import { Send } from "lucide-react";
import { PrivacyNote } from "~/features/legal/legal-link";
import { useSyncExternalStore } from "react";
import { useWatch } from "react-hook-form";
import { useSearchParams } from "react-router";
import { FormField } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Honeypot } from "~/features/submissions/honeypot";
import { TextAreaField } from "~/features/submissions/text-area-field";
import { useTranslation } from "~/i18n/react";
import { useRouteForm } from "~/lib/forms/use-route-form";
import { reviewInputSchema, reviewLimits } from "./review.schema";
import { StarInput } from "./star-input";

const empty = { name: "", service: "", rating: "", feedback: "" };

/**
 * The feedback form (spec section 5): name, service, a star rating and the review with its
 * counter. With scripts it cannot be sent before a rating is chosen; without them the server
 * refuses a missing rating with the same message.
 */
export function ReviewForm({ typed }: { typed?: () => Record<string, string> }) {
  const { t } = useTranslation("feedback");
  // The review invitation's link names the service (?service=…, docs/decisions/102).
  const [searchParams] = useSearchParams();
  const service = (searchParams.get("service") ?? "").trim().slice(0, reviewLimits.service);
  const routeForm = useRouteForm({
    schema: reviewInputSchema,
    intent: "feedback",
    defaultValues: { ...empty, service },
    typed,
    toastInvalid: t("toast.validationTitle"),
    onSuccess: () => routeForm.form.reset(empty),
  });
  const rating = useWatch({ control: routeForm.form.control, name: "rating" });
  const hydrated = useHydrated();
  const waitingForRating = hydrated && !rating;
  return (
    <RouteForm form={routeForm} className="relative space-y-5">
      <FormNotice failure={routeForm.postedFailure} />
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          name="name"
          label={t("form.name")}
          hint={t("form.nameHint")}
          autoComplete="name"
          maxLength={reviewLimits.name}
        />
        <FormField
          name="service"
          label={t("form.service")}
          hint={t("form.serviceHint")}
          maxLength={reviewLimits.service}
        />
      </div>
      <StarInput name="rating" />
      <TextAreaField
        name="feedback"
        label={t("form.feedback")}
        maxLength={reviewLimits.feedback}
        counter={(used) => ({
          shown: t("form.counter", { used, max: reviewLimits.feedback }),
          spoken: t("form.counterLabel", { used, max: reviewLimits.feedback }),
        })}
      />
      <SubmitButton
        busy={routeForm.busy}
        disabled={waitingForRating}
        label={t("form.submit")}
        busyLabel={t("form.busy")}
        icon={<Send className="size-5" aria-hidden="true" />}
      />
      <PrivacyNote />
      {waitingForRating && <p className="text-center text-sm">{t("form.ratingFirst")}</p>}
    </RouteForm>
  );
}

const noSubscription = () => () => {};

/** False while the server renders and the page hydrates: the button works without scripts. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
