// The HTML validator of the test suite (vnu-jar, the Nu Html Checker: server/validators.test.ts)
// is a Java program. On a fresh machine Debian's Java runtime is installed with apt, as
// scripts/ensure-chromium.ts does for the browser; vnu-jar's own download of a Java runtime
// (its install script) is not allowed to run (docs/decisions/026).
import { spawnSync } from "node:child_process";
import { aptInstall } from "./apt-install.ts";

/** The first line of `java -version` (written to stderr), or null without a working Java. */
function javaVersion(): string | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  return result.status === 0 ? (result.stderr.split("\n")[0] ?? "") : null;
}

const found = javaVersion();
if (found !== null) {
  console.info(`java: ${found}`);
} else {
  console.info(
    "java: not found, installing Debian's package (apt-get install default-jre-headless)",
  );
  aptInstall("default-jre-headless");
  if (javaVersion() === null) {
    console.error("java: still missing after the install");
    process.exit(1);
  }
}
