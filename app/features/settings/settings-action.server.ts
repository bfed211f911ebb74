import type { Database } from "~/db/client.server";
import type { SettingsSection } from "~/db/schema";
import { database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { parseInput } from "~/features/api/problem.server";
import type { Language } from "~/i18n/languages";
import { formFailure, readForm, redirectWithFlash } from "~/lib/forms/form-action.server";
import {
  bookingRulesSchema,
  bookingRulesToForm,
  businessSchema,
  businessToForm,
  campaignSchema,
  campaignToForm,
} from "./settings.schema";
import { saveSection, type AuditChange } from "./settings-store.server";
import { siteSettings } from "./settings.server";
import { sectionAnchors } from "./site-settings";

const schemas = {
  business: businessSchema,
  campaign: campaignSchema,
  bookingRules: bookingRulesSchema,
} as const;

function isSection(value: string | undefined): value is SettingsSection {
  return value !== undefined && Object.hasOwn(schemas, value);
}

/** What the settings page shows: each section as its form's fields, read afresh. */
export async function settingsForms() {
  const settings = await siteSettings({ fresh: true });
  return {
    business: businessToForm(settings.business),
    campaign: campaignToForm(settings.campaign),
    bookingRules: bookingRulesToForm(settings.bookingRules),
  };
}

/**
 * One section's form posted by an admin: checked with its schema, stored with the audit entry
 * (before and after) in the same transaction, then back to the page with "Saved". A refusal
 * stores nothing and answers every field's message in the page's language.
 */
export async function saveSettingsForm(
  request: Request,
  lang: Language,
  audit: (tx: Database, change: Parameters<AuditChange<SettingsSection>>[1]) => Promise<void>,
): Promise<Response | ReturnType<typeof formFailure>> {
  let fields: Record<string, string> = {};
  let intent = "";
  try {
    fields = await readForm(request);
    intent = fields.intent ?? "";
    if (!isSection(intent)) throw new DomainError("badRequest");
    const section = intent;
    const value = parseInput(schemas[section], fields);
    const { db } = await database();
    await saveSection(db, section, value, audit);
    const url = new URL(request.url);
    return redirectWithFlash(`${url.pathname}#${sectionAnchors[section]}`, "settingsSaved");
  } catch (error) {
    return formFailure(lang, intent, error, fields);
  }
}
