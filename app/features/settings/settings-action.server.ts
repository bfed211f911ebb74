import { database } from "~/db/client.server";
import type { SettingsSection } from "~/db/schema";
import { recordAdminAction, type AdminActor } from "~/features/admin/audit.server";
import { parseInput } from "~/features/api/problem.server";
import {
  bookingRulesSchema,
  bookingRulesToForm,
  businessSchema,
  businessToForm,
  campaignSchema,
  campaignToForm,
} from "./settings.schema";
import { saveSection } from "./settings-store.server";
import {
  legalAdditionsSchema,
  legalAdditionsToForm,
} from "~/features/legal/owner-paragraphs.schema";
import { siteSettings } from "./settings.server";

const schemas = {
  business: businessSchema,
  campaign: campaignSchema,
  bookingRules: bookingRulesSchema,
  legal: legalAdditionsSchema,
} as const;

/** What the settings page shows: each section as its form's fields, read afresh. */
export async function settingsForms() {
  const settings = await siteSettings({ fresh: true });
  return {
    business: businessToForm(settings.business),
    campaign: campaignToForm(settings.campaign),
    bookingRules: bookingRulesToForm(settings.bookingRules),
    legal: legalAdditionsToForm(settings.legal),
  };
}

/**
 * One section's form, posted by an admin: checked with its schema (a refusal throws the
 * validation error with every field's message and stores nothing), then stored with the audit
 * entry — before and after — in the same transaction (docs/decisions/036).
 */
export async function saveSettingsForm(
  actor: AdminActor,
  section: SettingsSection,
  fields: Record<string, string>,
): Promise<void> {
  const value = parseInput(schemas[section], fields);
  const { db } = await database();
  await saveSection(db, section, value, (tx, { before, after }) =>
    recordAdminAction(tx, {
      actor,
      action: `settings.${section}`,
      target: `settings:${section}`,
      before,
      after,
    }),
  );
}
