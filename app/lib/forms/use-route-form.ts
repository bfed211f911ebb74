import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { useActionData, useFetcher, useFormAction } from "react-router";
import type { z } from "zod";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { isFormFailure, type FormFailure } from "./form-result";
import { useFetcherOutcome } from "./use-fetcher-outcome";

type Values = Record<string, string>;

export type RouteFormOptions = {
  /** The shared schema: the same one the action validates with. Its messages are keys. */
  schema: z.ZodType<FieldValues, FieldValues>;
  /** Names the submission for the action (a page may hold several forms). */
  intent: string;
  defaultValues: Values;
  /** The route whose action receives the form; the current route when left out. */
  action?: string;
  /** Toast title for a refusal; the server's own title (e.g. "Kontrollera uppgifterna") when left out. */
  failureTitle?: string;
  /** Also toast the first message when the browser-side check fails (the booking form does). */
  toastInvalid?: string;
  /** How long its error toasts stay, in ms, when not the toaster's default. */
  toastDuration?: number;
  /** After the action accepted it (it answered with a redirect). */
  onSuccess?: () => void;
  /** After the action refused it (its errors are shown already). */
  onFailure?: (failure: FormFailure) => void;
  /**
   * What the visitor typed into the server's form before this code arrived (a form loaded on
   * demand, app/lib/on-demand-form.tsx): read and put back once hydrated, so the hydrating render
   * matches the server's HTML and the form's state holds what the fields show.
   */
  typed?: () => Record<string, string>;
  /** Before sending: return false to stop (e.g. a visitor who must sign in first). */
  beforeSubmit?: (values: Values) => boolean;
};

/**
 * One form, HTML first (docs/decisions/022): a plain <form method="post"> that the route's
 * action handles without scripts; once hydrated, react-hook-form checks it with the shared zod
 * schema and React Router submits it through a fetcher, so pending state and revalidation come
 * from the router. Refusals arrive as a FormFailure (from the fetcher, or as the route's action
 * data when the page was posted without scripts).
 */
export function useRouteForm(options: RouteFormOptions) {
  const { intent, action } = options;
  const { t } = useTranslation("api");
  const translate = t as unknown as (key: string) => string;
  const fetcher = useFetcher<FormFailure>();
  // The action's URL as a plain form posts it (with "?index" for the home page's index route).
  const formAction = useFormAction(action);
  const actionData: unknown = useActionData();
  const posted = isFormFailure(actionData) && actionData.intent === intent ? actionData : null;

  const form = useForm<Values>({
    resolver: translatedResolver(
      zodResolver(options.schema as never) as Resolver<Values>,
      translate,
    ),
    defaultValues: { ...options.defaultValues, ...posted?.values },
    shouldFocusError: true,
  });

  const { typed } = options;
  useEffect(() => {
    const values = typed?.();
    if (!values || Object.keys(values).length === 0) return;
    // react-hook-form reads a field's value from the page as it registers it, and then tells
    // no watcher (the counter, the rating) of it: setValue would change nothing and stay
    // silent. A reset with the typed values updates everyone.
    form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true });
  }, [form, typed]);

  const markSubmitted = useFetcherOutcome(fetcher, {
    onSuccess: () => options.onSuccess?.(),
    onFailure: (failure) => {
      const fields = Object.keys(form.getValues());
      let focused = false;
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if (!fields.includes(field)) continue;
        form.setError(field, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      toast.error(options.failureTitle ?? failure.title, {
        description: failure.detail,
        duration: options.toastDuration,
      });
      options.onFailure?.(failure);
    },
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    void form.handleSubmit(
      () => {
        const values = form.getValues();
        if (options.beforeSubmit && !options.beforeSubmit(values)) return;
        markSubmitted();
        void fetcher.submit({ ...values, intent }, { method: "post", action });
      },
      (errors) => {
        if (!options.toastInvalid) return;
        const first = Object.values(errors).find((error) => error?.message)?.message;
        toast.error(options.toastInvalid, {
          description: String(first ?? ""),
          duration: options.toastDuration,
        });
      },
    )(event);
  }

  /** The message to show under a field: the browser's check, else the server's refusal. */
  function errorFor(name: string): string | undefined {
    const own = form.formState.errors[name]?.message;
    if (own) return String(own);
    return form.formState.submitCount === 0 ? posted?.fieldErrors[name] : undefined;
  }

  /**
   * A field's registration with its starting value in the HTML too: react-hook-form fills
   * inputs only once scripts run, and a page without them must still show (and post) them.
   */
  function field(name: string) {
    return { ...form.register(name), defaultValue: form.formState.defaultValues?.[name] ?? "" };
  }

  return {
    form,
    field,
    fetcher,
    intent,
    busy: fetcher.state !== "idle",
    errorFor,
    /** The refusal of a submission posted without scripts (shown as a notice). */
    postedFailure: posted,
    /** The latest refusal, however the form was sent. */
    failure: isFormFailure(fetcher.data) ? fetcher.data : posted,
    formProps: { method: "post" as const, action: formAction, onSubmit, noValidate: true },
  };
}

export type RouteForm = ReturnType<typeof useRouteForm>;

/** The schemas' messages are translation keys: shown in the page's language. */
function translatedResolver<T extends FieldValues>(
  resolver: Resolver<T>,
  translate: (key: string) => string,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: FieldErrors<T> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      if (!error) continue;
      const message = typeof error.message === "string" ? translate(error.message) : undefined;
      (errors as Record<string, unknown>)[name] = { ...error, message };
    }
    return { ...result, errors } as Awaited<ReturnType<Resolver<T>>>;
  };
}
