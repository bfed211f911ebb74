// The browser tests drive Debian's Chromium. On a fresh machine it is installed with apt; a test
// never downloads a browser of its own.
import fs from "node:fs";
import { aptInstall } from "./apt-install.ts";

export const chromiumPath = "/usr/lib/chromium/chromium";

if (fs.existsSync(chromiumPath)) {
  console.info(`chromium: ${chromiumPath}`);
} else {
  console.info("chromium: not found, installing Debian's package (apt-get install chromium)");
  aptInstall("chromium");
  if (!fs.existsSync(chromiumPath)) {
    console.error(`chromium: still missing at ${chromiumPath} after the install`);
    process.exit(1);
  }
}
