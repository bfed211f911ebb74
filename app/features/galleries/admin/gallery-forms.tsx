import { Plus, Save } from "lucide-react";
import { FormField } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { RouteForm } from "~/components/forms/route-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { galleryKinds } from "~/db/schema";
import { SelectControl, TextAreaControl } from "~/features/catalogue/admin/service-form-fields";
import { useTranslation } from "~/i18n/react";
import { languages } from "~/i18n/languages";
import { useRouteForm } from "~/lib/forms/use-route-form";
import type { AdminGalleryView } from "./admin-gallery-view";
import {
  fieldName,
  galleryFormSchema,
  galleryToForm,
  newGalleryForm,
  newGalleryFormSchema,
} from "./gallery-form.schema";

// The owner's two gallery forms: a new gallery (on the list page) and a gallery's details (on its
// own page). Plain forms posted to the page's action, checked in the browser with the same schema.

type Translate = (key: string, options?: Record<string, unknown>) => string;

const fieldsetClass = "min-w-0 space-y-4 rounded-2xl border border-line bg-ink-soft p-5 sm:p-6";
const legendClass = "px-2 text-lg font-semibold text-snow";

/** One text in every language: Swedish required, the others optional. */
function LanguageFields({
  field,
  long = false,
}: {
  field: "title" | "description";
  long?: boolean;
}) {
  const { t: typed } = useTranslation("galleriesAdmin");
  const t = typed as unknown as Translate;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t(`fields.${field}`)}</legend>
      {languages.map((lang) =>
        long ? (
          <TextAreaControl
            key={lang}
            name={fieldName(field, lang)}
            label={
              lang === "sv"
                ? t(`languageNames.${lang}`)
                : `${t(`languageNames.${lang}`)} (${t("fields.optional")})`
            }
            lang={lang}
            rows={4}
          />
        ) : (
          <FormField
            key={lang}
            name={fieldName(field, lang)}
            label={t(`languageNames.${lang}`)}
            labelNote={lang === "sv" ? undefined : t("fields.optional")}
            lang={lang}
            autoComplete="off"
          />
        ),
      )}
    </fieldset>
  );
}

/** The day, the two prices (euros the Nordic way) and the watermark. */
function DetailFields() {
  const { t } = useTranslation("galleriesAdmin");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        name="shotOn"
        type="date"
        label={t("fields.shotOn")}
        hint={t("fields.shotOnHint")}
      />
      <FormField
        name="watermarkText"
        label={t("fields.watermark")}
        hint={t("fields.watermarkHint")}
        keepHint
        maxLength={60}
        autoComplete="off"
      />
      <FormField
        name="perPhoto"
        label={t("fields.perPhoto")}
        hint={t("fields.perPhotoHint")}
        keepHint
        inputMode="decimal"
        autoComplete="off"
      />
      <FormField
        name="fullGallery"
        label={t("fields.fullGallery")}
        hint={t("fields.fullGalleryHint")}
        keepHint
        inputMode="decimal"
        autoComplete="off"
      />
    </div>
  );
}

/** The list page's form: a new gallery, then on to its page to upload the photos. */
export function NewGalleryForm() {
  const { t } = useTranslation("galleriesAdmin");
  const { t: tc } = useTranslation("clientGallery");
  const form = useRouteForm({
    schema: newGalleryFormSchema,
    intent: "create",
    defaultValues: newGalleryForm(),
    failureTitle: t("create.failedTitle"),
  });
  return (
    <RouteForm form={form} className="space-y-6">
      <FormNotice
        failure={form.postedFailure && { ...form.postedFailure, title: t("create.failedTitle") }}
      />
      <LanguageFields field="title" />
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("fields.details")}</legend>
        <SelectControl
          name="kind"
          label={t("fields.kind")}
          options={galleryKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
        <FormField
          name="customerEmail"
          type="email"
          autoComplete="off"
          label={tc("admin.customer")}
          hint={tc("admin.customerHint")}
          keepHint
        />
        <DetailFields />
      </fieldset>
      <SubmitButton
        busy={form.busy}
        label={t("create.submit")}
        busyLabel={t("create.busy")}
        icon={<Plus className="size-5" aria-hidden="true" />}
        className="sm:w-auto sm:px-8"
      />
    </RouteForm>
  );
}

/** A gallery's details on its page: texts, address, day, prices, watermark (the kind stays). */
export function GalleryDetailsForm({ gallery }: { gallery: AdminGalleryView }) {
  const { t } = useTranslation("galleriesAdmin");
  const form = useRouteForm({
    schema: galleryFormSchema,
    intent: "save",
    defaultValues: galleryToForm(gallery),
    failureTitle: t("editor.failedTitle"),
  });
  return (
    <RouteForm form={form} className="space-y-6">
      <FormNotice
        failure={form.postedFailure && { ...form.postedFailure, title: t("editor.failedTitle") }}
      />
      <LanguageFields field="title" />
      <LanguageFields field="description" long />
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("fields.details")}</legend>
        <p className="text-sm">{t("fields.kindFixed", { kind: t(`kinds.${gallery.kind}`) })}</p>
        <FormField
          name="slug"
          label={t("fields.slug")}
          hint={t("fields.slugHint")}
          keepHint
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <DetailFields />
      </fieldset>
      <SubmitButton
        busy={form.busy}
        label={t("editor.save")}
        busyLabel={t("editor.saving")}
        icon={<Save className="size-5" aria-hidden="true" />}
        className="sm:w-auto sm:px-8"
      />
    </RouteForm>
  );
}
