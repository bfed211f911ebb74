import { useActionData } from "react-router";
import { FormNotice } from "~/components/forms/form-notice";
import { database } from "~/db/client.server";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { BlockForm } from "~/features/admin/blocks/block-form";
import { BlockList } from "~/features/admin/blocks/block-list";
import { blockSlot, unblockSlot } from "~/features/admin/blocks/blocks-api.server";
import { listBlocks } from "~/features/admin/blocks/blocks.server";
import { adminPageAction } from "~/features/admin/page-action.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { businessToday } from "~/lib/clock";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/blocks";

export async function loader() {
  const { db } = await database();
  const today = businessToday();
  return { today, blocks: await listBlocks(db, today) };
}

export function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  return adminPageAction(request, pageLanguage(request), {
    block: async (form) => {
      await blockSlot(admin, { date: form.date, until: form.until, time: form.time });
      return "adminSlotBlocked";
    },
    unblock: async (form) => {
      await unblockSlot(admin, form.blockId ?? "");
      return "adminBlockRemoved";
    },
  });
}

export default function AdminBlocksPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const posted = useActionData<typeof action>();
  const failure = isFormFailure(posted) ? posted : null;
  return (
    <>
      <AdminSeo title={t("blocks.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("blocks.title")} intro={t("blocks.intro")} />
      <FormNotice failure={failure} />
      <BlockForm failure={failure?.intent === "block" ? failure : null} today={loaderData.today} />
      <BlockList blocks={loaderData.blocks} />
    </>
  );
}
