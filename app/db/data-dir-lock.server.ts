import fs from "node:fs";
import path from "node:path";

// PGlite is PostgreSQL inside one process: a second process that opens the same directory
// corrupts it. Whoever opens it first writes its process id here; anyone else refuses to open
// it while that process lives (docs/decisions/031). A lock left by a killed process is taken over.

export class DatabaseInUseError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), ` +
        "probably the running server. Stop it first, or use a PostgreSQL server (DATABASE_URL).",
    );
    this.name = "DatabaseInUseError";
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just someone else's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the directory's lock for this process; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(fs.readFileSync(file, "utf8").trim());
    if (holder === process.pid) return () => fs.rmSync(file, { force: true });
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder))
      throw new DatabaseInUseError(dataDir, holder);
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not lock ${file}`);
}
