import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { jobs, type Job } from "../../db/schema.ts";
import { logger } from "../../lib/logger.server.ts";
import { workerLoop, type WorkerLoop } from "../../lib/worker-loop.server.ts";
import type { Transaction } from "../mail/outbox.server.ts";

// The job runner (docs/decisions/087): a job is a row written in the same transaction as the
// change that asks for it; a worker on any instance claims it with a lease, runs its handler,
// and marks it done, or retries it with back-off. A process that dies mid-job leaves the lease
// to run out, and the job runs again: handlers must be safe to run twice.

export type JobHandler = (payload: Record<string, unknown>, job: Job) => Promise<void>;

export type JobInput = { kind: string; payload: Record<string, unknown>; runAt?: Date };

/** Queues jobs; pass the transaction of the change that asks for them. */
export async function enqueueJobs(
  tx: Database | Transaction,
  inputs: JobInput[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(jobs)
    .values(
      inputs.map((input) => ({
        kind: input.kind,
        payload: input.payload,
        ...(input.runAt && { nextAttemptAt: input.runAt }),
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** A job that has failed this many times is given up on (and logged as an error). */
export const jobMaxAttempts = 5;

/** 30 s, 2 min, 8 min, 32 min: the wait after the n-th failed attempt. */
export function jobRetryDelaySeconds(attempts: number): number {
  return Math.min(30 * 4 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

export type JobRunner = WorkerLoop<{ done: number; failed: number }>;

export function createJobRunner(options: {
  db: Database;
  handlers: Record<string, JobHandler>;
  /** How long a claimed job is hidden from other workers: longer than any one job takes. */
  leaseSeconds?: number;
  /** At most this many jobs per run, so a long queue yields between runs. */
  batchSize?: number;
  /**
   * Kinds that wait while any other job is due: work that helps but nobody waits for (reading
   * numbers off a photo), so that a photo the owner just uploaded is processed first.
   */
  lastKinds?: string[];
  /**
   * The clock that says which jobs are due; the database's by default. Tests pass their set
   * instant, so a reminder due a day before a booking in the test's calendar runs (decision 104).
   */
  now?: () => Date;
  /**
   * Only jobs due at or after this instant. A test server's tests each live on a day of their
   * own (decision 018) and run the jobs that fell due on it, never another test's (decision 109).
   */
  dueFrom?: Date;
}): JobRunner {
  const { db, handlers } = options;
  const leaseSeconds = options.leaseSeconds ?? 15 * 60;
  const batchSize = options.batchSize ?? 20;
  const kinds = Object.keys(handlers);

  async function claimOne(): Promise<Job | undefined> {
    // Only the kinds this process can run: an instance of an older version leaves newer kinds.
    const at = options.now ? options.now() : undefined;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "pending"),
          lte(jobs.nextAttemptAt, at ?? sql`now()`),
          options.dueFrom && gte(jobs.nextAttemptAt, options.dueFrom),
          inArray(jobs.kind, kinds),
        ),
      )
      .orderBy(
        ...(options.lastKinds?.length ? [asc(inArray(jobs.kind, options.lastKinds))] : []),
        asc(jobs.nextAttemptAt),
        asc(jobs.seq),
      )
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({
        nextAttemptAt: at
          ? new Date(at.getTime() + leaseSeconds * 1000)
          : sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return row;
  }

  async function recordFailure(job: Job, error: unknown) {
    const attempts = job.attempts + 1;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (attempts >= jobMaxAttempts) {
      await db
        .update(jobs)
        .set({ status: "failed", attempts, lastError, finishedAt: sql`now()` })
        .where(eq(jobs.id, job.id));
      logger.error("job failed for good", { id: job.id, kind: job.kind, error: lastError });
      return;
    }
    const delay = jobRetryDelaySeconds(attempts);
    await db
      .update(jobs)
      .set({ attempts, lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
      .where(eq(jobs.id, job.id));
    logger.warn("job failed, will retry", { id: job.id, kind: job.kind, retryInSeconds: delay });
  }

  // Set by stop: the job under way finishes, the rest of the batch waits for the next start.
  let stopping = false;

  async function run() {
    let done = 0;
    let failed = 0;
    if (kinds.length === 0) return { done, failed };
    for (let i = 0; i < batchSize && !stopping; i++) {
      const job = await claimOne();
      if (!job) break;
      try {
        await handlers[job.kind]!(job.payload, job);
      } catch (error) {
        await recordFailure(job, error);
        failed++;
        continue;
      }
      await db
        .update(jobs)
        .set({ status: "done", finishedAt: sql`now()`, lastError: null })
        .where(eq(jobs.id, job.id));
      done++;
    }
    // A full batch: more may be waiting, run again soon rather than at the next tick.
    if (done + failed === batchSize) loop.kick();
    return { done, failed };
  }

  const loop = workerLoop("job runner", run);
  return {
    ...loop,
    start(intervalMs) {
      stopping = false;
      loop.start(intervalMs);
    },
    async stop() {
      stopping = true;
      await loop.stop();
    },
  };
}
