// Run by playwright.config.ts before the test server starts: the embedded database takes one
// process at a time, so the owner account is written while no server holds it.
import { openDatabase } from "../../app/db/client.server.ts";
import { e2eOwner } from "./e2e-owner.ts";
import { seedAdmin } from "./seed-admin.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: seed-e2e-admin.ts <DATA_DIR>");
const handle = await openDatabase({ dataDir });
await seedAdmin(handle.db, e2eOwner);
await handle.close();
