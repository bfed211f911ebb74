import type { i18n as I18n } from "i18next";
import { createI18n } from "./i18n";
import type { Language } from "./languages";
import { logger } from "~/lib/logger.server";
import { allResources } from "./resources.server";

const instances = new Map<Language, I18n>();

/** Looks up "namespace:key" texts; keys come from schemas and error codes at run time. */
export type ServerT = (key: string, options?: Record<string, unknown>) => string;

/** A `t` for server code that answers outside a page render: API errors, e-mails. */
export function serverT(lang: Language): ServerT {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang, allResources, (lng, key) =>
      logger.warn("missing translation", { lang: lng, key }),
    );
    instances.set(lang, instance);
  }
  return instance.t as unknown as ServerT;
}
