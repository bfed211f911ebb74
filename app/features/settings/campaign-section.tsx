import { useTranslation } from "~/i18n/react";
import {
  CheckboxGroup,
  SettingsField,
  SettingsSection,
  useSectionForm,
} from "./settings-form-parts";
import { campaignServiceKeys, type FormFields } from "./settings.schema";
import { sectionAnchors } from "./site-settings";

/** The campaign: percentage, first and last day, the reduced services. */
export function CampaignSection({ stored }: { stored: FormFields }) {
  const { t } = useTranslation("settings");
  const { t: th } = useTranslation("home");
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
      <CheckboxGroup
        group="services"
        legend={t("campaign.services")}
        options={campaignServiceKeys.map((key) => ({
          key,
          label: th(`services.items.${key}.title`),
        }))}
        state={state}
      />
    </SettingsSection>
  );
}
