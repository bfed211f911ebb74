import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "./i18n/i18n";
import { defaultLanguage, isLanguage } from "./i18n/languages";
import { loadResources } from "./i18n/resources.client";

// The server sets <html lang>; the browser loads that one language before hydrating so the
// first client render matches the server's HTML exactly.
const htmlLang = document.documentElement.lang;
const lang = isLanguage(htmlLang) ? htmlLang : defaultLanguage;

void loadResources(lang).then((resources) => {
  const i18n = createI18n(lang, { [lang]: resources }, (lng, key) =>
    console.error(`Missing translation ${key} for ${lng}`),
  );
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
      {
        // A hydration mismatch is recovered by React; report it with where it happened.
        onRecoverableError: (error, info) =>
          console.error("Recoverable error:", error, info.componentStack),
      },
    );
  });
});
