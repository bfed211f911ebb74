// server/nginx.test.ts runs deploy/nginx.conf with Debian's nginx, the reverse proxy
// docs/deploy.md describes. On a fresh machine it is installed with apt, as
// scripts/ensure-chromium.ts does for the browser.
import { spawnSync } from "node:child_process";
import { aptInstall } from "./apt-install.ts";

/** `nginx -v` (written to stderr), or null without nginx. */
function nginxVersion(): string | null {
  const result = spawnSync("/usr/sbin/nginx", ["-v"], { encoding: "utf8" });
  return result.status === 0 ? result.stderr.trim() : null;
}

const found = nginxVersion();
if (found !== null) {
  console.info(`nginx: ${found}`);
} else {
  console.info("nginx: not found, installing Debian's package (apt-get install nginx)");
  aptInstall("nginx");
  if (nginxVersion() === null) {
    console.error("nginx: still missing after the install");
    process.exit(1);
  }
}
