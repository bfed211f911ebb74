import { addressLine } from "~/features/settings/site-settings";
import { currentSettings } from "~/features/settings/settings-store.server";
import type { Language } from "~/i18n/languages";

/** The studio's address (the owner's settings) in the reader's language (Uusikaarlepyy in Finnish). */
export function studioAddress(language: Language): string {
  return addressLine(currentSettings().business, language);
}
