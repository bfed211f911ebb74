import type { Language } from "./languages";

// Every namespace of every language is its own chunk: a page downloads only the texts it shows.
const modules = import.meta.glob<{ default: Record<string, unknown> }>([
  "./locales/*/*.ts",
  "!./locales/*/index.ts",
  "!./locales/**/*.test.ts",
]);

export async function loadNamespace(
  lang: Language,
  namespace: string,
): Promise<Record<string, unknown>> {
  const load = modules[`./locales/${lang}/${namespace}.ts`];
  if (!load) throw new Error(`No texts for ${lang}/${namespace}`);
  return (await load()).default;
}
