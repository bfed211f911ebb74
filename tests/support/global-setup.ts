import { ensureTemplate } from "~/db/template.server";

/** Vitest global setup: one migrated PGlite template for every test file to copy. */
export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) await ensureTemplate();
}
