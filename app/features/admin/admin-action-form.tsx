import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";

/**
 * One back-office action as an HTML form posted to the page's action (docs/decisions/022):
 * works without scripts; with them it goes through a fetcher, a refusal shows as a toast and
 * the page's data is revalidated after the redirect.
 */
export function AdminActionForm({
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
