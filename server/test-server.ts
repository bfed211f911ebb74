import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyTemplate } from "../app/db/template.server.ts";
import { newPostgresDatabase } from "../app/db/test-database.ts";

export type RunningServer = {
  url: string;
  child: ChildProcess;
  logs: string[];
  stop: () => Promise<number | null>;
  /** The database a PostgreSQL-backed test server uses, to start a second one on it. */
  databaseUrl?: string;
  /** Its DATA_DIR: without SMTP_URL every mail is written to `outbox/` below it. */
  dataDir: string;
};

/** Starts the real server entry (the built site) on a free loopback port, as `npm start` does. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // On PGlite, a copy of the migrated template (tests/support/global-setup.ts): no initdb wait.
  // With TEST_DATABASE_URL, a fresh database on that PostgreSQL server.
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres =
    serverUrl && !env.DATABASE_URL ? await newPostgresDatabase(serverUrl) : undefined;
  const dataDir = serverUrl
    ? fs.mkdtempSync(path.join(os.tmpdir(), "nordic-server-test-"))
    : copyTemplate();
  if (postgres) env = { DATABASE_URL: postgres.url, ...env };
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // Its 24 generated photos would be processed by every test server; the tests of the
      // hockey gallery turn it on.
      SEED_DEMO_GALLERY: "off",
      // Reading jersey numbers costs a second of CPU and 400 MB a photo; the tests of it turn
      // it on.
      READ_JERSEY_NUMBERS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${logs.join("")}`)),
      45_000,
    );
    const onData = (chunk: Buffer) => {
      logs.push(chunk.toString());
      const match = chunk.toString().match(/"msg":"server listening".*?"port":(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${logs.join("")}`)));
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once("exit", (code) => resolve(code));
      child.kill("SIGTERM");
    }).then(async (code) => {
      await postgres?.drop();
      return code;
    });
  return {
    url,
    child,
    logs,
    stop,
    databaseUrl: postgres?.url ?? env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? dataDir,
  };
}
