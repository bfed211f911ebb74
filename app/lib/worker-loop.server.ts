import { logger } from "./logger.server.ts";

// The loop every background worker of the process runs (the mail outbox, the job runner):
// one run at a time, a timer for what became due, and a kick for what was just queued.
// The claiming itself (a lease on a row, FOR UPDATE SKIP LOCKED) belongs to each queue, whose
// rows and statements differ; the loop around it is this one (docs/decisions/087).

export type WorkerLoop<Result> = {
  /** Runs now; a call during a run gets one follow-up run after it, never two at once. */
  runDue(): Promise<Result>;
  start(intervalMs: number): void;
  /** Something was queued: run soon (once, however many kicks come in that moment). */
  kick(): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
};

export function workerLoop<Result>(
  name: string,
  run: () => Promise<Result>,
  options: { kickDelayMs?: number } = {},
): WorkerLoop<Result> {
  const kickDelayMs = options.kickDelayMs ?? 200;
  let running: Promise<Result> | undefined;
  let queued: Promise<Result> | undefined;

  function runDue(): Promise<Result> {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    }
    // Work queued during this run is not left waiting for the timer.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return runDue();
      });
    return queued;
  }

  function runInBackground() {
    runDue().catch((error: unknown) => logger.error(`${name} run failed`, { error }));
  }

  let interval: NodeJS.Timeout | undefined;
  let kickTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  function kick() {
    if (stopped || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      runInBackground();
    }, kickDelayMs);
    kickTimer.unref();
  }

  return {
    runDue,
    start(intervalMs) {
      stopped = false;
      if (interval) return;
      interval = setInterval(() => {
        // A run still going covers this tick.
        if (!running) runInBackground();
      }, intervalMs);
      interval.unref();
      // Work left from before a restart starts now, not a tick later.
      kick();
    },
    kick,
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(kickTimer);
      interval = undefined;
      kickTimer = undefined;
      await Promise.allSettled([running, queued]);
    },
  };
}
