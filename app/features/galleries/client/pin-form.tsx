import { LockKeyhole } from "lucide-react";
import { useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { isFormFailure } from "~/lib/forms/form-result";
import { Seo } from "~/seo/seo";

/**
 * The PIN a client gallery asks for after its key: a plain form posted to the page (it works
 * without scripts); a wrong PIN or too many tries come back beside the field.
 */
export function PinForm({ title, galleryKey }: { title: string; galleryKey: string }) {
  const { t } = useTranslation("clientGallery");
  const id = useId();
  const posted: unknown = useActionData();
  const failure = isFormFailure(posted) && posted.intent === "unlock" ? posted : null;
  const error = failure ? (failure.fieldErrors.pin ?? failure.detail) : undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24">
      <Seo title={t("pin.title")} description={t("meta.description")} noindex />
      <LockKeyhole className="size-14 text-aurora" aria-hidden="true" />
      <h1 className="mt-6 text-center text-3xl font-bold sm:text-4xl">{t("pin.title")}</h1>
      <p className="mt-4 max-w-xl text-center text-lg">{t("pin.text", { title })}</p>
      <Form method="post" className="mt-8 w-full max-w-xs">
        <FormNotice
          failure={
            failure && !failure.fieldErrors.pin ? { ...failure, title: t("pin.failedTitle") } : null
          }
        />
        <input type="hidden" name="intent" value="unlock" />
        <input type="hidden" name="key" value={galleryKey} />
        <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
          {t("pin.label")}
        </label>
        <input
          id={id}
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4}"
          maxLength={4}
          minLength={4}
          required
          aria-invalid={failure?.fieldErrors.pin ? true : undefined}
          aria-describedby={failure?.fieldErrors.pin ? `${id}-error` : undefined}
          className={`${inputClass} ${inputBorder(Boolean(failure?.fieldErrors.pin))} text-center text-2xl tracking-[0.5em]`}
        />
        <FieldError id={`${id}-error`} message={failure?.fieldErrors.pin ? error : undefined} />
        <button type="submit" disabled={busy} className={buttonClass("primary", "mt-6 w-full")}>
          {busy ? t("pin.submitting") : t("pin.submit")}
        </button>
      </Form>
    </section>
  );
}
