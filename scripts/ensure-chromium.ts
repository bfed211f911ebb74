// The browser tests drive Debian's Chromium. On a fresh machine it is installed with apt; a test
// never downloads a browser of its own.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const chromiumPath = "/usr/lib/chromium/chromium";

if (fs.existsSync(chromiumPath)) {
  console.info(`chromium: ${chromiumPath}`);
} else {
  console.info("chromium: not found, installing Debian's package (apt-get install chromium)");
  const isRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const [command, ...rest] = isRoot ? args : ["sudo", ...args];
    execFileSync(command!, rest, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "chromium"]);
  if (!fs.existsSync(chromiumPath)) {
    console.error(`chromium: still missing at ${chromiumPath} after the install`);
    process.exit(1);
  }
}
