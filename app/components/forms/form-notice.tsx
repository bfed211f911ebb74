import { TriangleAlert } from "lucide-react";
import type { FormFailure } from "~/lib/forms/form-result";

/**
 * A refusal shown in the page (the toast's twin for a page posted without scripts, whose
 * toast never loads). role="alert", so it is read out when the page arrives.
 */
export function FormNotice({ failure }: { failure: Pick<FormFailure, "title" | "detail"> | null }) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-2xl border border-red-400/40 bg-red-400/10 p-4"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-300" aria-hidden="true" />
      <div>
        <p className="font-semibold text-snow">{failure.title}</p>
        <p className="mt-1 text-sm">{failure.detail}</p>
      </div>
    </div>
  );
}
