import { useActionData } from "react-router";
import { FormNotice } from "~/components/forms/form-notice";
import { database } from "~/db/client.server";
import { reviewStatuses } from "~/db/schema";
import { adminContext } from "~/features/admin/admin-context";
import { AdminPageHeading } from "~/features/admin/admin-shell";
import { AdminSeo } from "~/features/admin/admin-seo";
import { StatusTabs } from "~/features/admin/inbox/status-tabs";
import { adminPageAction } from "~/features/admin/page-action.server";
import { AdminReviewList } from "~/features/admin/reviews/admin-review-list";
import {
  applyReviewDecision,
  readReviewStatus,
} from "~/features/admin/reviews/admin-reviews-api.server";
import { describeError } from "~/features/api/problem.server";
import { listReviews, publicReview } from "~/features/testimonials/reviews.server";
import { useTranslation } from "~/i18n/react";
import { pageLanguage } from "~/i18n/request-language";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/reviews";

export async function loader({ request }: Route.LoaderArgs) {
  let status: ReturnType<typeof readReviewStatus>;
  let failure = null;
  try {
    status = readReviewStatus(new URL(request.url).searchParams);
  } catch (error) {
    // A status typed wrong into the address: say so, and show everything.
    const { title, detail } = describeError(pageLanguage(request), error);
    failure = { title, detail };
  }
  const { db } = await database();
  return { status, failure, reviews: (await listReviews(db, status)).map(publicReview) };
}

export function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  return adminPageAction(request, pageLanguage(request), {
    approve: async (form) => {
      await applyReviewDecision(admin, form.reviewId ?? "", "approve");
      return "adminReviewApproved";
    },
    reject: async (form) => {
      await applyReviewDecision(admin, form.reviewId ?? "", "reject");
      return "adminReviewRejected";
    },
  });
}

export default function AdminReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const posted: unknown = useActionData();
  const failure = isFormFailure(posted) ? posted : loaderData.failure;
  return (
    <>
      <AdminSeo title={t("reviews.title")} description={t("meta.description")} />
      <AdminPageHeading title={t("reviews.title")} intro={t("reviews.intro")} />
      <FormNotice failure={failure} />
      <StatusTabs
        label={t("inbox.filter")}
        current={loaderData.status}
        statuses={reviewStatuses.map((status) => ({
          value: status,
          label: t(`reviews.status.${status}`),
        }))}
      />
      <AdminReviewList reviews={loaderData.reviews} />
    </>
  );
}
