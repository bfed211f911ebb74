import { useEffect, useEffectEvent, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { prepareToasts } from "~/components/ui/toast";
import { isFormFailure, type FormFailure } from "./form-result";

const notSubmitted = Symbol("notSubmitted");

/**
 * Tells how a fetcher's submission ended. A fetcher keeps its last data through a redirect, so
 * "the data changed since this submission" is what tells a refusal from an accepted one.
 * Call the returned function as the submission starts.
 */
export function useFetcherOutcome(
  fetcher: Pick<FetcherWithComponents<unknown>, "state" | "data">,
  handlers: { onSuccess?: () => void; onFailure?: (failure: FormFailure) => void },
): () => void {
  const dataAtSubmit = useRef<unknown>(notSubmitted);
  const settle = useEffectEvent((data: unknown) => {
    if (dataAtSubmit.current === notSubmitted) return;
    const refused = data !== dataAtSubmit.current && isFormFailure(data);
    dataAtSubmit.current = notSubmitted;
    if (refused) handlers.onFailure?.(data);
    else handlers.onSuccess?.();
  });
  useEffect(() => {
    if (fetcher.state === "idle") settle(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return () => {
    dataAtSubmit.current = fetcher.data;
    prepareToasts();
  };
}
