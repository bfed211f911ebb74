import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";

/**
 * One proofing action as an HTML form posted to the gallery page (docs/decisions/022, 102): it
 * works without scripts; with them a fetcher sends it, and a refusal (the limit reached, the
 * selection sent) shows as a toast with the server's message in the page's language.
 */
export function ProofingForm({
  intent,
  fields,
  failureTitle,
  className,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  failureTitle: string;
  className?: string;
  children: (busy: boolean) => React.ReactNode;
}) {
  const fetcher = useFetcher();
  const markSubmitted = useFetcherOutcome(fetcher, {
    onFailure: (failure) => toast.error(failureTitle, { description: failure.detail }),
  });
  return (
    <fetcher.Form method="post" className={className} onSubmit={() => markSubmitted()}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}
