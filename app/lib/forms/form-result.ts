/**
 * What a form action answers when it refuses a submission: every message already in the page's
 * language. `values` gives back what was typed (never passwords), so a page rendered without
 * scripts shows the form as the visitor left it.
 */
export type FormFailure = {
  intent: string;
  status: number;
  title: string;
  detail: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

export function isFormFailure(value: unknown): value is FormFailure {
  return typeof value === "object" && value !== null && "fieldErrors" in value && "intent" in value;
}
