import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { databaseForTestFile } from "../../db/database-for-test-file.ts";
import { jobs } from "../../db/schema.ts";
import { createJobRunner, enqueueJobs, jobMaxAttempts, type JobHandler } from "./jobs.server.ts";

// The job runner on a real database (PGlite here; PostgreSQL in the integration run): each job
// runs once, a failure retries later with its error kept, a job gives up after its attempts, a
// kind without a handler is left for an instance that has one, a crashed run's lease runs out.

const database = databaseForTestFile();

beforeEach(async () => {
  await database().delete(jobs);
});

async function rows() {
  return database().select().from(jobs).orderBy(jobs.createdAt);
}

/** Makes every pending job due now (instead of waiting out a back-off or a lease). */
async function dueNow() {
  await database()
    .update(jobs)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.status, "pending"));
}

describe("the job runner", () => {
  it("runs each queued job once, in order, and marks it done", async () => {
    const seen: unknown[] = [];
    const runner = createJobRunner({
      db: database(),
      handlers: { "test.note": async (payload) => void seen.push(payload.n) },
    });
    await enqueueJobs(
      database(),
      [1, 2, 3].map((n) => ({ kind: "test.note", payload: { n } })),
    );
    expect(await runner.runDue()).toEqual({ done: 3, failed: 0 });
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
    expect(seen).toEqual([1, 2, 3]);
    expect((await rows()).map((row) => row.status)).toEqual(["done", "done", "done"]);
  });

  it("runs the kinds named last only once no other job is due, whatever their order", async () => {
    const seen: string[] = [];
    const note: JobHandler = async (payload) => void seen.push(String(payload.name));
    const runner = createJobRunner({
      db: database(),
      handlers: { "test.read": note, "test.process": note },
      lastKinds: ["test.read"],
    });
    await enqueueJobs(database(), [
      { kind: "test.read", payload: { name: "read 1" } },
      { kind: "test.process", payload: { name: "process 2" } },
      { kind: "test.read", payload: { name: "read 2" } },
      { kind: "test.process", payload: { name: "process 3" } },
    ]);
    await dueNow();
    expect(await runner.runDue()).toEqual({ done: 4, failed: 0 });
    expect(seen).toEqual(["process 2", "process 3", "read 1", "read 2"]);
  });

  it("retries a failed job later, keeping its error, and gives up after the last attempt", async () => {
    let calls = 0;
    const failing: JobHandler = async () => {
      calls++;
      throw new Error(`broken ${calls}`);
    };
    const runner = createJobRunner({ db: database(), handlers: { "test.fail": failing } });
    await enqueueJobs(database(), [{ kind: "test.fail", payload: {} }]);
    expect(await runner.runDue()).toEqual({ done: 0, failed: 1 });
    const [afterOne] = await rows();
    expect(afterOne).toMatchObject({ status: "pending", attempts: 1, lastError: "broken 1" });
    // Not due again at once: the back-off.
    expect(afterOne!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
    for (let attempt = 2; attempt <= jobMaxAttempts; attempt++) {
      await dueNow();
      await runner.runDue();
    }
    expect(calls).toBe(jobMaxAttempts);
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: jobMaxAttempts });
    await dueNow();
    await runner.runDue();
    expect(calls).toBe(jobMaxAttempts);
  });

  it("with a window (a test's own day), runs only the jobs due within it, at its clock", async () => {
    const seen: unknown[] = [];
    const day = (iso: string) => new Date(`2126-11-${iso}`);
    await enqueueJobs(database(), [
      { kind: "test.note", payload: { n: "another test's day" }, runAt: day("23T10:30:00Z") },
      { kind: "test.note", payload: { n: "due at its start" }, runAt: day("24T10:00:00Z") },
      { kind: "test.note", payload: { n: "due within" }, runAt: day("24T10:30:00Z") },
      { kind: "test.note", payload: { n: "not due yet" }, runAt: day("24T10:31:00Z") },
    ]);
    const runner = createJobRunner({
      db: database(),
      handlers: { "test.note": async (payload) => void seen.push(payload.n) },
      now: () => day("24T10:30:00Z"),
      dueFrom: day("24T10:00:00Z"),
    });
    expect(await runner.runDue()).toEqual({ done: 2, failed: 0 });
    expect(seen).toEqual(["due at its start", "due within"]);
    expect((await rows()).filter((row) => row.status === "pending")).toHaveLength(2);
  });

  it("leaves a kind it has no handler for to an instance that has one", async () => {
    const old = createJobRunner({ db: database(), handlers: { "test.note": async () => {} } });
    await enqueueJobs(database(), [{ kind: "test.newer", payload: {} }]);
    expect(await old.runDue()).toEqual({ done: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("runs a job again once the lease of a run that died has run out", async () => {
    let runs = 0;
    const crashing = createJobRunner({
      db: database(),
      handlers: {
        // The process "dies" mid-job: the handler never settles.
        "test.work": () => new Promise(() => void runs++),
      },
    });
    await enqueueJobs(database(), [{ kind: "test.work", payload: {} }]);
    void crashing.runDue();
    await expect.poll(() => runs).toBe(1);
    const survivor = createJobRunner({
      db: database(),
      handlers: { "test.work": async () => void runs++ },
    });
    // Leased: another worker does not take it.
    expect(await survivor.runDue()).toEqual({ done: 0, failed: 0 });
    await dueNow();
    expect(await survivor.runDue()).toEqual({ done: 1, failed: 0 });
    expect(runs).toBe(2);
  });

  it("runs a full batch and then the rest soon after, without the timer", async () => {
    const seen: number[] = [];
    const runner = createJobRunner({
      db: database(),
      handlers: { "test.note": async (payload) => void seen.push(Number(payload.n)) },
      batchSize: 2,
    });
    await enqueueJobs(
      database(),
      [1, 2, 3, 4, 5].map((n) => ({ kind: "test.note", payload: { n } })),
    );
    await runner.runDue();
    // The full batch kicked the next run; no timer was started.
    await expect.poll(() => seen.length).toBe(5);
    await runner.stop();
  });

  it("stops after the job under way and leaves the rest of its batch for the next start", async () => {
    const seen: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const runner = createJobRunner({
      db: database(),
      handlers: {
        "test.note": async (payload) => {
          seen.push(Number(payload.n));
          // The first job (whichever is claimed first) is under way when stop is called.
          if (seen.length === 1) await held;
        },
      },
      batchSize: 5,
    });
    await enqueueJobs(
      database(),
      [1, 2, 3].map((n) => ({ kind: "test.note", payload: { n } })),
    );
    const run = runner.runDue();
    await expect.poll(() => seen.length).toBe(1);
    const stopped = runner.stop();
    release();
    await stopped;
    expect(await run).toEqual({ done: 1, failed: 0 });
    expect(seen).toHaveLength(1);
    expect((await rows()).map((row) => row.status).sort()).toEqual(["done", "pending", "pending"]);
    // Started again (as the server does at its next start), it takes them up.
    runner.start(60_000);
    await expect.poll(() => [...seen].sort()).toEqual([1, 2, 3]);
    await runner.stop();
  });
});
