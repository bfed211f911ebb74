import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useFetcherOutcome } from "~/lib/forms/use-fetcher-outcome";

/**
 * One action as an HTML form posted to the page's action, named by its `intent`
 * (docs/decisions/022): it works without scripts; with them a fetcher sends it, a refusal (in
 * the page's language, from the server) shows as a toast, and the page's data is revalidated
 * after the redirect. The back office's buttons and a client gallery's hearts use it.
 */
export function IntentForm({
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
