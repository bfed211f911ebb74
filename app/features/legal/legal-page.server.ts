import { config } from "~/config.server";
import { siteSettings } from "~/features/settings/settings.server";
import { pageLanguage } from "~/i18n/request-language";
import { legalDocument } from "./legal-document.server";
import type { LegalPage } from "./owner-paragraphs.schema";
import { siteBehaviour } from "./site-behaviour.server";

/** The loader of /kopvillkor and /integritetspolicy: the page written for this request. */
export async function loadLegalPage(request: Request, page: LegalPage) {
  const settings = await siteSettings();
  return legalDocument(page, {
    lang: pageLanguage(request),
    business: settings.business,
    additions: settings.legal,
    behaviour: siteBehaviour(config()),
  });
}
