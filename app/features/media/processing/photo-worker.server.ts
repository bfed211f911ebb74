import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// Relative imports with their extension, as the rest of this folder (Node runs them directly).
import { logger } from "../../../lib/logger.server.ts";
import { NotAPhotoError } from "./not-a-photo-error.ts";
import type { NumberReading } from "../numbers/read-numbers.server.ts";
import type {
  PhotoWorkerAnswer,
  PhotoWorkerRequest,
  ProcessedFiles,
} from "./photo-worker-protocol.ts";

// Gallery photos are processed in one long-lived child process (docs/decisions/089, "Amended"),
// not in the web server: libvips' memory stays in the child, started with two malloc arenas
// (630 → 339 MB measured over 300 photos), its CPU runs at a lower priority than the visitors'
// requests, and a crash on a hostile file ends the child, not the site. The child starts with
// the first photo and is kept for the next; one photo at a time goes to it. It also reads
// jersey numbers (decision 094): the reader's model and its 400 MB a read never enter the web
// server. Once nothing has been asked of it for a while, the child is ended, and with it the
// model and libvips' arenas; the next photo starts a new one. A child is also replaced when the
// kind of work changes, so that the reader's memory and libvips' are never held at once.

/** What the child made, as files in the request's `outputDir`: the variants and the download. */
export type PhotoWorkerResult = { processed: ProcessedFiles; downloadFile: string };

/** A photo to process: the original's file and the folder the child writes into. */
export type ProcessFiles = {
  originalFile: string;
  outputDir: string;
  watermarkText: string | null;
};

/** The child ended (crashed, killed, stopped) before answering: the job is tried again later. */
export class PhotoWorkerExitedError extends Error {
  constructor(detail: string) {
    super(`the photo process ended during a job: ${detail}`);
    this.name = "PhotoWorkerExitedError";
  }
}

/** Where the child's source is, from the project's folder (where every start runs). */
export const photoWorkerEntryFromRoot = "app/features/media/processing/photo-worker-child.ts";

/**
 * The child's entry file: PHOTO_WORKER_ENTRY when set; beside this module when it runs from
 * source (tests, scripts, the dev server); otherwise the source file below the working
 * folder, since the built server (build/server/index.js, one bundle) does not contain it:
 * `npm start`, the systemd unit and the container all start in the project's folder, which
 * keeps `app/` (the Dockerfile copies it whole). Throws, naming the paths tried, when absent.
 */
export function photoWorkerEntry(): string {
  const override = process.env.PHOTO_WORKER_ENTRY;
  const candidates = override
    ? [path.resolve(override)]
    : [
        path.join(path.dirname(fileURLToPath(import.meta.url)), "photo-worker-child.ts"),
        path.resolve(photoWorkerEntryFromRoot),
      ];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found)
    throw new Error(
      `the photo process's entry is missing (tried ${candidates.join(", ")}): start the server ` +
        `in the project's folder or set PHOTO_WORKER_ENTRY`,
    );
  return found;
}

/** Far beyond a 120 MP photo on a busy machine; a child that takes longer is hung, and ended. */
const defaultJobTimeoutMs = 5 * 60_000;
/** How long a stopped child may take to leave before it is killed. */
const stopGraceMs = 5_000;
/**
 * How long an idle child is kept: the job runner sends the photos of an upload one after the
 * other without a pause, so a minute without one means the batch is over. A new child costs
 * about half a second (sharp, and the reader's model when a photo is read).
 */
const defaultIdleMs = 60_000;

export type PhotoWorker = {
  /**
   * The variants and the buyer's download, written into `outputDir`; a NotAPhotoError as
   * processPhoto throws it.
   */
  process(photo: ProcessFiles): Promise<PhotoWorkerResult>;
  /** The jersey numbers read in the photo in `imageFile`, at least the accept threshold's. */
  readNumbers(imageFile: string): Promise<NumberReading[]>;
  /** Ends the child (a job under way is rejected); a later request starts a new one. */
  stop(): Promise<void>;
  /** The child's pid while one runs (for tests and benchmarks). */
  pid(): number | undefined;
};

type Running = {
  child: ChildProcess;
  exited: Promise<void>;
  stopping?: boolean;
  /** What it has done so far: processing photos or reading numbers. */
  kind?: PhotoWorkerRequest["kind"];
  current?: {
    id: number;
    resolve: (answer: PhotoWorkerAnswer) => void;
    reject: (e: Error) => void;
  };
};

export function createPhotoWorker(
  settings: { entry?: string; jobTimeoutMs?: number; idleMs?: number } = {},
): PhotoWorker {
  const jobTimeoutMs = settings.jobTimeoutMs ?? defaultJobTimeoutMs;
  const idleMs = settings.idleMs ?? defaultIdleMs;
  let running: Running | undefined;
  // Requests asked for and not yet answered; at none, the idle timer runs.
  let pending = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let lastId = 0;
  // Requests up to this id were made before the last stop: they are refused, not run in a new
  // child (a shutdown must not start one).
  let stoppedThrough = 0;
  // Requests wait here for the one before them: the child processes one photo at a time.
  let queue: Promise<unknown> = Promise.resolve();

  function start(): Running {
    const child = fork(settings.entry ?? photoWorkerEntry(), [], {
      serialization: "advanced",
      // Not the parent's own flags (a profiler, an inspector port, a test runner's loaders).
      execArgv: [],
      // glibc's per-thread arenas fragment over many photos (decision 089): two keep it flat.
      // A fixed mmap threshold gives every block of 128 KiB or more back to the system when it
      // is freed; glibc's own threshold climbs to 32 MiB after the first big free, so a number
      // read's tensors were kept in the arenas and stacked on libvips' (peak 686 → 519 MB over
      // 60 photos processed and read, decision 094).
      env: { ...process.env, MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const self: Running = {
      child,
      exited: new Promise((resolve) => child.once("exit", () => resolve())),
    };
    child.on("message", (answer: PhotoWorkerAnswer) => {
      if (self.current?.id === answer.id) self.current.resolve(answer);
    });
    child.on("error", (error) => {
      logger.error("photo process error", { error });
      // Never started (no pid): no exit event will come, so this is its end.
      if (child.pid === undefined) {
        if (running === self) running = undefined;
        self.current?.reject(error);
      } else child.kill("SIGKILL");
    });
    child.once("exit", (code, signal) => {
      if (running === self) running = undefined;
      if (!self.current) return;
      self.current.reject(new PhotoWorkerExitedError(signal ?? `exit code ${code}`));
      if (!self.stopping) logger.warn("photo process ended during a job", { code, signal });
    });
    return self;
  }

  function send(request: PhotoWorkerRequest): Promise<PhotoWorkerAnswer> {
    if (request.id <= stoppedThrough)
      return Promise.reject(new PhotoWorkerExitedError("stopped before its turn"));
    // A child that did the other kind of work is ended first and a fresh one takes this: the
    // reader's model and tensors never sit on libvips' arenas, nor these on the model (the two
    // together were the photo process's peak). The job runner reads numbers after the photos
    // are processed, so this happens about once a batch, at the cost of a start (~1 s).
    if (running?.kind !== undefined && running.kind !== request.kind) {
      const retired = running;
      running = undefined;
      retired.stopping = true;
      retired.child.kill("SIGTERM");
      return retired.exited.then(() => send(request));
    }
    running ??= start();
    const self = running;
    self.kind = request.kind;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        logger.error("photo process hung, ending it", { timeoutMs: jobTimeoutMs });
        self.child.kill("SIGKILL");
      }, jobTimeoutMs);
      const settled = () => {
        clearTimeout(timer);
        self.current = undefined;
      };
      self.current = {
        id: request.id,
        resolve: (answer) => (settled(), resolve(answer)),
        reject: (error) => (settled(), reject(error)),
      };
      self.child.send(request, (error) => {
        // The channel broke (the child is dying): its exit rejects this job.
        if (error) self.child.kill("SIGKILL");
      });
    });
  }

  /** Ends a child that nothing was asked of for `idleMs`; later requests start a new one. */
  function retireWhenIdle() {
    clearTimeout(idleTimer);
    if (pending > 0) return;
    idleTimer = setTimeout(() => {
      const self = running;
      if (pending > 0 || !self) return;
      running = undefined;
      self.stopping = true;
      self.child.kill("SIGTERM");
    }, idleMs);
    // Never what keeps a process alive.
    idleTimer.unref();
  }

  /** Sends a request after those before it, and answers with its successful answer. */
  async function call(request: PhotoWorkerRequest) {
    pending++;
    clearTimeout(idleTimer);
    // A child that cannot start (its entry missing) rejects the job here, with the reason.
    const answered = queue.then(() => send(request));
    queue = answered.catch(() => undefined);
    let answer: PhotoWorkerAnswer;
    try {
      answer = await answered;
    } finally {
      pending--;
      retireWhenIdle();
    }
    if (answer.ok) return answer;
    const { failure } = answer;
    if (failure.kind === "notAPhoto") {
      const error = new NotAPhotoError(failure.reason);
      error.message = failure.message;
      throw error;
    }
    const error = new Error(`photo process: ${failure.message}`);
    error.name = failure.name;
    throw error;
  }

  return {
    async process(photo) {
      const answer = await call({ id: ++lastId, kind: "process", ...photo });
      if (answer.kind !== "process") throw new Error("photo process: a mismatched answer");
      return { processed: answer.processed, downloadFile: answer.downloadFile };
    },
    async readNumbers(imageFile) {
      const answer = await call({ id: ++lastId, kind: "readNumbers", imageFile });
      if (answer.kind !== "readNumbers") throw new Error("photo process: a mismatched answer");
      return answer.numbers;
    },
    async stop() {
      clearTimeout(idleTimer);
      stoppedThrough = lastId;
      const self = running;
      if (!self) return;
      running = undefined;
      self.stopping = true;
      // SIGTERM ends it at once (it has nothing to save); an exit of its own, as on a closed
      // channel, would wait for libvips' operation under way to finish.
      self.child.kill("SIGTERM");
      const killer = setTimeout(() => self.child.kill("SIGKILL"), stopGraceMs);
      await self.exited;
      clearTimeout(killer);
    },
    pid: () => running?.child.pid,
  };
}

// One per process, on globalThis as the job runner is (a module loaded twice, by the server
// entry and by the app bundle, or again by the dev server, still finds the same child).
const key = Symbol.for("nordic-media.photo-worker");
type Global = typeof globalThis & { [key]?: PhotoWorker };

function shared(): PhotoWorker {
  const global = globalThis as Global;
  global[key] ??= createPhotoWorker();
  return global[key];
}

/** A photo processed in the shared child process (started on the first call). */
export function processInWorker(photo: ProcessFiles): Promise<PhotoWorkerResult> {
  return shared().process(photo);
}

/**
 * The jersey numbers in a photo, read in the shared child process: the reader's model and its
 * working memory never enter this process (decision 094).
 */
export function readNumbersInWorker(imageFile: string): Promise<NumberReading[]> {
  return shared().readNumbers(imageFile);
}

/** Ends the shared child, if one runs: at shutdown, after the job runner has stopped. */
export async function stopPhotoWorker(): Promise<void> {
  await (globalThis as Global)[key]?.stop();
}

/** The shared child's pid while it runs. */
export function photoWorkerPid(): number | undefined {
  return (globalThis as Global)[key]?.pid();
}
