import { config } from "~/config.server";
import { database } from "~/db/client.server";
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
import { createJobRunner, type JobRunner } from "./jobs.server";

// One job runner per process, shared by the server entry and the app bundle (as the mailer:
// it lives on globalThis). Its handlers are every feature's background work (decision 087).

const key = Symbol.for("nordic-media.job-runner");
type Global = typeof globalThis & { [key]?: JobRunner };

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
  const runner = createJobRunner({
    db,
    // Client galleries' mails (decision 101) and the review invitation after a client
    // gallery's first download (decision 102).
    handlers: { ...handlers, ...clientGalleryJobHandlers(db), ...proofingJobHandlers(db) },
    // One photo at a time, in the photo process (photo-worker.server.ts) at a lower priority:
    // it may use both cores, and a visitor's request still comes first.
    batchSize: 5,
    lastKinds: ["photo.readNumbers"],
  });
  runner.start(5000);
  global[key] = runner;
  return runner;
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
