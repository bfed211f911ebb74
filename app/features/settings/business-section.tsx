import { socialNetworks } from "~/content/business";
import { useTranslation } from "~/i18n/react";
import { SettingsField, SettingsSection, useSectionForm } from "./settings-form-parts";
import type { FormFields } from "./settings.schema";
import { FigureFields, TestimonialFields } from "./showcase-fields";
import { sectionAnchors } from "./site-settings";

const languageFields = [
  { suffix: "Sv", note: "inSwedish" },
  { suffix: "Fi", note: "inFinnish" },
  { suffix: "En", note: "inEnglish" },
] as const;

/**
 * The business facts: name, ID, contacts, the address in three languages, profiles, WhatsApp,
 * the hero's figures and the owner's testimonials.
 */
export function BusinessSection({ stored }: { stored: FormFields }) {
  const { t } = useTranslation("settings");
  const { t: tc } = useTranslation();
  const state = useSectionForm("business", stored);
  return (
    <SettingsSection
      id={sectionAnchors.business}
      intent="business"
      title={t("business.title")}
      lead={t("business.lead")}
      state={state}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <SettingsField
          name="name"
          label={t("business.name")}
          state={state}
          autoComplete="organization"
        />
        <SettingsField
          name="businessId"
          label={t("business.businessId")}
          hint={t("business.businessIdHint")}
          state={state}
          inputMode="numeric"
        />
        <SettingsField name="email" type="email" label={t("business.email")} state={state} />
        <SettingsField name="phone" type="tel" label={t("business.phone")} state={state} />
      </div>
      <div className="grid gap-6 sm:grid-cols-3">
        {languageFields.map(({ suffix, note }) => (
          <SettingsField
            key={suffix}
            name={`street${suffix}`}
            label={t("business.street")}
            labelNote={t(`business.${note}`)}
            state={state}
          />
        ))}
        <SettingsField
          name="postalCode"
          label={t("business.postalCode")}
          state={state}
          inputMode="numeric"
          className="sm:col-span-3"
        />
        {languageFields.map(({ suffix, note }) => (
          <SettingsField
            key={suffix}
            name={`city${suffix}`}
            label={t("business.city")}
            labelNote={t(`business.${note}`)}
            state={state}
          />
        ))}
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-snow">{t("business.social")}</legend>
        <p className="text-sm text-mist">{t("business.socialHint")}</p>
        <div className="grid gap-6 sm:grid-cols-2">
          {socialNetworks.map((network) => (
            <SettingsField
              key={network}
              name={network}
              type="url"
              label={tc(`social.${network}`)}
              labelNote={t("optional")}
              state={state}
            />
          ))}
        </div>
      </fieldset>
      <SettingsField
        name="whatsapp"
        type="tel"
        label={t("business.whatsapp")}
        labelNote={t("optional")}
        hint={t("business.whatsappHint")}
        state={state}
      />
      <FigureFields state={state} />
      <TestimonialFields state={state} />
    </SettingsSection>
  );
}
