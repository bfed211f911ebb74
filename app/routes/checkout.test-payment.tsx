import { CreditCard, FlaskConical, X } from "lucide-react";
import { useId } from "react";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { FormNotice } from "~/components/forms/form-notice";
import { Button } from "~/components/ui/button";
import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import { testCheckoutSchema } from "~/features/shop/checkout.schema";
import { formatCents } from "~/features/shop/product-price";
import {
  cancelTestCheckout,
  openTestCheckout,
  payTestCheckout,
} from "~/features/shop/test-checkout.server";
import { localizePath } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { useLanguage } from "~/i18n/use-localized-path";
import { formFailure, readForm } from "~/lib/forms/form-action.server";
import { isFormFailure } from "~/lib/forms/form-result";
import { Seo } from "~/seo/seo";
import type { Route } from "./+types/checkout.test-payment";

// The built-in test checkout (docs/decisions/042): a plain HTML form, no script needed. An
// unknown session, or one already paid or cancelled, is the ordinary 404 page.

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { db } = await database();
  const found = await openTestCheckout(db, params.session);
  if (!found) throw data(null, { status: 404 });
  return {
    product: found.product.name[lang],
    amount: found.order.amount,
    currency: found.order.currency,
    email: found.order.buyerEmail ?? "",
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const lang = pageLanguage(request);
  const { db } = await database();
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    if (form.intent === "cancel") {
      await cancelTestCheckout(db, params.session);
      return redirect(localizePath("/checkout/cancelled", lang));
    }
    if (form.intent !== "pay") throw new DomainError("invalidBody");
    const { email } = parseInput(testCheckoutSchema, { email: (form.email ?? "").trim() });
    await payTestCheckout(db, params.session, email);
    return redirect(`${localizePath("/checkout/success", lang)}?session=${params.session}`);
  } catch (error) {
    if (error instanceof DomainError && error.code === "orderNotFound")
      throw data(null, { status: 404 });
    return formFailure(lang, form.intent ?? "pay", error, form);
  }
}

export default function TestCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const posted = useActionData<typeof action>();
  const failure = isFormFailure(posted) ? posted : null;
  const busy = useNavigation().state !== "idle";
  const id = useId();
  const emailError = failure?.fieldErrors.email;
  return (
    <>
      <Seo title={t("meta.testTitle")} description={t("meta.description")} noindex />
      <section className="container-page py-16">
        <div className="mx-auto max-w-xl">
          <p
            role="note"
            className="mb-6 inline-flex items-center gap-2 rounded-full border border-ember/50 bg-ember/10 px-4 py-1.5 text-sm font-bold tracking-widest text-ember uppercase"
          >
            <FlaskConical className="size-4" aria-hidden="true" />
            {t("test.badge")}
          </p>
          <h1 className="text-4xl font-bold">{t("test.title")}</h1>
          <p className="mt-4 text-lg leading-relaxed">{t("test.lead")}</p>
          <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-2xl border border-line bg-ink-soft p-6">
            <dt className="text-mist">{t("test.product")}</dt>
            <dd className="font-semibold text-snow">{loaderData.product}</dd>
            <dt className="text-mist">{t("test.amount")}</dt>
            <dd className="text-2xl font-bold text-snow">
              {formatCents(loaderData.amount, lang, loaderData.currency)}
            </dd>
          </dl>
          <Form method="post" className="mt-8 grid gap-6">
            <FormNotice failure={failure && !emailError ? failure : null} />
            <div>
              <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
                {t("test.email")}
              </label>
              <input
                id={id}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={failure?.values.email ?? loaderData.email}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${id}-error` : `${id}-hint`}
                className={`${inputClass} ${inputBorder(Boolean(emailError))}`}
              />
              {!emailError && (
                <p id={`${id}-hint`} className="mt-2 text-sm text-mist">
                  {t("test.emailHint")}
                </p>
              )}
              <FieldError id={`${id}-error`} message={emailError} />
            </div>
            <div className="flex flex-wrap gap-4">
              <Button type="submit" name="intent" value="pay" disabled={busy}>
                <CreditCard className="size-4" aria-hidden="true" />
                {busy ? t("test.paying") : t("test.pay")}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="cancel"
                variant="secondary"
                formNoValidate
                disabled={busy}
              >
                <X className="size-4" aria-hidden="true" />
                {t("test.cancel")}
              </Button>
            </div>
          </Form>
        </div>
      </section>
    </>
  );
}
