import type { Database } from "~/db/client.server";
import { DomainError } from "~/features/api/domain-error";
import { countInWindow, type FixedWindow } from "~/lib/fixed-window.server";

export type SubmissionKind = "feedback" | "application" | "contact";

/**
 * How many of each a client address may send in an hour (docs/decisions/051): enough for a
 * family or an office behind one address, too few to flood the owner's inbox.
 */
export const submissionWindows: Record<SubmissionKind, FixedWindow> = {
  feedback: { scope: "feedback", limit: 5, windowMs: 60 * 60_000 },
  application: { scope: "application", limit: 5, windowMs: 60 * 60_000 },
  contact: { scope: "contact", limit: 5, windowMs: 60 * 60_000 },
};

/** Counts one accepted submission of the client (`clientRateLimitKey`), or refuses it (429) with when to retry. */
export async function countSubmission(
  db: Database,
  kind: SubmissionKind,
  clientAddress: string,
  now: Date,
): Promise<void> {
  const counted = await countInWindow(db, submissionWindows[kind], clientAddress, now);
  if (!counted.allowed)
    throw new DomainError("rateLimited", undefined, {
      retryAfterSeconds: counted.retryAfterSeconds,
    });
}
