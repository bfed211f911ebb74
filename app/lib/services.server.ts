import { config } from "~/config.server";
import { closeDatabase, database } from "~/db/client.server";
import { startMailer, stopMailer } from "~/features/mail/mailer.server";
import { startJobRunner, stopJobRunner } from "~/features/jobs/job-runner.server";
import { ensureSeedServices } from "~/features/catalogue/seed/ensure-seed-services.server";
import { ensureSeedArticles } from "~/features/news/seed/seed-articles.server";
import { logger } from "./logger.server";

/**
 * The process-wide services: the database (migrated before the first request) and the mail
 * worker. Exported through entry.server.tsx, so the server entry starts and stops the very
 * instances the app bundle uses.
 */
export async function startServices(): Promise<void> {
  const settings = config();
  const { kind, db } = await database({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
  });
  logger.info("database ready", { kind });
  const seeded = await ensureSeedArticles(db);
  if (seeded > 0) logger.info("news articles added", { count: seeded });
  const services = await ensureSeedServices(db);
  if (services > 0) logger.info("catalogue services added", { count: services });
  await startMailer();
  await startJobRunner();
}

export async function stopServices(): Promise<void> {
  await stopMailer();
  await stopJobRunner();
  await closeDatabase();
}

/** For /healthz: the database answers. */
/**
 * Rows per table, for the generated-request test (server/fuzz.test.ts), which checks that a
 * refused request wrote nothing. Reached only with TEST_CLOCK=1 (loopback test servers).
 */
export async function tableRowCounts(): Promise<Record<string, number>> {
  const { db } = await database();
  const tables = (await db.execute(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      `select count(*)::int as n from "${table.replaceAll('"', "")}"`,
    )) as unknown as { rows: { n: number }[] };
    counts[table] = Number(result.rows[0]!.n);
  }
  return counts;
}

export async function checkDatabase(): Promise<void> {
  const { db } = await database();
  await db.execute("select 1");
}
