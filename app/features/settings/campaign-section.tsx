import { useTranslation } from "~/i18n/react";
import { SettingsField, SettingsSection, useSectionForm } from "./settings-form-parts";
import type { FormFields } from "./settings.schema";
import { sectionAnchors } from "./site-settings";

/** The campaign: percentage, first and last day. The services are marked in the catalogue. */
export function CampaignSection({ stored }: { stored: FormFields }) {
  const { t } = useTranslation("settings");
  const state = useSectionForm("campaign", stored);
  return (
    <SettingsSection
      id={sectionAnchors.campaign}
      intent="campaign"
      title={t("campaign.title")}
      lead={t("campaign.lead")}
      state={state}
    >
      <div className="grid gap-6 sm:grid-cols-3">
        <SettingsField
          name="percent"
          label={t("campaign.percent")}
          hint={t("campaign.percentHint")}
          state={state}
          inputMode="numeric"
        />
        <SettingsField name="firstDay" type="date" label={t("campaign.firstDay")} state={state} />
        <SettingsField name="lastDay" type="date" label={t("campaign.lastDay")} state={state} />
      </div>
      <p className="mt-6 text-sm">{t("campaign.servicesInCatalogue")}</p>
    </SettingsSection>
  );
}
