import type { Language } from "./languages";

/**
 * A namespace's texts in a language, for a page reached by client navigation. The first page
 * has its texts in the HTML (docs/decisions/013), so the table of every namespace's chunk is not
 * in its first load; it comes with the first namespace asked for (docs/decisions/112).
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
