import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "./i18n/react";
import type { ClientInstrumentation } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { fetchKeptParts, loadWaitingForms } from "./lib/on-demand";
import { ClientTranslator } from "./i18n/client-translator";
import { defaultLanguage, isLanguage, type Language } from "./i18n/languages";
import { readPageTextModules } from "./i18n/namespaces";
import { loadNamespace } from "./i18n/resources.client";
import { PublicOriginProvider } from "./seo/public-origin";

// The server sets <html lang> and names the namespaces its render used (docs/decisions/108).
const htmlLang = document.documentElement.lang;
const lang = isLanguage(htmlLang) ? htmlLang : defaultLanguage;
const pageTexts = readPageTextModules();
const namespaces = [...pageTexts.keys()];

/**
 * The page's namespaces come from the modules it names; only another namespace (a client
 * navigation's page, the chat) needs the table of every namespace's module, which is then
 * loaded with it (resources.client.ts): the first page's hydration does without it
 * (docs/decisions/112). Same addresses as the table's, so a module is never fetched twice.
 */
function loadTexts(lng: Language, namespace: string): Promise<Record<string, unknown>> {
  const href = lng === lang ? pageTexts.get(namespace) : undefined;
  if (!href) return loadNamespace(lng, namespace);
  return import(/* @vite-ignore */ href).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
}

const i18n = new ClientTranslator(lang, {}, loadTexts, (lng, key) =>
  console.error(`Missing translation ${key} for ${lng}`),
);

// A navigation or a fetcher changes the router state the on-demand forms read: their code is
// loaded first, so React hydrates them instead of holding the update back or drawing them anew
// (lib/on-demand.tsx). A download that fails does not hold the navigation: it goes on.
const instrumentations: ClientInstrumentation[] = [
  {
    router(router) {
      router.instrument({
        async navigate(navigate) {
          fetchKeptParts();
          await loadWaitingForms();
          await navigate();
        },
        async fetch(fetch) {
          await loadWaitingForms();
          await fetch();
        },
      });
    },
  },
];

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          {/* No UsedNamespaces here: the element keeps the server's content as it is. */}
          <PublicOriginProvider value={window.location.origin}>
            <HydratedRouter instrumentations={instrumentations} />
          </PublicOriginProvider>
        </I18nProvider>
      </StrictMode>,
      {
        // A hydration mismatch is recovered by React; report it with where it happened.
        // React wraps the real error (error.cause) in a generic minified one: report both.
        onRecoverableError: (error, info) =>
          console.error(
            "Recoverable error:",
            error,
            error instanceof Error ? error.cause : undefined,
            info.componentStack,
          ),
      },
    );
  });
}

// Hydration draws the page as the server did, and from then on whatever it shows (the chat
// button, a toast, a form's error, a menu) with the whole texts of its namespaces: they are here
// first (the starter asked for them beside the page's modules, and ran this code once the whole
// stylesheet had arrived). Hydrating without them drew those nameless, and the texts arriving
// after made React draw the page anew, which threw away the forms not hydrated yet
// (lib/on-demand.tsx). Texts that cannot load leave the page as the server sent it: it works
// without scripts (docs/decisions/022), where keys in place of texts would not.
Promise.all(namespaces.map((namespace) => i18n.loadNamespaces(namespace))).then(
  hydrate,
  (error: unknown) => console.error("No texts: not hydrated", error),
);
