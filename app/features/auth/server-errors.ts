import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Problem } from "~/lib/api-fetch";

/**
 * Shows the server's field errors (already translated) under the fields of the form; errors for
 * fields the form does not have are left to the toast that shows `detail`.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  problem: Problem | null,
  fields: readonly Path<T>[],
) {
  for (const { field, message } of problem?.errors ?? []) {
    if ((fields as readonly string[]).includes(field))
      setError(field as Path<T>, { type: "server", message });
  }
}
