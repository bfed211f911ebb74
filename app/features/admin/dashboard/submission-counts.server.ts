import { pendingReviewCount } from "~/features/testimonials/reviews.server";
import { newInboxCount } from "../inbox/inbox.server";
import type { DashboardCountProvider } from "./dashboard-counts.server";

/** Reviews waiting for a decision, and applications and messages not yet read. */
export const submissionCountProviders: DashboardCountProvider[] = [
  async (db) => ({
    key: "pendingReviews",
    label: "dashboard.newReviewsCount",
    count: await pendingReviewCount(db),
    path: "/admin/reviews?status=pending",
  }),
  async (db) => ({
    key: "newApplications",
    label: "dashboard.newApplicationsCount",
    count: await newInboxCount(db, "applications"),
    path: "/admin/applications?status=new",
  }),
  async (db) => ({
    key: "newMessages",
    label: "dashboard.newMessagesCount",
    count: await newInboxCount(db, "messages"),
    path: "/admin/messages?status=new",
  }),
];
