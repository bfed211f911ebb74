import { config } from "~/config.server";
import { database, type Database } from "~/db/client.server";
import { freelancerApplications } from "~/db/schema";
import { parseInput } from "~/features/api/problem.server";
import { kickMailer } from "~/features/booking/booking-mail.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import {
  applicationReceivedApplicant,
  applicationReceivedOwner,
} from "~/features/mail/submission-mails.server";
import { ownerAddress } from "~/features/submissions/owner-address.server";
import { countSubmission } from "~/features/submissions/submission-limits.server";
import { clientRateLimitKey } from "~/lib/client-address";
import { localizePath, type Language } from "~/i18n/languages";
import { now as clockNow } from "~/lib/clock";
import { applicationInputSchema, type ValidApplication } from "./application.schema";
import { freelancerReplyWorkingDays } from "./freelancer-facts";

export type FreelancerApplication = typeof freelancerApplications.$inferSelect;

/**
 * Stores an application and queues, in the same transaction, the applicant's receipt in their
 * language ("we reply within two working days") and the owner's notice.
 */
export async function createApplication(
  db: Database,
  input: ValidApplication,
  language: Language,
  { clientAddress, now = clockNow() }: { clientAddress: string; now?: Date },
): Promise<FreelancerApplication> {
  await countSubmission(db, "application", clientAddress, now);
  return db.transaction(async (tx) => {
    const [application] = await tx
      .insert(freelancerApplications)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        specialization: input.specialization,
        experienceYears: input.experience,
        portfolioUrl: input.portfolio,
        message: input.message,
        language,
      })
      .returning();
    await enqueueEmail(tx, {
      to: input.email,
      ...applicationReceivedApplicant({ ...input, language, days: freelancerReplyWorkingDays }),
    });
    await enqueueEmail(tx, {
      to: ownerAddress(),
      replyTo: { address: input.email, name: input.name },
      ...applicationReceivedOwner({
        ...input,
        experienceYears: input.experience,
        portfolioUrl: input.portfolio,
        language,
        adminUrl: `${config().publicUrl}${localizePath("/admin/applications", "sv")}`,
      }),
    });
    return application!;
  });
}

/** What the application form's action and POST /api/freelancer both do with a submission. */
export async function submitApplication(
  request: Request,
  input: unknown,
  language: Language,
): Promise<FreelancerApplication> {
  const valid = parseInput(applicationInputSchema, input);
  const { db } = await database();
  const application = await createApplication(db, valid, language, {
    clientAddress: clientRateLimitKey(request),
  });
  kickMailer();
  return application;
}
