// `npm run admin -- promote <email>` / `demote <email>`: gives an existing account the admin role
// or takes it away (docs/decisions/031). With DATABASE_URL it works while the server runs; on
// the embedded database it refuses while a server holds it (PGlite is one process at a time).
import { readConfig } from "../app/config.server.ts";
import { openDatabase } from "../app/db/client.server.ts";
import { DatabaseInUseError } from "../app/db/data-dir-lock.server.ts";
import { setRole } from "../app/features/admin/roles/set-role.server.ts";

const usage = "Usage: npm run admin -- promote <email>\n       npm run admin -- demote <email>";

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const [command, email, ...extra] = process.argv.slice(2);
if ((command !== "promote" && command !== "demote") || !email || extra.length) fail(usage, 2);

let settings;
try {
  settings = readConfig();
} catch (error) {
  fail((error as Error).message);
}

let handle;
try {
  handle = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
} catch (error) {
  if (error instanceof DatabaseInUseError) fail(`Nothing changed. ${error.message}`);
  throw error;
}

// The database is closed before the process ends, whatever happened: PGlite writes its files then.
const change = await setRole(handle.db, email, command === "promote" ? "admin" : "customer", {
  id: null,
  label: `command line (${process.env.USER ?? "unknown user"})`,
}).finally(() => handle.close());
if (change.outcome === "noSuchAccount")
  fail(`No account with the e-mail address ${change.email}. Sign up on the site first.`);
if (change.outcome === "unchanged")
  process.stdout.write(`${change.email} is already ${change.role}; nothing changed.\n`);
else process.stdout.write(`${change.email} is now ${change.to} (was ${change.from}).\n`);
