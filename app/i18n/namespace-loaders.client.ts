// Every namespace of every language is its own chunk: a page downloads only the texts it shows.
// The mails', the chat assistant's and the legal pages' texts are read on the server only: not
// listed here. This table (about 90 entries, 2 KB of gzip) is itself loaded only when the page
// needs a namespace whose module the first page did not name (resources.client.ts).
export const namespaceLoaders = import.meta.glob<{ default: Record<string, unknown> }>([
  "./locales/*/*.ts",
  "!./locales/*/index.ts",
  "!./locales/*/mail.ts",
  "!./locales/*/chatKnowledge.ts",
  "!./locales/*/legal.ts",
  "!./locales/**/*.test.ts",
]);
