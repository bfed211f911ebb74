import type { Language } from "./languages";

/**
 * A namespace's texts in a language, found by the table of every namespace's module. The first
 * page imports its own namespaces from the addresses it names (docs/decisions/108), so the table
 * is not in its first load: it comes with the first other namespace asked for (a client
 * navigation's page, the chat; docs/decisions/112), or where the page could name no address.
 */
export async function loadNamespace(
  lang: Language,
  namespace: string,
): Promise<Record<string, unknown>> {
  const { namespaceLoaders } = await import("./namespace-loaders.client");
  const load = namespaceLoaders[`./locales/${lang}/${namespace}.ts`];
  if (!load) throw new Error(`No texts for ${lang}/${namespace}`);
  return (await load()).default;
}
