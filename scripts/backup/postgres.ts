// A PostgreSQL server's backup: pg_dump's custom format, restored with pg_restore
// (docs/decisions/061). pg_dump reads one consistent snapshot, so a backup may run while the
// servers do; a restore refuses while anyone else is connected to the database.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { countsQuery, Refusal, type Counts } from "./backup-file.ts";

const run = promisify(execFile);

/**
 * pg_dump / pg_restore: from PG_BIN, else the newest of Debian's /usr/lib/postgresql/<n>/bin,
 * else the PATH. They must be at least the server's major version; pg_dump says so if not.
 */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  const debian = fs.existsSync("/usr/lib/postgresql")
    ? fs
        .readdirSync("/usr/lib/postgresql")
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join("/usr/lib/postgresql", version, "bin"))
    : [];
  const path_ = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  for (const dir of [process.env.PG_BIN, ...debian, ...path_]) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new Refusal(
    `${name} is not installed. On Debian: apt-get install postgresql-client ` +
      "(the same major version as the server, or newer), or set PG_BIN to its folder.",
  );
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function tool(name: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await run(postgresTool(name), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if (error instanceof Refusal) throw error;
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    throw new Refusal(`${name} failed: ${stderr || String(error)}`);
  }
}

export async function backupPostgres(url: string, file: string): Promise<Counts> {
  const temp = `${file}.${process.pid}.partial`;
  // Counted in the same snapshot as the dump would be ideal; counted just before is close
  // enough for a report, and the archive is checked by listing it.
  const found = await withClient(url, async (client) => (await client.query(countsQuery)).rows[0]);
  fs.writeFileSync(temp, "", { mode: 0o600, flag: "wx" });
  try {
    await tool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${temp}`,
      `--dbname=${url}`,
    ]);
    await tool("pg_restore", ["--list", temp]);
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return found as Counts;
}

export async function restorePostgres(
  url: string,
  file: string,
  options: { replace: boolean },
): Promise<Counts> {
  await withClient(url, async (client) => {
    const others = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const connected = others.rows[0]!.count;
    if (connected > 0)
      throw new Refusal(
        `${connected} other connection(s) to this database are open, probably running servers. ` +
          "Stop every server that uses it first.",
      );
    const tables = await client.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if (tables.rows[0]!.count > 0 && !options.replace)
      throw new Refusal(
        "The database already holds tables. Add --replace to drop them and restore the backup " +
          "in their place (back it up first if you may want it back).",
      );
  });
  await tool("pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    ...(options.replace ? ["--clean", "--if-exists"] : []),
    `--dbname=${url}`,
    file,
  ]);
  return withClient(url, async (client) => (await client.query<Counts>(countsQuery)).rows[0]!);
}
