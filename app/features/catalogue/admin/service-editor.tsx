import { Save } from "lucide-react";
import { Link } from "react-router";
import { FormField } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { priceKinds, serviceCategories } from "~/db/schema";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { useTranslation } from "~/i18n/react";
import { languages } from "~/i18n/languages";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useRouteForm } from "~/lib/forms/use-route-form";
import type { AdminServiceView } from "../service-view";
import { CheckboxControl, SelectControl, TextAreaControl } from "./service-form-fields";
import {
  fieldName,
  newServiceFormSchema,
  serviceFormSchema,
  serviceToForm,
} from "./service-form.schema";

/** The new-service and edit pages: the way back, the heading and the form. */
export function ServiceEditorPage({ service }: { service?: AdminServiceView }) {
  const { t } = useTranslation("servicesAdmin");
  const lp = useLocalizedPath();
  const title = service ? t("editor.editTitle") : t("editor.newTitle");
  return (
    <>
      <AdminSeo title={title} description={t("meta.description")} />
      <Link
        to={lp("/admin/services")}
        className="mb-6 inline-block text-sm font-semibold hover:text-aurora"
      >
        ← {t("editor.back")}
      </Link>
      <AdminPageHeading title={title} intro={t("editor.intro")} />
      <ServiceEditor service={service} />
    </>
  );
}

const fieldsetClass = "min-w-0 space-y-5 rounded-2xl border border-line bg-ink-soft p-5 sm:p-6";
const legendClass = "px-2 text-lg font-semibold text-snow";

/**
 * The owner's form for one service (`service`), or a new one: a plain form posted to the page's
 * action (it works without scripts), checked in the browser with the same schema as the server.
 * One column on a phone; the price fields side by side on a wider screen.
 */
export function ServiceEditor({ service }: { service?: AdminServiceView }) {
  const { t } = useTranslation("servicesAdmin");
  const form = useRouteForm({
    schema: service ? serviceFormSchema : newServiceFormSchema,
    intent: "save",
    defaultValues: serviceToForm(service),
    failureTitle: t("editor.failedTitle"),
  });
  return (
    <RouteForm form={form} className="space-y-8">
      <FormNotice
        failure={form.postedFailure && { ...form.postedFailure, title: t("editor.failedTitle") }}
      />
      {service ? (
        <p className="text-sm break-all text-mist">{t("editor.idFixed", { id: service.id })}</p>
      ) : (
        <FormField name="id" label={t("editor.id")} hint={t("editor.idHint")} keepHint />
      )}
      {languages.map((lang) => (
        <fieldset key={lang} className={fieldsetClass}>
          <legend className={legendClass}>
            {t(`languageNames.${lang}`)}
            {lang !== "sv" && (
              <span className="ml-2 text-sm font-normal text-mist">({t("editor.optional")})</span>
            )}
          </legend>
          <FormField name={fieldName("name", lang)} label={t("editor.name")} lang={lang} />
          <TextAreaControl
            name={fieldName("description", lang)}
            label={t("editor.description")}
            lang={lang}
            rows={5}
          />
          <TextAreaControl
            name={fieldName("includes", lang)}
            label={t("editor.includes")}
            hint={t("editor.includesHint")}
            lang={lang}
            rows={2}
          />
        </fieldset>
      ))}
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("editor.details")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectControl
            name="category"
            label={t("editor.category")}
            options={serviceCategories.map((value) => ({
              value,
              label: t(`categories.${value}`),
            }))}
          />
          <SelectControl
            name="priceKind"
            label={t("editor.priceKind")}
            options={priceKinds.map((value) => ({ value, label: t(`priceKinds.${value}`) }))}
          />
          <FormField
            name="amount"
            label={t("editor.amount")}
            hint={t("editor.amountHint")}
            keepHint
            inputMode="decimal"
            autoComplete="off"
          />
          <SelectControl
            name="unit"
            label={t("editor.unit")}
            options={[
              { value: "", label: t("editor.unitNone") },
              { value: "event", label: t("editor.unitEvent") },
              { value: "month", label: t("editor.unitMonth") },
            ]}
          />
          <FormField
            name="vatRate"
            label={t("editor.vatRate")}
            hint={t("editor.vatRateHint")}
            keepHint
            inputMode="decimal"
            autoComplete="off"
          />
          <SelectControl
            name="depositKind"
            label={t("editor.depositKind")}
            options={[
              { value: "", label: t("editor.depositNone") },
              { value: "amount", label: t("editor.depositAmount") },
              { value: "percent", label: t("editor.depositPercent") },
            ]}
          />
          <FormField
            name="deposit"
            label={t("editor.deposit")}
            hint={t("editor.depositHint")}
            keepHint
            inputMode="decimal"
            autoComplete="off"
          />
          <FormField
            name="duration"
            label={t("editor.duration")}
            hint={t("editor.durationHint")}
            keepHint
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("editor.figures")}</legend>
        <p className="text-sm text-mist">{t("editor.figuresIntro")}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {(["includedHours", "deliveryDays", "imagesMin", "imagesMax"] as const).map((name) => (
            <FormField
              key={name}
              name={name}
              label={t(`editor.${name}`)}
              hint={t(`editor.${name}Hint`)}
              keepHint
              inputMode="numeric"
              autoComplete="off"
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("editor.flags")}</legend>
        <CheckboxControl name="bookable" label={t("editor.bookable")} />
        <CheckboxControl name="campaign" label={t("editor.campaign")} />
        <CheckboxControl name="hidden" label={t("editor.hidden")} />
      </fieldset>
      <SubmitButton
        busy={form.busy}
        label={service ? t("editor.save") : t("editor.create")}
        busyLabel={t("editor.saving")}
        icon={<Save className="size-5" aria-hidden="true" />}
        className="sm:w-auto sm:px-8"
      />
    </RouteForm>
  );
}
