import { createContext, use } from "react";
import type { RouteForm as RouteFormState } from "~/lib/forms/use-route-form";

const RouteFormContext = createContext<RouteFormState | null>(null);

/** The fields of a route form reach its registration and errors through this context. */
export function useRouteFormContext(): RouteFormState {
  const value = use(RouteFormContext);
  if (!value) throw new Error("A form field must be inside <RouteForm>");
  return value;
}

/**
 * The <form> of a route form: posts to the route's action without scripts (the hidden intent
 * tells the action which form it is), is checked and sent through a fetcher with them.
 */
export function RouteForm({
  form,
  className,
  children,
}: {
  form: RouteFormState;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <RouteFormContext value={form}>
      <form {...form.formProps} className={className}>
        <input type="hidden" name="intent" value={form.intent} />
        {children}
      </form>
    </RouteFormContext>
  );
}
