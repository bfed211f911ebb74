import { Link } from "react-router";
import { legalPages, legalFieldName } from "~/features/legal/owner-paragraphs.schema";
import { legalPaths } from "~/components/layout/nav-links";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { SettingsField, SettingsSection, useSectionForm } from "./settings-form-parts";
import type { FormFields } from "./settings.schema";
import { sectionAnchors } from "./site-settings";

/**
 * The owner's own paragraphs under the built-in terms of sale and privacy policy
 * (docs/decisions/096): a text per page and language, plain text, empty lines between paragraphs.
 */
export function LegalSection({ stored }: { stored: FormFields }) {
  const { t } = useTranslation("settings");
  const lp = useLocalizedPath();
  const state = useSectionForm("legal", stored);
  return (
    <SettingsSection
      id={sectionAnchors.legal}
      intent="legal"
      title={t("legal.title")}
      lead={t("legal.lead")}
      state={state}
    >
      {legalPages.map((page) => (
        <fieldset key={page} className="space-y-4">
          <legend className="mb-2 text-base font-semibold text-snow">
            {t(`legal.${page}`)}{" "}
            <Link to={lp(legalPaths[page])} className="ml-2 text-sm font-normal underline">
              {t("legal.open")}
            </Link>
          </legend>
          <SettingsField
            name={legalFieldName(page, "sv")}
            label={t("legal.text")}
            labelNote={t("business.inSwedish")}
            hint={t("legal.hint")}
            rows={6}
            state={state}
          />
          <SettingsField
            name={legalFieldName(page, "fi")}
            label={t("legal.text")}
            labelNote={t("business.inFinnishOptional")}
            rows={6}
            state={state}
          />
          <SettingsField
            name={legalFieldName(page, "en")}
            label={t("legal.text")}
            labelNote={t("business.inEnglishOptional")}
            rows={6}
            state={state}
          />
        </fieldset>
      ))}
    </SettingsSection>
  );
}
