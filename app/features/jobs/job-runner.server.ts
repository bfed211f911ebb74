import { config } from "~/config.server";
import { database, type Database } from "~/db/client.server";
import { clientGalleryJobHandlers } from "~/features/galleries/client/client-gallery-jobs.server";
import { photoJobHandlers } from "~/features/galleries/photo-jobs.server";
import { bookingJobHandlers } from "~/features/booking/reminders.server";
import { depositJobHandlers } from "~/features/shop/deposit-orders.server";
import { refundDeposit } from "~/features/shop/deposit-settlement.server";
import { proofingJobHandlers } from "~/features/galleries/proofing/review-invitation.server";
import { clearStaleScratch, scratchRoot } from "~/features/media/scratch.server";
import { mediaStorage } from "~/features/media/storage/media-storage.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import {
  photoWorkerEntry,
  readNumbersInWorker,
  stopPhotoWorker,
} from "~/features/media/processing/photo-worker.server";
import { logger } from "~/lib/logger.server";
import { runAtTestTime } from "~/lib/clock.server";
import { createJobRunner, type JobHandler, type JobRunner } from "./jobs.server";

// One job runner per process, shared by the server entry and the app bundle (as the mailer:
// it lives on globalThis). Its handlers are every feature's background work (decision 087).

const key = Symbol.for("nordic-media.job-runner");
const handlersKey = Symbol.for("nordic-media.job-handlers");
type Global = typeof globalThis & {
  [key]?: JobRunner;
  [handlersKey]?: { db: Database; handlers: Record<string, JobHandler> };
};

export async function startJobRunner(): Promise<JobRunner> {
  const global = globalThis as Global;
  if (global[key]) return global[key];
  const settings = config();
  try {
    photoWorkerEntry();
  } catch (error) {
    // Said at the start, not first at an owner's upload; the rest of the site works without it.
    logger.error("gallery photos cannot be processed", { error });
  }
  const { db } = await database({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  const scratchDir = scratchRoot(settings.DATA_DIR);
  // What a crash left mid-photo: its job runs again with a folder of its own.
  await clearStaleScratch(scratchDir).catch((error: unknown) =>
    logger.warn("scratch folder not cleared", { error }),
  );
  const handlers = {
    ...photoJobHandlers({
      scratchDir,
      db,
      storage: mediaStorage(),
      defaultWatermark: () => currentSettings().business.name,
      seedDemoGallery: settings.SEED_DEMO_GALLERY,
      readNumbers: settings.READ_JERSEY_NUMBERS ? readNumbersInWorker : undefined,
    }),
    // Reminders before confirmed bookings (decision 104).
    ...bookingJobHandlers(db),
    // A deposit's unpaid hold released, a paid one refunded (decision 109).
    ...depositJobHandlers(db, refundDeposit),
  };
  // The portfolio's pictures are there before the first visitor (decision 095): its seed job,
  // alone and awaited, before the server listens. A failure is retried by the runner below.
  await createJobRunner({ db, handlers: { "portfolio.seed": handlers["portfolio.seed"]! } })
    .runDue()
    .catch((error: unknown) => logger.error("portfolio seed run failed", { error }));
  // Client galleries' mails (decision 101) and the review invitation after a client gallery's
  // first download (decision 102).
  const allHandlers = { ...handlers, ...clientGalleryJobHandlers(db), ...proofingJobHandlers(db) };
  const runner = createJobRunner({
    db,
    handlers: allHandlers,
    // One photo at a time, in the photo process (photo-worker.server.ts) at a lower priority:
    // it may use both cores, and a visitor's request still comes first.
    batchSize: 5,
    lastKinds: ["photo.readNumbers"],
  });
  runner.start(5000);
  global[key] = runner;
  global[handlersKey] = { db, handlers: allHandlers };
  return runner;
}

/**
 * Test servers only (TEST_CLOCK=1, through server/app.ts): runs the jobs due from `from` to
 * `at` as the runner would at `at`, its handlers reading `at` as the time. The runner above
 * goes by the wall clock, so a job a test queued for later on its own day (a deposit's hold,
 * decision 109) would wait for that real date; the test runs it when its clock gets there.
 */
export async function runTestClockJobs(
  from: Date,
  at: Date,
): Promise<{ done: number; failed: number }> {
  const started = (globalThis as Global)[handlersKey];
  if (!started) throw new Error("the job runner has not started");
  const batchSize = 50;
  const runner = createJobRunner({ ...started, now: () => at, dueFrom: from, batchSize });
  return runAtTestTime(at, async () => {
    const total = { done: 0, failed: 0 };
    for (;;) {
      const { done, failed } = await runner.runDue();
      total.done += done;
      total.failed += failed;
      // A failed job is retried by the wall clock, outside this window: no endless loop.
      if (done + failed < batchSize) return total;
    }
  });
}

/** Something was queued: run soon. A no-op before the runner started (tests without it). */
export function kickJobRunner(): void {
  (globalThis as Global)[key]?.kick();
}

export async function stopJobRunner(): Promise<void> {
  const global = globalThis as Global;
  const runner = global[key];
  global[key] = undefined;
  // The photo under way is finished (a second or two) rather than thrown away; then its process ends.
  await runner?.stop();
  await stopPhotoWorker();
}
