import { config } from "~/config.server";
import { database } from "~/db/client.server";
import { photoJobHandlers } from "~/features/galleries/photo-jobs.server";
import { mediaStorage } from "~/features/media/storage/media-storage.server";
import { currentSettings } from "~/features/settings/settings-store.server";
import { configureSharpForWorker } from "~/features/media/processing/sharp-settings.server";
import { createJobRunner, type JobRunner } from "./jobs.server";

// One job runner per process, shared by the server entry and the app bundle (as the mailer:
// it lives on globalThis). Its handlers are every feature's background work (decision 087).

const key = Symbol.for("nordic-media.job-runner");
type Global = typeof globalThis & { [key]?: JobRunner };

export async function startJobRunner(): Promise<JobRunner> {
  const global = globalThis as Global;
  if (global[key]) return global[key];
  const settings = config();
  configureSharpForWorker();
  const { db } = await database({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  const runner = createJobRunner({
    db,
    handlers: photoJobHandlers({
      db,
      storage: mediaStorage(),
      defaultWatermark: () => currentSettings().business.name,
    }),
    // One photo at a time: its decode uses one core; the other serves the visitors.
    batchSize: 5,
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
  await runner?.stop();
}
