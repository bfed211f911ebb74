import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";

/**
 * A react-hook-form resolver for a shared zod schema (@hookform/resolvers cannot be installed
 * beside our React version). The schemas' messages are translation keys, so `translate` turns
 * them into the page's language; each field keeps its first message.
 */
export function zodResolver<
  S extends z.ZodType<FieldValues, FieldValues>,
  TValues extends FieldValues = z.input<S>,
>(
  schema: S,
  translate: (key: string) => string = (key) => key,
): Resolver<TValues, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) path.push("root");
      setFirst(errors, path, { type: issue.code, message: translate(issue.message) });
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

function setFirst(
  target: Record<string, unknown>,
  path: string[],
  error: { type: string; message: string },
) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== "object" || next === null || "message" in next) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  node[last] ??= error;
}

/** A `t` for keys that arrive at run time ("api:validation.…"), outside the typed key set. */
export function useKeyTranslator(): (key: string) => string {
  // Asking for the api namespace makes sure its texts are loaded (and preloaded after SSR).
  const { t } = useTranslation("api");
  return t as unknown as (key: string) => string;
}

/**
 * The resolver for a shared schema, its messages in the page's language. TValues is the form's
 * own shape when it is looser than the schema's input (a select starts as "").
 */
export function useZodResolver<
  S extends z.ZodType<FieldValues, FieldValues>,
  TValues extends FieldValues = z.input<S>,
>(schema: S) {
  return zodResolver<S, TValues>(schema, useKeyTranslator());
}
