import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "./i18n/react";
import type { ClientInstrumentation } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { loadWaitingForms } from "./lib/on-demand";
import { ClientTranslator } from "./i18n/client-translator";
import { defaultLanguage, isLanguage } from "./i18n/languages";
import { readPageTexts, UsedNamespaces } from "./i18n/namespaces";
import { loadNamespace } from "./i18n/resources.client";
import { PublicOriginProvider } from "./seo/public-origin";

// The server sets <html lang> and writes the texts the page used; the translator starts with
// exactly those, so the first client render matches the server's HTML with no download between.
const htmlLang = document.documentElement.lang;
const lang = isLanguage(htmlLang) ? htmlLang : defaultLanguage;
const texts = readPageTexts();
const i18n = new ClientTranslator(
  lang,
  texts,
  loadNamespace,
  (lng, key) => console.error(`Missing translation ${key} for ${lng}`),
  // Only the keys the server's render used (docs/decisions/108).
  { partial: true },
);
// The rest of those namespaces loads beside hydration (after the first paint, as the scripts
// do): a text an event handler asks for (a toast's) is then there when the visitor acts.
void i18n.completeAll();

// A navigation or a fetcher changes the router state the on-demand forms read: their code is
// loaded first, so React hydrates them instead of holding the update back or drawing them anew
// (lib/on-demand.tsx). A download that fails does not hold the navigation: it goes on.
const instrumentations: ClientInstrumentation[] = [
  {
    router(router) {
      router.instrument({
        async navigate(navigate) {
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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <UsedNamespaces value={{ lang, namespaces: new Set(Object.keys(texts)) }}>
          <PublicOriginProvider value={window.location.origin}>
            <HydratedRouter instrumentations={instrumentations} />
          </PublicOriginProvider>
        </UsedNamespaces>
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
