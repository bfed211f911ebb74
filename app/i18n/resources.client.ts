import type { Language } from "./languages";

// Every namespace of every language is its own chunk: a page downloads only the texts it shows.
// The mails', the chat assistant's and the legal pages' texts are read on the server only: not
// listed here, so their entries do not weigh on every page's first load.
const modules = import.meta.glob<{ default: Record<string, unknown> }>([
  "./locales/*/*.ts",
  "!./locales/*/index.ts",
  "!./locales/*/mail.ts",
  "!./locales/*/chatKnowledge.ts",
  "!./locales/*/legal.ts",
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
