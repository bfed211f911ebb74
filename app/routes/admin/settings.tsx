import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { adminPageAction } from "~/features/admin/page-action.server";
import { actorOf } from "~/features/admin/require-admin.server";
import { BookingRulesSection } from "~/features/settings/booking-rules-section";
import { BusinessSection } from "~/features/settings/business-section";
import { CampaignSection } from "~/features/settings/campaign-section";
import { LegalSection } from "~/features/settings/legal-section";
import { saveSettingsForm, settingsForms } from "~/features/settings/settings-action.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import type { Route } from "./+types/settings";

export function loader() {
  return settingsForms();
}

/** Each section is its own form; its intent names the section. */
export function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(context.get(adminContext));
  return adminPageAction(request, pageLanguage(request), {
    business: async (form) => {
      await saveSettingsForm(actor, "business", form);
      return "settingsSaved";
    },
    campaign: async (form) => {
      await saveSettingsForm(actor, "campaign", form);
      return "settingsSaved";
    },
    bookingRules: async (form) => {
      await saveSettingsForm(actor, "bookingRules", form);
      return "settingsSaved";
    },
    legal: async (form) => {
      await saveSettingsForm(actor, "legal", form);
      return "settingsSaved";
    },
  });
}

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { t: ta } = useTranslation("admin");
  return (
    <>
      <AdminSeo title={t("title")} description={ta("meta.description")} />
      <AdminPageHeading title={t("title")} intro={t("lead")} />
      <div className="space-y-8">
        <BusinessSection stored={loaderData.business} />
        <CampaignSection stored={loaderData.campaign} />
        <BookingRulesSection stored={loaderData.bookingRules} />
        <LegalSection stored={loaderData.legal} />
      </div>
    </>
  );
}
