/**
 * What every page needs of the parts that load their code on demand (forms: on-demand-form.tsx,
 * sections: on-approach.tsx): kept apart so that a page without such a part does not carry
 * their code in its first load (docs/decisions/067 and 112).
 */

// Server: every on-demand module starts loading when its page module is evaluated; the server
// entry waits for them (onDemandReady), so a page is always rendered whole.
const serverLoads: Promise<unknown>[] = [];
export const onDemandReady = () => Promise.all(serverLoads);

/** On the server, loads the module now (the page is rendered with it) and keeps it. */
export function loadOnServer<M>(load: () => Promise<M>, keep: (module: M) => void) {
  if (typeof document === "undefined") serverLoads.push(load().then(keep));
}

/** Parts still waiting for the visitor to come near: each entry loads its code now. */
export const waiting = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every form and section still waiting, and settles once it has arrived.
 * Awaited before a navigation or a fetcher starts (entry.client.tsx): the parts read the
 * router's state (useActionData, useLocation, the root's data), and a transition that changes
 * what a not yet hydrated boundary reads makes React hydrate that boundary first. With its code
 * at hand React does; without it, React held the navigation back until the visitor happened to
 * come near the part, or threw the server's part away and drew it again (the page collapsed by
 * its height for a moment, a scroll to #boka stopped short, and what was typed was lost).
 */
export async function loadWaitingForms(): Promise<void> {
  await Promise.allSettled([...waiting].map((load) => load()));
}

/** Static parts still showing their server HTML (static-until-changed.tsx): their code. */
export const keptParts = new Set<() => Promise<unknown>>();

/**
 * Starts fetching the code of the static parts still showing their server HTML, without waiting
 * for it: a navigation fetches it beside the next page's data, and the part, whose inputs (the
 * root's data) change with the page, is drawn anew at once (docs/decisions/112).
 */
export function fetchKeptParts(): void {
  for (const load of keptParts) load().catch(() => {});
}
